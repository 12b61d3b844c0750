import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientToolCall, thread, THREAD_ID, widgetItem } from '../../../test/fixtures/items';
import { sessionFixture } from '../../../test/fixtures/session';
import { fakeApi, renderChat, sse } from '../../../test/support/chat';
import { UikitChat } from './UikitChat';
import { useUikit } from './useUikit';
import type { UikitOptions } from './options';
import { jsonResponse } from '../../../test/support/fakeFetch';
import type { ClientToolFunction } from '../../chat/runResponse';

// ChatKit's shapes of the options and commands, accepted beside the kit's own (issue: a ChatKit
// app moves over by changing its imports).

function Hosted({ options }: { options: UikitOptions }) {
  const { control } = useUikit(options);
  return <UikitChat control={control} />;
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const conversations = (requests: { url: URL; body: unknown }[]) =>
  requests.filter((request) => request.url.pathname === '/v1/uikit/conversation');

describe("ChatKit's option shapes", () => {
  it('takes a colour scheme alone as the theme', async () => {
    const { container } = renderChat({}, { theme: 'dark' });
    await waitFor(() => {
      expect(container.querySelector('[data-slot="root"]')).toHaveAttribute(
        'data-color-scheme',
        'dark',
      );
    });
  });

  it("names the chat's region with frameTitle, and 'Chat' without one", () => {
    const { unmount } = renderChat({}, { frameTitle: 'Support assistant' });
    expect(screen.getByRole('region', { name: 'Support assistant' })).toBeInTheDocument();
    unmount();
    renderChat();
    expect(screen.getByRole('region', { name: 'Chat' })).toBeInTheDocument();
  });

  it("runs client tools through ChatKit's one function of { name, params }", async () => {
    const user = userEvent.setup();
    let call = 0;
    const onClientTool = vi.fn<ClientToolFunction>(({ name }) => ({ answeredBy: name }));
    const { requests } = renderChat(
      {
        conversation: () => {
          call += 1;
          return call === 1
            ? sse(
                { type: 'thread.created', thread },
                { type: 'thread.item.done', item: clientToolCall },
              )
            : sse();
        },
      },
      { onClientTool },
    );
    await user.type(composer(), 'tool{Enter}');
    await waitFor(() => {
      expect(conversations(requests)).toHaveLength(2);
    });
    expect(onClientTool).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'get_page_info',
        params: { fields: ['title', 'url'] },
        callId: clientToolCall.call_id,
      }),
    );
    expect(conversations(requests)[1]?.body).toMatchObject({
      type: 'threads.add_client_tool_output',
      params: { output: { answeredBy: 'get_page_info' } },
    });
  });

  it('answers a tool the map has no handler for (even one named like a prototype key) with an error', async () => {
    const user = userEvent.setup();
    let call = 0;
    const { requests } = renderChat(
      {
        conversation: () => {
          call += 1;
          return call === 1
            ? sse(
                { type: 'thread.created', thread },
                { type: 'thread.item.done', item: { ...clientToolCall, name: 'constructor' } },
              )
            : sse();
        },
      },
      { onClientTool: {} },
    );
    await user.type(composer(), 'tool{Enter}');
    await waitFor(() => {
      expect(conversations(requests)[1]?.body).toMatchObject({
        params: { output: { error: 'No handler for the client tool "constructor"' } },
      });
    });
  });

  it('sends a starter prompt given as content parts (text and a tag)', async () => {
    const user = userEvent.setup();
    const { requests } = renderChat(
      {},
      {
        startScreen: {
          prompts: [
            {
              label: 'Ask about Ada',
              prompt: [
                { type: 'input_text', text: 'Tell me about ' },
                { type: 'input_tag', id: 'person_ada', text: 'Ada Lovelace' },
              ],
            },
          ],
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Ask about Ada' }));
    await waitFor(() => {
      expect(conversations(requests)[0]?.body).toMatchObject({
        params: {
          input: {
            content: [
              { type: 'input_text', text: 'Tell me about ' },
              { type: 'input_tag', id: 'person_ada', text: 'Ada Lovelace' },
            ],
          },
        },
      });
    });
  });
});

describe("ChatKit's hosted mode: api { getClientSecret } beside a baseUrl", () => {
  it("reads the session of the secret with it, and is driven by that session's configuration", async () => {
    const fake = fakeApi({
      route: (request) => {
        if (request.url.pathname !== '/v1/uikit/sessions/current') return undefined;
        const { client_secret: _secret, ...session } = sessionFixture({
          expires_at: Math.floor(Date.now() / 1000) + 600,
          chatkit_configuration: {
            automatic_thread_titling: { enabled: true },
            file_upload: { enabled: true, max_file_size: 4, max_files: 2 },
            history: { enabled: false, recent_threads: null },
          },
        });
        return jsonResponse(200, session);
      },
    });
    const getClientSecret = vi.fn((current: string | null) =>
      Promise.resolve(current === null ? 'cs_first' : `${current}+`),
    );
    const onReady = vi.fn();
    render(
      <Hosted
        options={{
          api: { baseUrl: 'https://api.example.test', getClientSecret, fetch: fake.fetch },
          onReady,
        }}
      />,
    );
    await waitFor(() => {
      expect(onReady).toHaveBeenCalled();
    });
    const read = fake.requests.find((r) => r.url.pathname === '/v1/uikit/sessions/current');
    expect(read?.headers.get('authorization')).toBe('Bearer cs_first');
    // The session's configuration drives the chat: uploads on, history off.
    expect(await screen.findByRole('button', { name: 'Attach files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show history' })).toBeNull();
    expect(getClientSecret).toHaveBeenCalledWith(null);
  });
});

describe("ChatKit's commands", () => {
  it('settle as promises: setThreadId once the thread shows, setComposerValue rejecting what it refuses', async () => {
    const onError = vi.fn();
    const view = renderChat(
      { threads: [thread], items: { [THREAD_ID]: [widgetItem] } },
      { onError, composer: { tools: [{ id: 'web_search', label: 'Search' }] } },
    );
    await act(async () => {
      await view.chat.setThreadId(THREAD_ID);
    });
    // Settled means shown: the widget is on screen now, not on a later render.
    expect(document.querySelector('[data-slot="widget-item"]')).not.toBeNull();
    await act(async () => {
      await expect(view.chat.setComposerValue({ selectedToolId: 'nope' })).rejects.toThrow(
        /selectedToolId/,
      );
    });
    expect(onError).toHaveBeenCalledTimes(1);
    await act(async () => {
      await expect(view.chat.setThreadId('thr_missing')).rejects.toThrow();
    });
  });

  it("sends a custom action for the open thread's latest widget when given no item id, and refuses without a thread", async () => {
    const view = renderChat({ threads: [thread], items: { [THREAD_ID]: [widgetItem] } });
    const action = { type: 'refresh', payload: {}, handler: 'server' as const };
    await act(async () => {
      await expect(view.chat.sendCustomAction(action)).rejects.toThrow(/needs an open thread/);
    });
    await act(async () => {
      await view.chat.setThreadId(THREAD_ID);
      await view.chat.sendCustomAction(action);
    });
    expect(conversations(view.requests)[0]?.body).toEqual({
      type: 'threads.custom_action',
      params: { thread_id: THREAD_ID, item_id: widgetItem.id, action },
    });
  });
});

describe("ChatKit's attachment options", () => {
  const session = {
    chatkit_configuration: {
      automatic_thread_titling: { enabled: true },
      file_upload: { enabled: true, max_file_size: 16, max_files: 10 },
      history: { enabled: true, recent_threads: null },
    },
  };
  const uploaded = (id: string) =>
    jsonResponse(200, {
      id,
      object: 'uikit.attachment',
      type: 'file',
      name: `${id}.txt`,
      mime_type: 'text/plain',
      bytes: 5,
      created_at: 1,
      preview_url: null,
    });

  async function fileInput() {
    const attach = await screen.findByRole('button', { name: 'Attach files' });
    return attach.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
  }

  it('limits files per message and size per MIME type before anything is uploaded', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let uploads = 0;
    renderChat(
      {
        session,
        route: (request) =>
          request.url.pathname === '/v1/uikit/files'
            ? uploaded(`file_${String((uploads += 1))}`)
            : undefined,
      },
      {
        composer: {
          attachments: {
            enabled: true,
            maxCount: 2,
            maxSize: { 'image/*': 1024, '*': 1024 * 1024 },
            accept: { 'image/png': ['.png'], 'text/plain': ['.txt'] },
          },
        },
      },
    );
    const input = await fileInput();
    expect(input.accept).toBe('image/png,.png,text/plain,.txt');
    await user.upload(input, [
      new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'photo.png is larger than 0.00098 MB.',
    );
    await user.upload(input, [
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
      new File(['c'], 'c.txt', { type: 'text/plain' }),
    ]);
    const chips = screen.getByRole('list', { name: 'Attachments' });
    await waitFor(() => {
      expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    });
    expect(uploads).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can attach at most 2 files to one message.',
    );
  });

  it('hides the attach button when the host turns attachments off', async () => {
    const onReady = vi.fn();
    renderChat({ session }, { onReady, composer: { attachments: { enabled: false } } });
    await waitFor(() => {
      expect(onReady).toHaveBeenCalled();
    });
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  });
});
