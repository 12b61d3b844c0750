import { render } from '@testing-library/react';
import { useImperativeHandle, type Ref } from 'react';
import { vi } from 'vitest';
import { UikitChat, type UikitChatProps } from '../../src/react/chat/UikitChat';
import { useUikit, type UikitChatHandle } from '../../src/react/chat/useUikit';
import type { UikitOptions } from '../../src/react/chat/options';
import type { Session } from '../../src/wire/session';
import type { Thread } from '../../src/wire/thread';
import type { ThreadItem } from '../../src/wire/items';
import { sessionFixture } from '../fixtures/session';
import { fakeFetch, jsonResponse, sseResponse, type RecordedRequest } from './fakeFetch';

/** What the fake API answers, by route; unset routes answer an empty list or 404. */
export interface FakeApi {
  session?: Partial<Session>;
  threads?: Thread[];
  items?: Record<string, ThreadItem[]>;
  /** Answers a conversation request (the operation is in `request.body`). */
  conversation?: (request: RecordedRequest) => Response | Promise<Response>;
  /** Overrides any route; return undefined to fall through. */
  route?: (request: RecordedRequest) => Response | undefined | Promise<Response | undefined>;
}

const list = (data: unknown[]) => ({
  object: 'list',
  data,
  first_id: null,
  last_id: null,
  has_more: false,
});

/** A Response streaming the given events as server-sent events. */
export function sse(...events: object[]): Response {
  return sseResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
}

export function fakeApi(api: FakeApi) {
  const getSession = vi.fn((current: Session | null) =>
    Promise.resolve(
      sessionFixture({
        expires_at: Math.floor(Date.now() / 1000) + 600,
        client_secret: current ? `${current.client_secret}+` : 'cs_1',
        ...api.session,
      }),
    ),
  );
  const { fetch, requests } = fakeFetch(async (request) => {
    const custom = await api.route?.(request);
    if (custom) return custom;
    const path = request.url.pathname;
    if (path === '/v1/uikit/conversation')
      return api.conversation ? api.conversation(request) : sse();
    if (path === '/v1/uikit/threads' && request.method === 'GET')
      return jsonResponse(200, list(api.threads ?? []));
    const items = /^\/v1\/uikit\/threads\/([^/]+)\/items$/.exec(path);
    if (items)
      return jsonResponse(
        200,
        list([...(api.items?.[decodeURIComponent(items[1] ?? '')] ?? [])].reverse()),
      );
    const thread = /^\/v1\/uikit\/threads\/([^/]+)$/.exec(path);
    if (thread) {
      // Like the real service, renames and deletes persist: later lists show them.
      const threads = api.threads ?? [];
      const index = threads.findIndex(
        (candidate) => candidate.id === decodeURIComponent(thread[1] ?? ''),
      );
      const found = threads[index];
      if (found && request.method === 'GET') return jsonResponse(200, found);
      if (found && request.method === 'POST') {
        const renamed = { ...found, title: (request.body as { title: string }).title };
        threads[index] = renamed;
        return jsonResponse(200, renamed);
      }
      if (found && request.method === 'DELETE') {
        threads.splice(index, 1);
        return jsonResponse(200, { id: found.id, object: 'uikit.thread.deleted', deleted: true });
      }
    }
    return jsonResponse(404, {
      error: { type: 'not_found_error', message: 'not found', code: null, param: null },
    });
  });
  return { getSession, fetch, requests };
}

export type ChatHandle = UikitChatHandle;

function Harness({
  options,
  props,
  handle,
}: {
  options: UikitOptions;
  props: Omit<UikitChatProps, 'control'>;
  handle: Ref<ChatHandle>;
}) {
  const chat = useUikit(options);
  useImperativeHandle(handle, () => chat, [chat]);
  return <UikitChat control={chat.control} {...props} />;
}

/** Mounts `<UikitChat>` over a fake API; returns the commands and what was requested. */
export function renderChat(
  api: FakeApi = {},
  options: Partial<UikitOptions> = {},
  props: Omit<UikitChatProps, 'control'> = {},
) {
  const fake = fakeApi(api);
  const handle: { current: ChatHandle | null } = { current: null };
  const fullOptions: UikitOptions = {
    api: { baseUrl: 'https://api.example.test', getSession: fake.getSession, fetch: fake.fetch },
    ...options,
  };
  const result = render(<Harness options={fullOptions} props={props} handle={handle} />);
  return {
    ...result,
    ...fake,
    get chat(): ChatHandle {
      if (!handle.current) throw new Error('not mounted');
      return handle.current;
    },
    rerenderWith(next: Partial<UikitOptions>, nextProps: Omit<UikitChatProps, 'control'> = props) {
      result.rerender(
        <Harness options={{ ...fullOptions, ...next }} props={nextProps} handle={handle} />,
      );
    },
  };
}
