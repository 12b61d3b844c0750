import { useId } from 'react';
import type { GroupTask, TaskStatusIndicator } from '../../wire/items';
import type { ReceivedTaskGroupItem } from '../../wire/received';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { Disclosure } from '../primitives/Disclosure';
import { ShowMoreButton, useShownCount } from '../primitives/ShowMore';
import { InvalidPart } from './InvalidItem';
import { TaskBody, taskStatus } from './Task';

/** Tasks shown at first, and how many more each "Show more" adds. */
const TASKS_SHOWN = 50;
const TASKS_STEP = 50;

/**
 * A collapsible list of tasks with their progress, open while the group is in progress.
 *
 * @example
 * // the kit's own renderer, e.g. as the fallback of an override
 * <RenderProvider>
 *   <TaskGroup item={item} streaming={false} />
 * </RenderProvider>
 */
export function TaskGroup({ item, streaming }: ItemRendererProps<ReceivedTaskGroupItem>) {
  const labels = useLabels();
  // Progress counts the tasks that could be read; one that could not shows as a fallback.
  const readable = item.tasks.filter((task): task is GroupTask => task.type !== 'invalid');
  const count = readable.length;
  const statuses = readable.map((task, index) => taskStatus(task, index, count, streaming));
  // Each task's status by its place in the group (undefined for a fallback).
  let next = 0;
  const statusAt: (TaskStatusIndicator | undefined)[] = item.tasks.map((task) =>
    task.type === 'invalid' ? undefined : statuses[next++],
  );
  const done = statuses.filter((status) => status === 'complete').length;
  const inProgress = streaming || statuses.includes('loading');
  const current = readable[statuses.indexOf('loading')] ?? readable.at(-1);
  const listId = useId();
  const shown = useShownCount(item.tasks.length, TASKS_SHOWN, TASKS_STEP);
  return (
    <div
      data-slot="task-group"
      data-state={inProgress ? 'in-progress' : 'complete'}
      aria-busy={inProgress || undefined}
    >
      <Disclosure
        defaultOpen={inProgress}
        slot="task-group-disclosure"
        summary={
          <>
            <span data-slot="task-group-title">
              {inProgress ? (current?.heading ?? labels.working) : labels.tasks}
            </span>
            <span data-slot="task-group-progress">{labels.taskProgress(done, count)}</span>
          </>
        }
      >
        <ol id={listId} data-slot="task-list">
          {item.tasks.slice(0, shown.count).map((task, index) =>
            task.type === 'invalid' ? (
              <li key={index} data-slot="task" data-task-type="invalid">
                <InvalidPart part={task} slot="task-invalid" />
              </li>
            ) : (
              <li
                key={index}
                data-slot="task"
                data-task-type={task.type}
                data-state={statusAt[index]}
              >
                <TaskBody
                  heading={task.heading}
                  summary={task.summary}
                  taskType={task.type}
                  status={statusAt[index]}
                />
              </li>
            ),
          )}
        </ol>
        <ShowMoreButton
          count={shown.next}
          onClick={shown.more}
          slot="task-list-more"
          controls={listId}
        />
      </Disclosure>
    </div>
  );
}
