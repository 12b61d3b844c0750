import { useId } from 'react';
import type { TaskStatusIndicator } from '../../wire/items';
import type { ReceivedTask, ReceivedTaskGroupItem } from '../../wire/received';
import type { UikitLabels } from '../context/labels';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { Disclosure } from '../primitives/Disclosure';
import { ShowMoreButton, useShownCount } from '../primitives/ShowMore';
import { InvalidPart } from './InvalidItem';
import { WidgetIconGlyph } from '../widgets/icons';
import { TaskBody, taskStatus } from './Task';

/** Tasks shown at first, and how many more each "Show more" adds. */
const TASKS_SHOWN = 50;
const TASKS_STEP = 50;

/**
 * What a group's title says: while in progress, what it is doing (a reasoning group: that it
 * thinks); once done, its summary (a title with its icon, or how long it took), else what it is.
 */
function GroupTitle({
  item,
  inProgress,
  current,
  labels,
}: {
  item: ReceivedTaskGroupItem;
  inProgress: boolean;
  current: ReceivedTask | undefined;
  labels: UikitLabels;
}) {
  const reasoning = item.group_type === 'reasoning';
  const summary = inProgress ? null : (item.summary ?? null);
  if (summary !== null && 'title' in summary) {
    return (
      <span data-slot="task-group-title">
        {summary.icon && (
          <span data-slot="task-icon">
            <WidgetIconGlyph name={summary.icon} />
          </span>
        )}
        <span dir="auto">{summary.title}</span>
      </span>
    );
  }
  const text =
    summary !== null
      ? labels.thoughtFor(Math.round(summary.duration))
      : reasoning
        ? inProgress
          ? labels.thinking
          : labels.reasoning
        : inProgress
          ? (current?.heading ?? labels.working)
          : labels.tasks;
  return (
    <span data-slot="task-group-title" dir="auto">
      {text}
    </span>
  );
}

/**
 * A collapsible list of tasks with their progress, open while the group is in progress unless
 * it says (`expanded`). A reasoning group (ChatKit's reasoning workflow) reads as the model
 * thinking: "Thinking…" while it runs, then how long it took ("Thought for 12 s") or its summary,
 * with no count of steps.
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
  const readable = item.tasks.filter((task): task is ReceivedTask => task.type !== 'invalid');
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
      data-group-type={item.group_type ?? 'custom'}
      aria-busy={inProgress || undefined}
    >
      <Disclosure
        defaultOpen={item.expanded ?? inProgress}
        slot="task-group-disclosure"
        summary={
          <>
            <GroupTitle item={item} inProgress={inProgress} current={current} labels={labels} />
            {item.group_type !== 'reasoning' && (
              <span data-slot="task-group-progress">{labels.taskProgress(done, count)}</span>
            )}
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
                  icon={task.icon}
                  queries={task.queries}
                  sources={task.sources}
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
