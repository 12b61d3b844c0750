import { describe, expect, it } from 'vitest';
import { DAMAGED_ID, itemDamage } from '../../test/fixtures/damage';
import {
  everyItem,
  reasoningGroup,
  THREAD_ID,
  userMessage,
  webSearchTask,
  widgetItem,
  workflowGroup,
} from '../../test/fixtures/items';
import { ThreadItemSchema } from './items';
import { parseWire } from './parse';
import type { ReceivedThreadItem } from './received';
import { receiveThreadItem } from './receiveItem';

const context = { threadId: THREAD_ID };

/**
 * The part fallbacks an item holds: content parts, attachments, annotations, tasks, task sources,
 * questions.
 */
function fallbacks(item: ReceivedThreadItem): number {
  const invalid = (list: readonly { type: string }[]) =>
    list.filter((entry) => entry.type === 'invalid').length;
  switch (item.type) {
    case 'uikit.user_message':
      return invalid(item.content) + invalid(item.attachments);
    case 'uikit.assistant_message':
      return (
        invalid(item.content) +
        item.content.reduce(
          (sum, part) => sum + (part.type === 'output_text' ? invalid(part.annotations) : 0),
          0,
        )
      );
    case 'uikit.task_group':
      return (
        invalid(item.tasks) +
        item.tasks.reduce(
          (sum, task) => sum + (task.type === 'invalid' ? 0 : invalid(task.sources ?? [])),
          0,
        )
      );
    case 'uikit.task':
      return invalid(item.sources ?? []);
    case 'uikit.structured_input':
      return invalid(item.inputs);
    default:
      return 0;
  }
}

describe('receiveThreadItem', () => {
  it.each(everyItem.map((item) => [item.type, item] as const))(
    'gives a valid %s back as the strict parse does, with no problems',
    (_, item) => {
      const { item: received, problems } = receiveThreadItem(item, context);
      expect(received).toEqual(parseWire(ThreadItemSchema, item, 'item'));
      expect(problems).toEqual([]);
    },
  );

  it.each(itemDamage.map((damage) => [damage.name, damage] as const))(
    '%s',
    (_, { item, outcome, paths }) => {
      const { item: received, problems } = receiveThreadItem(item, context, 'data[4]');
      const reported = problems.map((problem) => problem.path);
      for (const path of paths) expect(reported).toContain(path ? `data[4].${path}` : 'data[4]');
      for (const problem of problems) expect(problem.message).not.toBe('');
      if (outcome.kind === 'left-out') {
        expect(received).toBeNull();
        return;
      }
      expect(received?.id).toBe(DAMAGED_ID);
      expect(received?.thread_id).toBe(THREAD_ID);
      expect(received?.object).toBe('uikit.thread_item');
      if (outcome.kind === 'invalid') {
        expect(received).toMatchObject({ type: 'invalid', raw: item });
        expect(received?.type === 'invalid' && received.problems).toEqual(problems);
        return;
      }
      expect(received?.type).not.toBe('invalid');
      expect(fallbacks(received as ReceivedThreadItem)).toBe(outcome.fallbacks);
    },
  );

  it('shows no time for a bad created_at and keeps a good one', () => {
    expect(receiveThreadItem({ ...userMessage, created_at: 'NaN' }, context).item?.created_at).toBe(
      null,
    );
    expect(receiveThreadItem({ ...userMessage, created_at: 0 }, context).item?.created_at).toBe(0);
  });

  it('leaves out an item with no thread_id when no thread is known', () => {
    const { thread_id: _, ...orphan } = userMessage;
    expect(receiveThreadItem(orphan, { threadId: null }).item).toBeNull();
    expect(receiveThreadItem(orphan, { threadId: 'thr_x' }).item?.thread_id).toBe('thr_x');
  });

  it('keeps an id of "__proto__" as an ordinary id', () => {
    const { item } = receiveThreadItem({ ...userMessage, id: '__proto__' }, context);
    expect(item?.id).toBe('__proto__');
  });

  it('carries the answer status and incomplete details through repair unchanged', () => {
    const { item } = receiveThreadItem(
      {
        ...everyItem[1],
        created_at: null,
        status: 'incomplete',
        incomplete_details: { reason: 'stopped' },
      },
      context,
    );
    expect(item).toMatchObject({ status: 'incomplete', incomplete_details: { reason: 'stopped' } });
  });

  it('gives what it received back unchanged when it reads it again (idempotent)', () => {
    for (const { item } of itemDamage) {
      const once = receiveThreadItem(item, context).item;
      if (once === null) continue;
      expect(receiveThreadItem(once, context).item, JSON.stringify(item)).toEqual(once);
    }
  });

  it('never throws, whatever the value', () => {
    const values: unknown[] = [
      undefined,
      Symbol.iterator,
      () => 1,
      new Date(),
      Object.create(null),
      { ...userMessage, content: [undefined] },
      { ...userMessage, attachments: [[]] },
    ];
    for (const value of values) expect(() => receiveThreadItem(value, context)).not.toThrow();
  });
});

describe('tasks and task groups of ChatKit 1.6 (protocol section 12)', () => {
  it('reads web search, file and image tasks with their icons, queries and sources', () => {
    for (const item of [webSearchTask, reasoningGroup, workflowGroup]) {
      expect(receiveThreadItem(item, context)).toEqual({ item, problems: [] });
    }
  });

  it('repairs a task detail by detail: each bad one costs only itself', () => {
    const { item, problems } = receiveThreadItem(
      {
        ...webSearchTask,
        icon: 5,
        queries: ['Lisbon weather May', 3, null],
        sources: [
          webSearchTask.sources?.[0],
          { type: 'url', title: 'No address' },
          { type: 'video', url: 'https://v.example' },
        ],
        status_indicator: 'spinning',
      },
      context,
    );
    expect(item).toMatchObject({
      type: 'uikit.task',
      task_type: 'web_search',
      heading: 'Searched the web',
      queries: ['Lisbon weather May'],
      sources: [webSearchTask.sources?.[0], { type: 'invalid' }, { type: 'invalid' }],
    });
    expect(item).not.toHaveProperty('icon');
    expect(item).not.toHaveProperty('status_indicator');
    expect(problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([
        'icon',
        'queries[1]',
        'queries[2]',
        'sources[1].url',
        'sources[2].type',
      ]),
    );
  });

  it('drops queries and sources that are not lists, and reports them', () => {
    const { item, problems } = receiveThreadItem(
      { ...webSearchTask, queries: 'weather', sources: { url: 'https://a.example' } },
      context,
    );
    expect(item).toMatchObject({ type: 'uikit.task', heading: 'Searched the web' });
    expect(item).not.toHaveProperty('queries');
    expect(item).not.toHaveProperty('sources');
    expect(problems.map((problem) => problem.path)).toEqual(['queries', 'sources']);
  });

  it('repairs the details of a group task without losing the task', () => {
    const [thought, search] = reasoningGroup.tasks;
    const { item, problems } = receiveThreadItem(
      { ...reasoningGroup, tasks: [thought, { ...search, queries: 'x', icon: [] }] },
      context,
    );
    expect(item).toMatchObject({
      type: 'uikit.task_group',
      tasks: [thought, { type: 'web_search', heading: 'Looking it up', sources: [{}] }],
    });
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      'tasks[1].icon',
      'tasks[1].queries',
    ]);
  });

  it('drops a group type, summary or expanded it cannot read, the tasks still shown', () => {
    for (const patch of [
      { group_type: 'deep_research' },
      { summary: { duration: -3 } },
      { summary: { duration: '12' } },
      { summary: { icon: 'sparkle' } },
      { summary: 'Thought for 12 s' },
      { expanded: 'yes' },
    ]) {
      const { item, problems } = receiveThreadItem({ ...reasoningGroup, ...patch }, context);
      const [key] = Object.keys(patch) as [keyof typeof reasoningGroup];
      expect(item).toMatchObject({ type: 'uikit.task_group', tasks: reasoningGroup.tasks });
      expect(item).not.toHaveProperty(key);
      expect(problems).not.toEqual([]);
      for (const { path } of problems) expect(path.startsWith(key)).toBe(true);
    }
  });

  it('tells the two summaries apart by their key, and keeps a null summary as none', () => {
    expect(
      receiveThreadItem({ ...workflowGroup, summary: { title: 'Done' } }, context).item,
    ).toMatchObject({ summary: { title: 'Done' } });
    expect(
      receiveThreadItem({ ...reasoningGroup, summary: { duration: 0 } }, context).item,
    ).toMatchObject({ summary: { duration: 0 } });
    expect(receiveThreadItem({ ...reasoningGroup, summary: null }, context).problems).toEqual([]);
  });

  it('shows a task of an unknown type as could not display, and a group entry as a fallback', () => {
    expect(receiveThreadItem({ ...webSearchTask, task_type: 'code' }, context).item?.type).toBe(
      'invalid',
    );
    const { item } = receiveThreadItem(
      {
        ...reasoningGroup,
        tasks: [{ heading: 'Ran code', type: 'code' }, reasoningGroup.tasks[0]],
      },
      context,
    );
    expect(item).toMatchObject({ tasks: [{ type: 'invalid' }, reasoningGroup.tasks[0]] });
  });
});

describe('a widget with copy_text (protocol section 12)', () => {
  it('keeps the text the copy action copies, and drops one that is not text', () => {
    expect(receiveThreadItem({ ...widgetItem, copy_text: 'Forecast: 22 °C' }, context)).toEqual({
      item: { ...widgetItem, copy_text: 'Forecast: 22 °C' },
      problems: [],
    });
    const { item, problems } = receiveThreadItem({ ...widgetItem, copy_text: 22 }, context);
    expect(item).toEqual(widgetItem);
    expect(problems.map((problem) => problem.path)).toEqual(['copy_text']);
  });
});
