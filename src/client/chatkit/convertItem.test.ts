import { describe, expect, it } from 'vitest';
import { chatkitJson } from '../../../test/fixtures/chatkit/fixtures';
import { receiveThreadItem } from '../../wire/receiveItem';
import { isHiddenItem, toUikitItem } from './convertItem';

const THREAD = 'thr_4f1e2d3c';
const page = chatkitJson('items-page.json').data as Record<string, unknown>[];
const byType = (type: string) => {
  const found = page.find((item) => item.type === type);
  if (!found) throw new Error(`no ${type} in items-page.json`);
  return found;
};
/** Converted, then read as the kit reads any item. */
const received = (raw: unknown) => receiveThreadItem(toUikitItem(raw), { threadId: THREAD });

describe('ChatKit items in uikit shape', () => {
  it('a user message: prefixed type, Unix seconds, the quote as a part, tags with string data, attachments without upload fields', () => {
    const { item, problems } = received(byType('user_message'));
    expect(problems).toEqual([]);
    expect(item).toEqual({
      id: 'msg_1a2b3c4d',
      object: 'uikit.thread_item',
      type: 'uikit.user_message',
      thread_id: THREAD,
      created_at: Date.UTC(2026, 4, 19, 5, 0, 4) / 1000,
      content: [
        { type: 'quoted_text', text: 'the paragraph the user replied to' },
        { type: 'input_text', text: 'Compare ' },
        {
          type: 'input_tag',
          id: 'acct_9',
          text: 'Acme',
          group: 'Accounts',
          data: { tier: '2', name: 'Acme Inc', flags: '["a"]' },
          interactive: true,
        },
      ],
      attachments: [
        {
          id: 'atc_5e6f7a8b',
          type: 'file',
          name: 'q3.pdf',
          mime_type: 'application/pdf',
          preview_url: null,
        },
        {
          id: 'atc_9a8b7c6d',
          type: 'image',
          name: 'chart.png',
          mime_type: 'image/png',
          preview_url: 'https://files.example.com/atc_9a8b7c6d.png',
        },
      ],
      inference_options: { model: 'fast', tool_choice: { id: 'web' } },
    });
  });

  it('a user message with nothing optional: no attachments, no options (the Node SDK sends {})', () => {
    const { item, problems } = received({
      id: 'msg_1',
      thread_id: THREAD,
      created_at: '2026-05-19T05:00:04.2Z',
      type: 'user_message',
      content: [{ type: 'input_text', text: 'Hi' }],
      quoted_text: null,
      inference_options: {},
    });
    expect(problems).toEqual([]);
    expect(item).toMatchObject({
      content: [{ type: 'input_text', text: 'Hi' }],
      attachments: [],
      inference_options: { model: null, tool_choice: null },
    });
  });

  it('keeps only the tag data that fits the kit: 16 pairs, keys of 64 and values of 512 characters', () => {
    const data: Record<string, unknown> = { long: 'x'.repeat(513), ['k'.repeat(65)]: 'v' };
    for (let index = 0; index < 20; index += 1) data[`key${String(index)}`] = index;
    const converted = toUikitItem({
      ...byType('user_message'),
      content: [{ type: 'input_tag', id: 'a', text: 'A', data }],
    }) as { content: { data?: Record<string, string> }[] };
    const kept = converted.content[1]?.data ?? {};
    expect(Object.keys(kept)).toHaveLength(16);
    expect(kept).not.toHaveProperty('long');
    expect(kept.key0).toBe('0');
  });

  it('an assistant message: annotations typed by their source, ChatKit-only source fields dropped', () => {
    const { item, problems } = received(byType('assistant_message'));
    expect(problems).toEqual([]);
    expect(item).toMatchObject({
      type: 'uikit.assistant_message',
      content: [
        {
          type: 'output_text',
          text: 'Acme grew 12% [1].',
          annotations: [
            { type: 'url', source: { type: 'url', url: 'https://x.dev/a', title: 'A' }, index: 17 },
            { type: 'file', source: { type: 'file', filename: 'q3.pdf' }, index: null },
            {
              type: 'entity',
              source: {
                type: 'entity',
                id: 'acct_9',
                title: 'Acme',
                icon: 'profile',
                data: { tier: '2' },
                interactive: true,
              },
              index: 0,
            },
          ],
        },
      ],
    });
    const annotations = (item as { content: { annotations: { source: object }[] }[] }).content[0]
      ?.annotations;
    expect(annotations?.[0]?.source).not.toHaveProperty('attribution');
    expect(annotations?.[2]?.source).not.toHaveProperty('label');
  });

  it('a client tool call: pending is in progress, arguments and output JSON-encoded', () => {
    const done = received(byType('client_tool_call'));
    expect(done.problems).toEqual([]);
    expect(done.item).toMatchObject({
      type: 'uikit.client_tool_call',
      call_id: 'call_1',
      name: 'get_location',
      arguments: '{"precise":true}',
      output: '{"city":"Lisbon"}',
      status: 'completed',
    });
    const pending = received({
      id: 'tc_1',
      thread_id: THREAD,
      created_at: '2026-05-19T05:00:04',
      type: 'client_tool_call',
      call_id: 'c',
      name: 'n',
      arguments: {},
    });
    expect(pending.item).toMatchObject({ status: 'in_progress', output: null, arguments: '{}' });
  });

  it('a widget: the tree JSON-encoded, copy_text kept (protocol section 12)', () => {
    const raw = byType('widget');
    const converted = toUikitItem(raw) as Record<string, unknown>;
    expect(converted).toMatchObject({
      type: 'uikit.widget',
      copy_text: 'Flight LIS→OPO 09:40',
    });
    expect(JSON.parse(converted.widget as string)).toEqual(raw.widget);
    expect(received(raw).problems).toEqual([]);
  });

  it('a task: title and content become heading and summary; web search queries and sources kept', () => {
    expect(toUikitItem(byType('task'))).toEqual({
      id: 'tsk_5e6f7a8b',
      object: 'uikit.thread_item',
      type: 'uikit.task',
      thread_id: THREAD,
      created_at: Date.UTC(2026, 4, 19, 5, 0, 8) / 1000,
      task_type: 'web_search',
      heading: 'Acme revenue 2026',
      summary: null,
      status_indicator: 'complete',
      queries: ['Acme revenue', 'Acme Q3'],
      sources: [{ type: 'url', url: 'https://news.example.com/acme', title: 'Acme news' }],
    });
    const thought = received({
      id: 'tsk_1',
      thread_id: THREAD,
      created_at: '2026-05-19T05:00:04',
      type: 'task',
      task: { type: 'thought', title: 'Thinking', content: 'About it', status_indicator: 'none' },
    });
    expect(thought.problems).toEqual([]);
    expect(thought.item).toMatchObject({
      type: 'uikit.task',
      task_type: 'thought',
      heading: 'Thinking',
      summary: 'About it',
    });
  });

  it('a workflow is a task group: its type, summary and whether it starts open kept', () => {
    const converted = toUikitItem(byType('workflow'));
    expect(converted).toMatchObject({
      type: 'uikit.task_group',
      created_at: Date.UTC(2026, 4, 19, 5, 0, 9) / 1000,
      group_type: 'reasoning',
      summary: { duration: 12 },
      expanded: false,
      tasks: [
        {
          type: 'thought',
          heading: 'Reading the report',
          summary: 'Revenue is up.',
          status_indicator: 'complete',
        },
        {
          type: 'file',
          heading: 'Files',
          summary: null,
          sources: [{ type: 'file', filename: 'q3.pdf' }],
        },
      ],
    });
  });

  it('a generated image and a structured input keep their shapes (protocol section 12)', () => {
    expect(toUikitItem(byType('generated_image'))).toMatchObject({
      type: 'uikit.generated_image',
      created_at: Date.UTC(2026, 4, 19, 5, 0, 10) / 1000,
      image: { id: 'img_1', url: 'https://img.example.com/final.png' },
    });
    expect(
      toUikitItem({
        id: 'msg_2',
        thread_id: THREAD,
        created_at: '2026-05-19T05:00:04',
        type: 'generated_image',
      }),
    ).toMatchObject({ image: null });
    const inputs = [{ type: 'freeform', id: 'notes', question: 'Anything else?' }];
    expect(
      toUikitItem({
        id: 'msg_3',
        thread_id: THREAD,
        created_at: '2026-05-19T05:00:04.1',
        type: 'structured_input',
        status: 'pending',
        inputs,
      }),
    ).toMatchObject({ type: 'uikit.structured_input', status: 'pending', inputs });
  });

  it('never surfaces the hidden types', () => {
    for (const type of ['hidden_context_item', 'sdk_hidden_context', 'end_of_turn']) {
      const raw = { id: 'h', thread_id: THREAD, created_at: '2026-05-19T05:00:04', type };
      expect(isHiddenItem(raw)).toBe(true);
      expect(toUikitItem(raw)).toBeNull();
    }
    expect(isHiddenItem(byType('widget'))).toBe(false);
  });

  it('keeps an unknown type as an unknown item, with what it carried', () => {
    const { item, problems } = received({
      id: 'x_1',
      thread_id: THREAD,
      created_at: '2026-05-19T05:00:04',
      type: 'hologram',
      beam: 3,
    });
    expect(problems).toEqual([]);
    expect(item).toMatchObject({
      type: 'unknown',
      original_type: 'uikit.hologram',
      raw: { beam: 3 },
    });
  });

  describe('one bad value costs that value alone (protocol section 10)', () => {
    it('an unreadable time: the item stays, without a time, and it is reported', () => {
      const { item, problems } = received({ ...byType('widget'), created_at: 'yesterday' });
      expect(item).toMatchObject({ type: 'uikit.widget', created_at: null });
      expect(problems).toEqual([expect.objectContaining({ path: 'created_at' })]);
    });

    it('a bad annotation becomes a fallback beside its siblings', () => {
      const raw = byType('assistant_message');
      const { item, problems } = received({
        ...raw,
        content: [
          {
            type: 'output_text',
            text: 't',
            annotations: [
              { type: 'annotation', source: { type: 'url', url: 7 } },
              { type: 'annotation', source: { type: 'url', url: 'https://ok.example' } },
            ],
          },
        ],
      });
      expect(problems).not.toEqual([]);
      expect(item).toMatchObject({
        content: [
          {
            annotations: [
              { type: 'invalid' },
              { type: 'url', source: { url: 'https://ok.example' } },
            ],
          },
        ],
      });
    });

    it('a tool call of an unknown status cannot be shown: one invalid item in its place', () => {
      const { item, problems } = received({ ...byType('client_tool_call'), status: 'weird' });
      expect(item).toMatchObject({ type: 'invalid', original_type: 'uikit.client_tool_call' });
      expect(problems).toEqual([expect.objectContaining({ path: 'status' })]);
    });

    it('a widget that is no tree, a task that is no object: invalid items, reported', () => {
      expect(received({ ...byType('widget'), widget: 5 }).item).toMatchObject({
        type: 'invalid',
      });
      expect(received({ ...byType('task'), task: 'thinking' }).item).toMatchObject({
        type: 'invalid',
      });
    });

    it('no object, no id, no type: left out', () => {
      for (const raw of [null, 'item', [1], { ...byType('widget'), id: undefined }, { id: 'a' }])
        expect(received(raw).item).toBeNull();
    });

    it('a bad attachment becomes a fallback; the message stays', () => {
      const { item } = received({ ...byType('user_message'), attachments: [{ id: 1 }, 'x'] });
      expect(item).toMatchObject({
        type: 'uikit.user_message',
        attachments: [{ type: 'invalid' }, { type: 'invalid' }],
      });
    });
  });
});
