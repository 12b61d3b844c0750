import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  thread,
  THREAD_ID,
  userMessage,
} from '../../../test/fixtures/items';
import { sessionFixture } from '../../../test/fixtures/session';
import { renderChat, sse } from '../../../test/support/chat';
import { lastThreadKey } from '../../chat/lastThread';
import { errorResponse, jsonResponse } from '../../../test/support/fakeFetch';
import type { ThreadItem } from '../../wire/items';
import type { Thread } from '../../wire/thread';

const stored = (text: string, id = 'itm_u_new') => ({
  ...userMessage,
  id,
  attachments: [],
  inference_options: { model: null, tool_choice: null },
  content: [{ type: 'input_text', text }],
});
const answer = (text: string, id = 'itm_a_new') => ({
  ...assistantMessage,
  id,
  content: [{ type: 'output_text', text, annotations: [] }],
});

/** The events of an answer that creates a thread titled `title`. */
const createdAnswer = (text: string, title: string | null = 'A title') => [
  { type: 'stream_options', stream_options: { allow_cancel: true } },
  { type: 'thread.created', thread: { ...thread, title: null } },
  { type: 'thread.item.done', item: stored('Hi') },
  { type: 'thread.item.added', item: { ...answer(''), content: [] } },
  {
    type: 'thread.item.updated',
    item_id: 'itm_a_new',
    update: { type: 'assistant_message.content_part.text_delta', content_index: 0, delta: text },
  },
  { type: 'thread.item.done', item: answer(text) },
  ...(title === null ? [] : [{ type: 'thread.updated', thread: { ...thread, title } }]),
];

const composer = () => screen.getByRole('textbox', { name: 'Message' });

/**
 * A conversation answered through the page's `get_page_info` tool: a new thread, `first` events,
 * the call; then, with the tool's output, the call completed and the final answer.
 */
function toolRoundTrip(first: object[] = []) {
  let call = 0;
  return () => {
    call += 1;
    return call === 1
      ? sse({ type: 'thread.created', thread }, ...first, {
          type: 'thread.item.done',
          item: clientToolCall,
        })
      : sse(
          {
            type: 'thread.item.done',
            item: { ...clientToolCall, status: 'completed', output: '{"title":"Docs"}' },
          },
          { type: 'thread.item.done', item: answer('You are reading Docs.') },
        );
  };
}

describe('sending', () => {
  it('sends with Enter, streams the answer and names the thread', async () => {
    const user = userEvent.setup();
    const onResponseStart = vi.fn();
    const onResponseEnd = vi.fn();
    const onThreadChange = vi.fn();
    const { requests } = renderChat(
      { conversation: () => sse(...createdAnswer('Hello from the answer')) },
      { onResponseStart, onResponseEnd, onThreadChange },
    );
    await user.type(composer(), 'Hi{Enter}');
    expect(await screen.findByText('Hello from the answer')).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/v1/uikit/conversation')?.body).toMatchObject({
      type: 'threads.create',
      params: { input: { content: [{ type: 'input_text', text: 'Hi' }] } },
    });
    expect(composer()).toHaveValue('');
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('A title');
    });
    expect(onResponseStart).toHaveBeenCalledTimes(1);
    expect(onResponseEnd).toHaveBeenCalledTimes(1);
    expect(onThreadChange).toHaveBeenCalledWith({ threadId: THREAD_ID });
    expect(screen.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-live', 'off');
  });

  it('adds a line with Shift+Enter and never sends during an IME composition', async () => {
    const user = userEvent.setup();
    const { requests } = renderChat();
    await user.type(composer(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(composer()).toHaveValue('line one\nline two');
    fireEvent.keyDown(composer(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(composer(), { key: 'Enter', keyCode: 229 });
    expect(requests.some((r) => r.url.pathname === '/v1/uikit/conversation')).toBe(false);
  });

  it('announces the start and the end of a response, not its tokens', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const encoder = new TextEncoder();
    renderChat({
      conversation: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(
                encoder.encode(
                  `data: ${JSON.stringify({ type: 'thread.item.added', item: { ...answer(''), content: [] } })}\n\n`,
                ),
              );
              await gate;
              controller.enqueue(
                encoder.encode(
                  `data: ${JSON.stringify({ type: 'thread.item.done', item: answer('Done.') })}\n\n`,
                ),
              );
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    });
    await user.type(composer(), 'Hi{Enter}');
    const status = () =>
      screen
        .getAllByRole('status')
        .find(
          (element) => element.getAttribute('aria-live') === 'polite' && element.textContent !== '',
        );
    await waitFor(() => {
      expect(status()).toHaveTextContent('The assistant is responding.');
    });
    act(() => {
      release();
    });
    await waitFor(() => {
      expect(status()).toHaveTextContent('The response is complete.');
    });
  });

  it('stops an answer with the stop button and with Escape', async () => {
    const user = userEvent.setup();
    const encoder = new TextEncoder();
    renderChat({
      conversation: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(
                encoder.encode(
                  `data: ${JSON.stringify({ type: 'stream_options', stream_options: { allow_cancel: true } })}\n\n`,
                ),
              );
              controller.enqueue(
                encoder.encode(
                  `data: ${JSON.stringify({ type: 'thread.item.added', item: { ...answer('so far'), content: [{ type: 'output_text', text: 'so far', annotations: [] }] } })}\n\n`,
                ),
              );
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    });
    await user.type(composer(), 'long{Enter}');
    const stop = await screen.findByRole('button', { name: 'Stop' });
    await waitFor(() => {
      expect(stop).toBeEnabled();
    });
    await user.click(stop);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByText('so far')).toBeInTheDocument();
    // Announced as stopped, not as complete.
    expect(screen.getByText('The response was stopped.')).toHaveAttribute('role', 'status');

    await user.type(composer(), 'again{Enter}');
    await screen.findByRole('button', { name: 'Stop' });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
    });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('offers a retry when the answer failed with allow_retry', async () => {
    const user = userEvent.setup();
    let call = 0;
    const { requests } = renderChat({
      conversation: () => {
        call += 1;
        return call === 1
          ? sse(
              { type: 'thread.created', thread },
              { type: 'thread.item.done', item: stored('error', 'itm_u1') },
              { type: 'error', code: 'boom', message: 'It failed.', allow_retry: true },
            )
          : sse({ type: 'thread.item.done', item: answer('Second time lucky.') });
      },
    });
    await user.type(composer(), 'error{Enter}');
    const alert = await screen.findByText(/The response failed\. It failed\./);
    await user.click(
      within(alert.closest('[data-slot="response-error"]') as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await screen.findByText('Second time lucky.')).toBeInTheDocument();
    expect(
      requests.filter((r) => r.url.pathname === '/v1/uikit/conversation').at(-1)?.body,
    ).toEqual({
      type: 'threads.retry_after_item',
      params: { thread_id: THREAD_ID, item_id: 'itm_u1' },
    });
    expect(screen.queryByText(/The response failed/)).toBeNull();
  });

  it('answers a client tool with the host handler in the same response', async () => {
    const user = userEvent.setup();
    const onResponseEnd = vi.fn();
    const getPageInfo = vi.fn(() => ({ title: 'Docs' }));
    const { requests } = renderChat(
      { conversation: toolRoundTrip() },
      { onClientTool: { get_page_info: getPageInfo }, onResponseEnd },
    );
    await user.type(composer(), 'tool{Enter}');
    expect(await screen.findByText('You are reading Docs.')).toBeInTheDocument();
    expect(getPageInfo).toHaveBeenCalledWith({ fields: ['title', 'url'] }, expect.anything());
    expect(
      requests.filter((r) => r.url.pathname === '/v1/uikit/conversation')[1]?.body,
    ).toMatchObject({
      type: 'threads.add_client_tool_output',
      params: { output: { title: 'Docs' } },
    });
    expect(onResponseEnd).toHaveBeenCalledTimes(1);
  });

  it('hands client effects to the host and sends starter prompts', async () => {
    const user = userEvent.setup();
    const onEffect = vi.fn();
    const { requests } = renderChat(
      { conversation: () => sse({ type: 'client_effect', name: 'confetti', data: { n: 1 } }) },
      {
        onEffect,
        startScreen: {
          greeting: 'Hello!',
          prompts: [{ label: 'Plan a trip', prompt: 'Plan a trip to Lisbon' }],
        },
      },
    );
    expect(screen.getByText('Hello!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plan a trip' }));
    await waitFor(() => {
      expect(onEffect).toHaveBeenCalledWith({ name: 'confetti', data: { n: 1 } });
    });
    expect(requests.find((r) => r.url.pathname === '/v1/uikit/conversation')?.body).toMatchObject({
      params: { input: { content: [{ text: 'Plan a trip to Lisbon' }] } },
    });
  });
});

describe('the thread as it happened', () => {
  /** The log's rows and notices, top to bottom, by a short name. */
  const sequence = () =>
    [
      ...screen
        .getByRole('log', { name: 'Conversation' })
        .querySelectorAll(
          '[data-slot="user-message"], [data-slot="assistant-message"], [data-slot="notice"]',
        ),
    ].map((element) =>
      element.getAttribute('data-slot') === 'notice'
        ? `notice: ${element.textContent.replace('×', '')}`
        : // The message's text, without the time it shows on hover.
          element.textContent.replace(element.querySelector('time')?.textContent ?? '', ''),
    );

  it('shows a notice where it arrived: above the answer that came after it', async () => {
    const user = userEvent.setup();
    renderChat({
      conversation: () =>
        sse(
          { type: 'thread.created', thread },
          { type: 'thread.item.done', item: stored('Hi', 'itm_u1') },
          { type: 'notice', level: 'warning', message: 'Before the answer.', title: null },
          { type: 'thread.item.done', item: answer('The answer.', 'itm_a1') },
          { type: 'notice', level: 'info', message: 'After the answer.', title: null },
        ),
    });
    await user.type(composer(), 'Hi{Enter}');
    await screen.findByText('After the answer.');
    expect(sequence()).toEqual([
      'Hi',
      'notice: Before the answer.',
      expect.stringContaining('The answer.'),
      'notice: After the answer.',
    ]);
    const before = screen.getByText('Before the answer.').closest('[data-slot="notice"]');
    await user.click(within(before as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Before the answer.')).toBeNull();
    expect(screen.getByText('After the answer.')).toBeInTheDocument();
  });

  it('shows one action row per turn, under its final answer: a tool round trip is one turn', async () => {
    const user = userEvent.setup();
    const { requests } = renderChat(
      {
        conversation: toolRoundTrip([
          { type: 'thread.item.done', item: stored('Read the page', 'itm_u1') },
          { type: 'thread.item.done', item: answer('Let me look.', 'itm_a1') },
        ]),
      },
      {
        onClientTool: { get_page_info: () => ({ title: 'Docs' }) },
        threadItemActions: { copy: true, feedback: true, retry: true },
      },
    );
    await user.type(composer(), 'Read the page{Enter}');
    await screen.findByText('You are reading Docs.');
    await waitFor(() => {
      expect(screen.getAllByRole('button', { name: 'Copy message' })).toHaveLength(1);
    });
    const final = screen.getByText('You are reading Docs.').closest('article') as HTMLElement;
    const row = within(final);
    expect(row.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Good response' })).toHaveLength(1);

    // Copy takes the turn's answers; feedback goes to every item of the turn.
    await user.click(row.getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe('Let me look.\n\nYou are reading Docs.');
    await user.click(row.getByRole('button', { name: 'Good response' }));
    await waitFor(() => {
      expect(requests.find((r) => r.url.pathname.endsWith('/feedback'))?.body).toEqual({
        item_ids: ['itm_a1', clientToolCall.id, 'itm_a_new'],
        kind: 'positive',
      });
    });
  });

  it('offers one retry on a failed answer: the error’s "Try again", with its icon', async () => {
    const user = userEvent.setup();
    renderChat(
      {
        conversation: () =>
          sse(
            { type: 'thread.created', thread },
            { type: 'thread.item.done', item: stored('Fail', 'itm_u1') },
            { type: 'thread.item.done', item: answer('Starting…', 'itm_a1') },
            { type: 'error', code: 'boom', message: 'It failed.', allow_retry: true },
          ),
      },
      { threadItemActions: { copy: true, feedback: true, retry: true } },
    );
    await user.type(composer(), 'Fail{Enter}');
    await screen.findByText(/The response failed\. It failed\./);
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(1);
    expect(retries[0]).toHaveAttribute('data-slot', 'retry');
    expect(retries[0]?.querySelector('svg')).not.toBeNull();
    // The answer keeps copy and feedback.
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good response' })).toBeInTheDocument();
  });
});

describe('user messages', () => {
  const sent = {
    ...stored('Which model?', 'itm_u1'),
    inference_options: { model: 'demo-fast', tool_choice: null },
  };
  const api = {
    threads: [thread],
    items: { [THREAD_ID]: [sent, answer('This one.', 'itm_a1')] as ThreadItem[] },
  };

  it('name their model as the composer does, and copy unless threadItemActions.copy is off', async () => {
    const user = userEvent.setup();
    const chat = renderChat(api, {
      initialThread: THREAD_ID,
      composer: { models: [{ id: 'demo-fast', label: 'Fast', default: true }] },
    });
    await screen.findByText('This one.');
    const message = screen.getByText('Which model?').closest('article') as HTMLElement;
    expect(message.querySelector('[data-slot="inference-model"]')).toHaveTextContent(
      /^Model: Fast$/,
    );
    await user.click(within(message).getByRole('button', { name: 'Copy your message' }));
    expect(await navigator.clipboard.readText()).toBe('Which model?');

    // The models the host passes now, and ChatKit's switch for every copy action.
    chat.rerenderWith({ composer: { models: [] }, threadItemActions: { copy: false } });
    await waitFor(() => {
      expect(message.querySelector('[data-slot="inference-model"]')).toHaveTextContent(
        /^Model: demo-fast$/,
      );
    });
    expect(screen.queryByRole('button', { name: 'Copy your message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
  });
});

describe('the session', () => {
  it('gets one session, says when it has ended, and reconnects on request', async () => {
    const user = userEvent.setup();
    const onReady = vi.fn();
    const { getSession } = renderChat(
      {
        conversation: () =>
          errorResponse(401, {
            type: 'authentication_error',
            code: 'session_cancelled',
            message: 'The session was cancelled',
          }),
      },
      { onReady },
    );
    await waitFor(() => {
      expect(onReady).toHaveBeenCalledTimes(1);
    });
    expect(getSession).toHaveBeenCalledTimes(1);
    await user.type(composer(), 'Hi{Enter}');
    const banner = await screen.findByText('This chat session has ended.');
    expect(composer()).toHaveValue('Hi');
    await user.click(
      within(banner.closest('[data-slot="problem"]') as HTMLElement).getByRole('button', {
        name: 'Reconnect',
      }),
    );
    await waitFor(() => {
      expect(getSession).toHaveBeenCalledTimes(2);
    });
    expect(screen.queryByText('This chat session has ended.')).toBeNull();
  });

  it('shows "Connecting" until the session arrives', () => {
    renderChat();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
  });
});

describe('title', () => {
  it('shows a placeholder until titling names the thread, and none when titling is off', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const encoder = new TextEncoder();
    const events = createdAnswer('Answer', 'Named later');
    renderChat({
      conversation: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              for (const event of events.slice(0, -1))
                controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
              await gate;
              controller.enqueue(encoder.encode(`data: ${JSON.stringify(events.at(-1))}\n\n`));
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Chat');
    await user.type(composer(), 'Hi{Enter}');
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New conversation');
    });
    act(() => {
      release();
    });
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Named later');
    });
  });

  it('takes a title the history list shows, when no event brought it', async () => {
    const user = userEvent.setup();
    renderChat({
      threads: [{ ...thread, title: 'Named meanwhile' }],
      conversation: () => sse(...createdAnswer('Answer', null)),
    });
    await user.type(composer(), 'Hi{Enter}');
    await screen.findByText('Answer');
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Named meanwhile');
    });
  });

  it('shows the host title, not a placeholder, when titling is off', async () => {
    const user = userEvent.setup();
    renderChat(
      {
        session: {
          chatkit_configuration: {
            automatic_thread_titling: { enabled: false },
            file_upload: { enabled: false, max_file_size: 1, max_files: 1 },
            history: { enabled: true, recent_threads: null },
          },
        },
        conversation: () => sse(...createdAnswer('Answer', null)),
      },
      { header: { title: 'Support' } },
    );
    await user.type(composer(), 'Hi{Enter}');
    await screen.findByText('Answer');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Support');
  });
});

describe('reopening the last thread', () => {
  it('opens the thread the user had open, showing it as loading, never as a new chat', async () => {
    const key = lastThreadKey('https://api.example.test', sessionFixture());
    localStorage.setItem(key, THREAD_ID);
    try {
      renderChat(
        { threads: [thread], items: { [THREAD_ID]: [userMessage, assistantMessage] } },
        { initialThread: 'last', startScreen: { greeting: 'Hello!' } },
      );
      expect(screen.queryByText('Hello!')).toBeNull();
      expect(screen.getByText('Loading the conversation…')).toBeInTheDocument();
      await waitFor(() => {
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(thread.title ?? '');
      });
      expect(await screen.findAllByRole('article')).not.toHaveLength(0);
      expect(screen.queryByText('Hello!')).toBeNull();
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('starts a new chat when the remembered thread is gone', async () => {
    const key = lastThreadKey('https://api.example.test', sessionFixture());
    localStorage.setItem(key, 'thr_deleted');
    try {
      renderChat({ threads: [] }, { initialThread: 'last', startScreen: { greeting: 'Hello!' } });
      expect(await screen.findByText('Hello!')).toBeInTheDocument();
      expect(localStorage.getItem(key)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      localStorage.removeItem(key);
    }
  });
});

describe('following the bottom', () => {
  /** Gives the jsdom scroller a layout: a viewport of 500px over content `height` tall. */
  function layout(element: HTMLElement, height: { current: number }) {
    Object.defineProperty(element, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(element, 'scrollHeight', {
      configurable: true,
      get: () => height.current,
    });
  }

  it('keeps following when content grows below, and stops only when the user scrolls up', async () => {
    renderChat(
      {
        threads: [thread],
        items: { [THREAD_ID]: [stored('Question'), answer('An answer')] as ThreadItem[] },
      },
      { initialThread: THREAD_ID },
    );
    await screen.findByText('An answer');
    const scroller = document.querySelector<HTMLElement>('[data-slot="thread-scroll"]');
    if (!scroller) throw new Error('no scroller');
    const height = { current: 4000 };
    layout(scroller, height);
    scroller.scrollTop = 3500;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();

    // Rows measured taller than estimated: the content grew, the position did not move.
    height.current = 7000;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    expect(scroller.scrollTop).toBe(7000);

    // A position moved up while the content changed size (the browser clamped it when the
    // content shrank for a moment): still following.
    height.current = 6500;
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).toBeNull();
    expect(scroller.scrollTop).toBe(6500);

    // The user scrolls up: following stops and the way back is offered.
    scroller.scrollTop = 2000;
    fireEvent.scroll(scroller);
    const jump = await screen.findByRole('button', { name: 'Jump to latest' });
    height.current = 9000;
    fireEvent.scroll(scroller);
    expect(scroller.scrollTop).toBe(2000);
    expect(jump).toBeInTheDocument();
  });
});

describe('older pages', () => {
  /** Two pages of a thread, newest first, as the service lists them. */
  const route = (request: { url: URL }) => {
    if (request.url.pathname !== `/v1/uikit/threads/${THREAD_ID}/items`) return undefined;
    const older = request.url.searchParams.has('after');
    const data = older
      ? [answer('The first answer', 'a1'), stored('The first question', 'u1')]
      : [answer('The newest answer', 'a2'), stored('The newest question', 'u2')];
    return jsonResponse(200, {
      object: 'list',
      data,
      first_id: data[0]?.id ?? null,
      last_id: data.at(-1)?.id ?? null,
      has_more: !older,
    });
  };
  const itemRequests = (requests: { url: URL }[]) =>
    requests.filter((request) => request.url.pathname.endsWith('/items')).length;

  /** Gives every thread scroller a viewport of `clientHeight` over content 300px tall. */
  function withLayout(clientHeight: number) {
    const element = HTMLElement.prototype;
    const measure = (value: number) =>
      function (this: HTMLElement) {
        return this.dataset.slot === 'thread-scroll' ? value : 0;
      };
    Object.defineProperty(element, 'clientHeight', {
      configurable: true,
      get: measure(clientHeight),
    });
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: measure(300) });
    // jsdom defines both on Element.prototype: removing the overrides restores them.
    return () => {
      Reflect.deleteProperty(element, 'clientHeight');
      Reflect.deleteProperty(element, 'scrollHeight');
    };
  }

  it('loads the older page by itself when the thread is too short to scroll', async () => {
    const restore = withLayout(500);
    try {
      const { requests } = renderChat({ threads: [thread], route }, { initialThread: THREAD_ID });
      expect(await screen.findByText('The first answer')).toBeInTheDocument();
      expect(screen.getByText('The newest answer')).toBeInTheDocument();
      expect(itemRequests(requests)).toBe(2);
    } finally {
      restore();
    }
  });

  it('does not page through the history of a hidden chat', async () => {
    // jsdom lays nothing out: every height is 0, as in a chat inside a closed popover.
    const { requests } = renderChat({ threads: [thread], route }, { initialThread: THREAD_ID });
    expect(await screen.findByText('The newest answer')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(itemRequests(requests)).toBe(1);
    expect(screen.queryByText('The first answer')).toBeNull();
  });
});

describe('history', () => {
  const threads = (): Thread[] =>
    [1, 2, 3].map((n) => ({
      ...thread,
      id: `thr_${String(n)}`,
      title: `Trip ${String(n)}`,
    }));

  it('lists threads capped by recent_threads, opens one and loads its items', async () => {
    const user = userEvent.setup();
    const onThreadLoadEnd = vi.fn();
    renderChat(
      {
        session: {
          chatkit_configuration: {
            automatic_thread_titling: { enabled: true },
            file_upload: { enabled: false, max_file_size: 1, max_files: 1 },
            history: { enabled: true, recent_threads: 2 },
          },
        },
        threads: threads(),
        items: {
          thr_2: [
            { ...stored('About trip two', 'u2'), thread_id: 'thr_2' },
            { ...answer('Trip two answer', 'a2'), thread_id: 'thr_2' },
          ] as ThreadItem[],
        },
      },
      { onThreadLoadEnd },
    );
    await user.click(await screen.findByRole('button', { name: 'Show history' }));
    const nav = screen.getByRole('navigation', { name: 'History' });
    await waitFor(() => {
      expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    });
    await user.click(within(nav).getByRole('button', { name: /^Trip 2/ }));
    expect(await screen.findByText('Trip two answer')).toBeInTheDocument();
    expect(screen.getByText('About trip two')).toBeInTheDocument();
    await waitFor(() => {
      expect(onThreadLoadEnd).toHaveBeenCalledWith({ threadId: 'thr_2' });
    });
    expect(within(nav).getByRole('button', { name: /^Trip 2/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renames and deletes at once, and rolls back when the service refuses', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const onError = vi.fn();
    renderChat(
      {
        threads: threads(),
        route: (request) =>
          refuse &&
          request.method !== 'GET' &&
          request.url.pathname.startsWith('/v1/uikit/threads/')
            ? errorResponse(500, { type: 'server_error', message: 'nope' })
            : undefined,
      },
      { onError },
    );
    await user.click(await screen.findByRole('button', { name: 'Show history' }));
    const nav = screen.getByRole('navigation', { name: 'History' });
    await within(nav).findByRole('button', { name: /^Trip 1/ });

    await user.click(within(nav).getByRole('button', { name: 'Options for “Trip 1”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const field = within(nav).getByRole('textbox', { name: 'Rename “Trip 1”' });
    await user.clear(field);
    await user.type(field, 'Lisbon{Enter}');
    expect(await within(nav).findByRole('button', { name: /^Lisbon/ })).toBeInTheDocument();

    refuse = true;
    await user.click(within(nav).getByRole('button', { name: 'Options for “Trip 3”' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(nav).getByRole('button', { name: 'Delete' }));
    // Gone at once, back when the refusal arrives.
    await waitFor(() => {
      expect(within(nav).getByRole('button', { name: /^Trip 3/ })).toBeInTheDocument();
    });
    expect(onError).toHaveBeenCalled();
  });

  it('is hidden when the session turns history off', async () => {
    const onReady = vi.fn();
    renderChat(
      {
        session: {
          chatkit_configuration: {
            automatic_thread_titling: { enabled: true },
            file_upload: { enabled: false, max_file_size: 1, max_files: 1 },
            history: { enabled: false, recent_threads: null },
          },
        },
      },
      { onReady },
    );
    await waitFor(() => {
      expect(onReady).toHaveBeenCalled();
    });
    expect(screen.queryByRole('button', { name: 'Show history' })).toBeNull();
  });
});

describe('uploads', () => {
  const uploadConfig = {
    automatic_thread_titling: { enabled: true },
    file_upload: { enabled: true, max_file_size: 1, max_files: 2 },
    history: { enabled: true, recent_threads: null },
  };

  it('uploads picked files with progress, refuses what breaks a limit, and sends them', async () => {
    const user = userEvent.setup();
    const { requests } = renderChat({
      session: { chatkit_configuration: uploadConfig },
      route: (request) =>
        request.url.pathname === '/v1/uikit/files'
          ? jsonResponse(200, {
              id: 'file_1',
              object: 'uikit.attachment',
              type: 'file',
              name: 'notes.txt',
              mime_type: 'text/plain',
              bytes: 5,
              created_at: 1,
              preview_url: null,
            })
          : undefined,
      conversation: () => sse({ type: 'thread.created', thread }),
    });
    const attach = await screen.findByRole('button', { name: 'Attach files' });
    const input = attach.parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File([new Uint8Array(2 * 1024 * 1024)], 'huge.bin'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.bin is larger than 1 MB.');
    const chips = screen.getByRole('list', { name: 'Attachments' });
    await waitFor(() => {
      expect(within(chips).getByRole('listitem')).toHaveAttribute('data-state', 'uploaded');
    });
    await user.type(composer(), 'see file{Enter}');
    await waitFor(() => {
      expect(requests.find((r) => r.url.pathname === '/v1/uikit/conversation')?.body).toMatchObject(
        { params: { input: { attachments: ['file_1'] } } },
      );
    });
  });

  it('hides the attach button when the session turns uploads off', async () => {
    const onReady = vi.fn();
    renderChat(
      {
        session: {
          chatkit_configuration: {
            ...uploadConfig,
            file_upload: { enabled: false, max_file_size: 1, max_files: 1 },
          },
        },
      },
      { onReady },
    );
    await waitFor(() => {
      expect(onReady).toHaveBeenCalled();
    });
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  });

  it('adds pasted files', async () => {
    renderChat({
      session: { chatkit_configuration: uploadConfig },
      route: (request) =>
        request.url.pathname === '/v1/uikit/files'
          ? new Promise<Response>(() => undefined)
          : undefined,
    });
    await screen.findByRole('button', { name: 'Attach files' });
    fireEvent.paste(composer(), {
      clipboardData: { files: [new File(['x'], 'pasted.png', { type: 'image/png' })] },
    });
    const chip = await screen.findByRole('listitem');
    expect(chip).toHaveTextContent('pasted.png');
    expect(
      within(chip).getByRole('progressbar', { name: /Uploading pasted.png/ }),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(chip).getByRole('button', { name: 'Cancel the upload of pasted.png' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('limits and thread status', () => {
  it('disables send with a countdown after a 429, keeping the draft', async () => {
    const user = userEvent.setup();
    renderChat({
      conversation: () =>
        errorResponse(
          429,
          { type: 'rate_limit_error', code: 'rate_limit_exceeded', message: 'slow down' },
          { 'retry-after': '20' },
        ),
    });
    await user.type(composer(), 'Hi{Enter}');
    expect(await screen.findByText(/You can send again in (19|20) s\./)).toBeInTheDocument();
    expect(composer()).toHaveValue('Hi');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByText('The message could not be sent.')).toBeNull();
  });

  it('disables the composer of a locked thread and says why; replaces it for a closed one', async () => {
    const locked = {
      ...thread,
      status: { type: 'locked' as const, reason: 'Resolved by an agent' },
    };
    const closed = {
      ...thread,
      id: 'thr_closed',
      status: { type: 'closed' as const, reason: null },
    };
    const { chat } = renderChat({ threads: [locked, closed], items: {} });
    await act(async () => {
      await chat.setThreadId(THREAD_ID);
    });
    expect(
      await screen.findByText('This conversation is locked: Resolved by an agent.'),
    ).toBeInTheDocument();
    expect(composer()).toBeDisabled();
    // No invitation to type; the reason describes the field instead.
    expect(composer()).not.toHaveAttribute('placeholder');
    expect(composer()).toHaveAccessibleDescription(
      'This conversation is locked: Resolved by an agent.',
    );
    await act(async () => {
      await chat.setThreadId('thr_closed');
    });
    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});

describe('theming and embedding', () => {
  it('maps the theme to custom properties and reaches every part with classes and styles', () => {
    const { container } = renderChat(
      {},
      {
        theme: {
          colorScheme: 'dark',
          accentColor: '#ff0000',
          radius: 4,
          density: 'compact',
          fontSize: 13,
          fontFamily: 'Inter, sans-serif',
        },
      },
      {
        className: 'my-chat',
        style: { height: 500 },
        classNames: { composer: 'my-composer', header: 'my-header' },
        styles: { thread: { background: 'red' } },
      },
    );
    const root = container.querySelector('[data-uikit-root]') as HTMLElement;
    expect(root).toHaveClass('my-chat');
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    expect(root).toHaveAttribute('data-density', 'compact');
    expect(root.style.getPropertyValue('--uikit-color-accent')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--uikit-color-on-accent')).toBe('#111111');
    expect(root.style.getPropertyValue('--uikit-radius')).toBe('4px');
    expect(root.style.getPropertyValue('--uikit-font-size')).toBe('13px');
    expect(root.style.height).toBe('500px');
    expect(container.querySelector('[data-slot="composer"]')).toHaveClass('my-composer');
    expect(container.querySelector('[data-slot="header"]')).toHaveClass('my-header');
  });

  it('takes an accent per scheme', () => {
    const accent = { light: '#1d4ed8', dark: '#9ec1ff' };
    const view = renderChat({}, { theme: { colorScheme: 'light', accentColor: accent } });
    const root = () => view.container.querySelector('[data-uikit-root]') as HTMLElement;
    expect(root().style.getPropertyValue('--uikit-color-accent')).toBe('#1d4ed8');
    expect(root().style.getPropertyValue('--uikit-color-on-accent')).toBe('#ffffff');
    view.rerenderWith({ theme: { colorScheme: 'dark', accentColor: accent } });
    expect(root().style.getPropertyValue('--uikit-color-accent')).toBe('#9ec1ff');
    expect(root().style.getPropertyValue('--uikit-color-on-accent')).toBe('#111111');
  });

  it('ignores theme values that could inject CSS', () => {
    const { container } = renderChat(
      {},
      {
        theme: {
          accentColor: 'red; background: url(https://evil)',
          fontFamily: 'x; } body { display: none',
        },
      },
    );
    const root = container.querySelector('[data-uikit-root]') as HTMLElement;
    expect(root.style.getPropertyValue('--uikit-color-accent')).toBe('');
    expect(root.style.getPropertyValue('--uikit-font-family')).toBe('');
  });

  it('reads callbacks when they run: a new inline callback is used without a stale closure', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    const view = renderChat(
      { conversation: () => sse(...createdAnswer('x')) },
      { onResponseEnd: first },
    );
    view.rerenderWith({ onResponseEnd: second });
    await user.type(composer(), 'Hi{Enter}');
    await waitFor(() => {
      expect(second).toHaveBeenCalledTimes(1);
    });
    expect(first).not.toHaveBeenCalled();
  });

  it('keeps its commands and parts stable across host renders with equal inline options', async () => {
    const view = renderChat({}, { theme: { accentColor: '#00aa77' } });
    const commands = view.chat.sendUserMessage;
    const composerElement = composer();
    view.rerenderWith({ theme: { accentColor: '#00aa77' } });
    view.rerenderWith({ theme: { accentColor: '#00aa77' }, header: { title: 'Same' } });
    expect(view.chat.sendUserMessage).toBe(commands);
    expect(composer()).toBe(composerElement);
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Same');
    });
  });

  it('runs commands: composer value, focus, history panel', async () => {
    const view = renderChat({ threads: [thread] });
    await act(async () => {
      await view.chat.setComposerValue({ text: 'prefilled' });
      await view.chat.focusComposer();
    });
    expect(composer()).toHaveValue('prefilled');
    expect(composer()).toHaveFocus();
    await screen.findByRole('button', { name: 'Show history' });
    await act(() => view.chat.showHistory());
    expect(screen.getByRole('navigation', { name: 'History' })).toBeInTheDocument();
    await act(() => view.chat.hideHistory());
    expect(screen.queryByRole('navigation', { name: 'History' })).toBeNull();
  });

  it('keeps two chats on one page apart', async () => {
    const user = userEvent.setup();
    const a = renderChat({ conversation: () => sse(...createdAnswer('Only in chat A')) });
    const b = renderChat();
    const [inputA, inputB] = screen.getAllByRole('textbox', { name: 'Message' });
    await user.type(inputA as HTMLElement, 'Hi{Enter}');
    await within(a.container).findByText('Only in chat A');
    expect(within(b.container).queryByText('Only in chat A')).toBeNull();
    expect(inputB).toHaveValue('');
    expect(b.requests.some((r) => r.url.pathname === '/v1/uikit/conversation')).toBe(false);
  });
});
