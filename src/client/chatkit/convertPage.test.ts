import { describe, expect, it } from 'vitest';
import { chatkitJson } from '../../../test/fixtures/chatkit/fixtures';
import type { WireProblem } from '../../wire/problems';
import { receiveSchemaPage } from '../../wire/receivePage';
import { ThreadSchema } from '../../wire/thread';
import { itemEntry, orderEntries, toUikitPage, toUikitThread } from './convertPage';

const at = (text: string) => ({ id: text, created_at: text });

describe('ChatKit threads in uikit shape', () => {
  it('drops the embedded items and the metadata, fills the user, keeps the image hosts', () => {
    const problems: WireProblem[] = [];
    const thread = toUikitThread(chatkitJson('thread.json'), problems);
    expect(problems).toEqual([]);
    expect(thread).toEqual({
      id: 'thr_4f1e2d3c',
      object: 'uikit.thread',
      created_at: Date.UTC(2026, 4, 19, 5, 0, 4) / 1000,
      status: { type: 'active' },
      title: 'Trip plan',
      user: '',
      allowed_image_domains: ['img.example.com'],
    });
  });

  it('reads absent as null: no title, no status (active), no image hosts', () => {
    const problems: WireProblem[] = [];
    expect(
      toUikitThread({ id: 't', created_at: '2026-05-19T05:00:04', metadata: {} }, problems),
    ).toEqual({
      id: 't',
      object: 'uikit.thread',
      created_at: Date.UTC(2026, 4, 19, 5, 0, 4) / 1000,
      status: { type: 'active' },
      title: null,
      user: '',
    });
  });

  it('keeps a thread whose time cannot be read (time 0) and reports where', () => {
    const problems: WireProblem[] = [];
    expect(toUikitThread({ id: 't', created_at: 'soon' }, problems, 'data[2]')).toMatchObject({
      created_at: 0,
    });
    expect(problems).toEqual([
      { path: 'data[2].created_at', message: 'Expected an ISO-8601 time, got a string' },
    ]);
  });
});

describe('ChatKit pages in uikit shape', () => {
  it('a thread list: the list envelope, the cursor from `after`', () => {
    const { json, problems } = toUikitPage(chatkitJson('threads-list.json'), 'desc', toUikitThread);
    expect(problems).toEqual([]);
    const { page, problems: read } = receiveSchemaPage(json, 'thread list', ThreadSchema);
    expect(read).toEqual([]);
    expect(page).toMatchObject({
      object: 'list',
      first_id: 'thr_4f1e2d3c',
      last_id: 'thr_0e0f1a1b',
      has_more: true,
    });
    expect(page.data.map((thread) => [thread.id, thread.title, thread.status])).toEqual([
      ['thr_4f1e2d3c', 'Trip plan', { type: 'active' }],
      ['thr_0a0b0c0d', null, { type: 'locked', reason: 'Read-only' }],
      ['thr_0e0f1a1b', 'Old', { type: 'closed', reason: null }],
    ]);
  });

  it('drops hidden items, even those a server left in (end_of_turn, the Node SDK)', () => {
    const { json } = toUikitPage(chatkitJson('items-page.json'), 'desc', itemEntry);
    const { data } = json as { data: { type: string }[] };
    expect(data.map((item) => item.type)).toEqual([
      'uikit.generated_image',
      'uikit.task_group',
      'uikit.task',
      'uikit.widget',
      'uikit.client_tool_call',
      'uikit.assistant_message',
      'uikit.user_message',
    ]);
  });

  it('a last page: no `after`, last_id is the last entry; null `after` (the Node SDK) alike', () => {
    for (const after of [undefined, null]) {
      const { json } = toUikitPage(
        { data: [at('2026-05-19T05:00:02'), at('2026-05-19T05:00:01')], has_more: false, after },
        'desc',
        itemEntry,
      );
      expect(json).toMatchObject({
        first_id: '2026-05-19T05:00:02',
        last_id: '2026-05-19T05:00:01',
        has_more: false,
      });
    }
  });

  it('has_more absent is false; an envelope that is no page is handed on for the reader', () => {
    expect(toUikitPage({ data: [] }, 'desc', itemEntry).json).toMatchObject({ has_more: false });
    expect(toUikitPage({ items: [] }, 'desc', itemEntry).json).toEqual({ items: [] });
    expect(toUikitPage('nope', 'desc', itemEntry).json).toBe('nope');
  });

  it('puts a page in the order asked for when its times say it came the other way', () => {
    const ascending = [
      at('2026-05-19T05:00:01.000001'),
      at('2026-05-19T05:00:01.000002'),
      at('2026-05-19T05:00:03'),
    ];
    const { json, problems } = toUikitPage(
      { data: ascending, has_more: true, after: 'cursor' },
      'desc',
      itemEntry,
    );
    expect((json as { data: { id: string }[] }).data.map((item) => item.id)).toEqual([
      '2026-05-19T05:00:03',
      '2026-05-19T05:00:01.000002',
      '2026-05-19T05:00:01.000001',
    ]);
    // The cursor is the server's: it still says where the next page starts.
    expect(json).toMatchObject({ last_id: 'cursor', first_id: '2026-05-19T05:00:03' });
    expect(problems).toEqual([expect.objectContaining({ path: 'data' })]);
  });

  it('leaves a page alone when its order is right, mixed, tied or unreadable', () => {
    const cases = [
      [at('2026-05-19T05:00:03'), at('2026-05-19T05:00:01')],
      [at('2026-05-19T05:00:01'), at('2026-05-19T05:00:03'), at('2026-05-19T05:00:02')],
      [at('2026-05-19T05:00:01'), at('2026-05-19T05:00:01')],
      [at('2026-05-19T05:00:01'), at('later')],
    ];
    for (const entries of cases) {
      const before = entries.map((entry) => entry.id);
      expect(orderEntries(entries, 'desc')).toBe(false);
      expect(entries.map((entry) => entry.id)).toEqual(before);
    }
    const descending = [at('2026-05-19T05:00:03'), at('2026-05-19T05:00:01')];
    expect(orderEntries(descending, 'asc')).toBe(true);
    expect(descending[0]?.id).toBe('2026-05-19T05:00:01');
  });
});
