import type { GroupTask, TaskStatusIndicator, TaskType } from '../../wire/items';
import type { ReceivedTaskItem } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { CheckIcon } from '../primitives/glyphs';
import { Spinner } from '../primitives/Spinner';

export interface TaskBodyProps {
  heading: string | null;
  summary: string | null;
  taskType: TaskType;
  status: TaskStatusIndicator | undefined;
}

/** The shared look of a task, alone or in a group. A thought reads as the model's aside. */
export function TaskBody({ heading, summary, taskType, status }: TaskBodyProps) {
  const labels = useLabels();
  return (
    <>
      <span data-slot="task-status" data-state={status ?? 'none'}>
        {status === 'loading' ? (
          <>
            <Spinner />
            <span data-slot="visually-hidden">{labels.taskInProgress}</span>
          </>
        ) : status === 'complete' ? (
          <>
            <CheckIcon />
            <span data-slot="visually-hidden">{labels.taskDone}</span>
          </>
        ) : null}
      </span>
      <span data-slot="task-body">
        {taskType === 'thought' && <span data-slot="task-kind">{labels.taskThought}</span>}
        {heading !== null && (
          <span data-slot="task-heading" dir="auto">
            {heading}
          </span>
        )}
        {summary !== null && (
          <span data-slot="task-summary" dir="auto">
            {summary}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * A step the workflow reports: heading, summary, and whether it is a thought.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <Task item={item} streaming={false} />
 * </RenderProvider>
 */
export function Task({ item, streaming }: ItemRendererProps<ReceivedTaskItem>) {
  const status = item.status_indicator ?? (streaming ? 'loading' : undefined);
  return (
    <div
      data-slot="task"
      data-task-type={item.task_type}
      data-state={status ?? 'none'}
      aria-busy={status === 'loading' || undefined}
    >
      <TaskBody
        heading={item.heading}
        summary={item.summary}
        taskType={item.task_type}
        status={status}
      />
    </div>
  );
}

/** A task's status: its own mark if it has one, else done unless it is the last of a streaming group. */
export function taskStatus(
  task: GroupTask,
  index: number,
  count: number,
  streaming: boolean,
): TaskStatusIndicator {
  if (task.status_indicator !== undefined) return task.status_indicator;
  return streaming && index === count - 1 ? 'loading' : 'complete';
}
