import type { Session } from '../src/wire/session';
import type { Thread } from '../src/wire/thread';
import type { ThreadItem } from '../src/wire/items';
import { sessionFixture } from '../test/fixtures/session';

/**
 * An in-memory uikit API for chat stories: a session, threads and their items, and an answer that
 * streams back whatever the user sends. No network.
 */
export function storyApi({
  threads = [],
  items = {},
  configuration,
}: {
  threads?: Thread[];
  items?: Record<string, ThreadItem[]>;
  configuration?: Partial<Session['chatkit_configuration']>;
} = {}) {
  const base = sessionFixture();
  const session: Session = {
    ...base,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    chatkit_configuration: { ...base.chatkit_configuration, ...configuration },
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const list = (data: unknown[]) => ({
    object: 'list',
    data,
    first_id: null,
    last_id: null,
    has_more: false,
  });

  const fetch = (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const path = url.pathname;
    if (path === '/v1/uikit/threads') return Promise.resolve(json(list(threads)));
    if (path === '/v1/uikit/files' && init.body instanceof FormData) {
      const file = init.body.get('file');
      const name = file instanceof File ? file.name : 'file';
      const mimeType = file instanceof File ? file.type : 'application/octet-stream';
      return Promise.resolve(
        json({
          id: `file_${name}`,
          object: 'uikit.attachment',
          type: mimeType.startsWith('image/') ? 'image' : 'file',
          name,
          mime_type: mimeType,
          bytes: file instanceof File ? file.size : 0,
          created_at: Math.floor(Date.now() / 1000),
          preview_url: null,
        }),
      );
    }
    const itemsMatch = /^\/v1\/uikit\/threads\/([^/]+)\/items$/.exec(path);
    if (itemsMatch)
      return Promise.resolve(json(list([...(items[itemsMatch[1] ?? ''] ?? [])].reverse())));
    const threadMatch = /^\/v1\/uikit\/threads\/([^/]+)$/.exec(path);
    const thread = threads.find((candidate) => candidate.id === threadMatch?.[1]);
    if (thread) return Promise.resolve(json(thread));
    if (path === '/v1/uikit/conversation') {
      const operation = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
        params: { thread_id?: string; input?: { content?: { text?: string }[] } };
      };
      const text = operation.params.input?.content?.map((part) => part.text ?? '').join(' ') ?? '';
      const threadId = operation.params.thread_id ?? 'thr_story_new';
      const now = Math.floor(Date.now() / 1000);
      const item = { object: 'uikit.thread_item', created_at: now, thread_id: threadId };
      const events = [
        ...(operation.params.thread_id
          ? []
          : [
              {
                type: 'thread.created',
                thread: {
                  id: threadId,
                  object: 'uikit.thread',
                  created_at: now,
                  status: { type: 'active' },
                  title: null,
                  user: 'story',
                },
              },
            ]),
        {
          type: 'thread.item.done',
          item: {
            ...item,
            id: `u_${String(now)}`,
            type: 'uikit.user_message',
            content: [{ type: 'input_text', text }],
            attachments: [],
            inference_options: { model: null, tool_choice: null },
          },
        },
        {
          type: 'thread.item.done',
          item: {
            ...item,
            id: `a_${String(now)}`,
            type: 'uikit.assistant_message',
            content: [{ type: 'output_text', text: `You said: **${text}**`, annotations: [] }],
          },
        },
      ];
      return Promise.resolve(
        new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
          headers: { 'content-type': 'text/event-stream' },
        }),
      );
    }
    return Promise.resolve(
      json(
        { error: { type: 'not_found_error', message: 'not found', code: null, param: null } },
        404,
      ),
    );
  };

  return {
    getSession: () => Promise.resolve(session),
    fetch,
    baseUrl: 'https://api.story.invalid',
  };
}
