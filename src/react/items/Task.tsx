import type { TaskStatusIndicator, TaskType } from '../../wire/items';
import type { ReceivedTask, ReceivedTaskItem, ReceivedTaskSource } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { CheckIcon } from '../primitives/glyphs';
import { Spinner } from '../primitives/Spinner';
import { hasTypeIcon, TaskDetails, TaskIcon } from './TaskDetails';

export interface TaskBodyProps {
  heading: string | null;
  summary: string | null;
  taskType: TaskType;
  status: TaskStatusIndicator | undefined;
  /** An icon name of the kit's set; without one, the task type's icon if it has one. */
  icon?: string | null | undefined;
  /** What a web search searched for. */
  queries?: readonly string[] | undefined;
  /** The pages a web search found, or the files a task read. */
  sources?: readonly ReceivedTaskSource[] | undefined;
}

/**
 * The shared look of a task, alone or in a group: its progress mark, its type's or own icon, its
 * heading and summary, and a web search's queries and sources or a file task's files. A thought
 * reads as the model's aside.
 */
export function TaskBody({
  heading,
  summary,
  taskType,
  status,
  icon,
  queries,
  sources,
}: TaskBodyProps) {
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
      <div data-slot="task-body">
        {taskType === 'thought' && <span data-slot="task-kind">{labels.taskThought}</span>}
        {(heading !== null || Boolean(icon) || hasTypeIcon(taskType)) && (
          <span data-slot="task-title">
            <TaskIcon type={taskType} icon={icon} />
            {heading !== null && (
              <span data-slot="task-heading" dir="auto">
                {heading}
              </span>
            )}
          </span>
        )}
        {summary !== null && (
          <span data-slot="task-summary" dir="auto">
            {summary}
          </span>
        )}
        <TaskDetails type={taskType} queries={queries} sources={sources} />
      </div>
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
        icon={item.icon}
        queries={item.queries}
        sources={item.sources}
      />
    </div>
  );
}

/** A task's status: its own mark if it has one, else done unless it is the last of a streaming group. */
export function taskStatus(
  task: ReceivedTask,
  index: number,
  count: number,
  streaming: boolean,
): TaskStatusIndicator {
  if (task.status_indicator !== undefined) return task.status_indicator;
  return streaming && index === count - 1 ? 'loading' : 'complete';
}
