import type { TaskGroupItem } from '../../wire/items';
import { useLabels } from '../context/RenderContext';
import type { ItemRendererProps } from '../context/renderers';
import { Disclosure } from '../primitives/Disclosure';
import { TaskBody, taskStatus } from './Task';

/** A collapsible list of tasks with their progress, open while the group is in progress. */
export function TaskGroup({ item, streaming }: ItemRendererProps<TaskGroupItem>) {
  const labels = useLabels();
  const count = item.tasks.length;
  const statuses = item.tasks.map((task, index) => taskStatus(task, index, count, streaming));
  const done = statuses.filter((status) => status === 'complete').length;
  const inProgress = streaming || statuses.includes('loading');
  const current = item.tasks[statuses.indexOf('loading')] ?? item.tasks.at(-1);
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
        <ol data-slot="task-list">
          {item.tasks.map((task, index) => (
            <li
              key={index}
              data-slot="task"
              data-task-type={task.type}
              data-state={statuses[index]}
            >
              <TaskBody
                heading={task.heading}
                summary={task.summary}
                taskType={task.type}
                status={statuses[index]}
              />
            </li>
          ))}
        </ol>
      </Disclosure>
    </div>
  );
}
