// ChatKit tasks and workflows in uikit shape: a `task` item becomes `uikit.task`, a `workflow`
// becomes `uikit.task_group` (protocol section 12 names the fields ChatKit 1.6 added: web search,
// file and image tasks, icons, the group's type, summary and whether it starts open).
import { isRecord } from '../../wire/problems';
import { present } from './convertContent';

function source(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  if (raw.type === 'url') return { type: 'url', url: raw.url, title: raw.title ?? null };
  if (raw.type === 'file') return { type: 'file', filename: raw.filename ?? raw.title };
  return raw;
}

/**
 * What a task shows, in the kit's words: `title` is the heading (a web search without one shows
 * its `title_query`), `content` the summary.
 */
export function taskFields(task: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { sources } = task;
  return present({
    heading: task.title ?? task.title_query ?? null,
    summary: task.content ?? null,
    status_indicator: task.status_indicator ?? undefined,
    icon: task.icon ?? undefined,
    queries: task.queries ?? undefined,
    sources: Array.isArray(sources) ? sources.map(source) : (sources ?? undefined),
  });
}

/** A task of a workflow as an entry of a task group (`type`, where an item has `task_type`). */
export function toGroupTask(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  return { type: raw.type, ...taskFields(raw) };
}

/** The fields of a `uikit.task` item from a ChatKit `task`; none when it is not an object. */
export function taskItemFields(task: unknown): Record<string, unknown> {
  if (!isRecord(task)) return {};
  return { task_type: task.type, ...taskFields(task) };
}

/** The fields of a `uikit.task_group` item from a ChatKit `workflow`. */
export function workflowFields(workflow: unknown): Record<string, unknown> {
  if (!isRecord(workflow)) return {};
  const { tasks } = workflow;
  return present({
    tasks: Array.isArray(tasks) ? tasks.map(toGroupTask) : tasks,
    group_type: workflow.type ?? undefined,
    summary: workflow.summary ?? undefined,
    expanded: workflow.expanded ?? undefined,
  });
}
