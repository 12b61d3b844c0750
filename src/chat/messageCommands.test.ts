import { describe, expect, it, vi } from 'vitest';
import { thread, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
  jsonResponse,
  sseResponse,
  type RecordedRequest,
} from '../../test/support/fakeFetch';
import {
  createChatRuntime,
  type ChatRuntimeCommonOptions,
  type UikitServiceConnection,
} from './createChatRuntime';
import { UikitCommandError } from './messageCommands';

// ChatKit's `sendUserMessage` and `setComposerValue`, option by option, on the runtime.

const session = sessionFixture({ expires_at: Math.floor(Date.now() / 1000) + 600 });
const stored = () =>
  sseResponse(
    `data: ${JSON.stringify({
      type: 'thread.item.done',
      item: { ...userMessage, id: 'itm_u_new', attachments: [] },
    })}\n\n`,
  );
const createdThread = () =>
  sseResponse(
    [
      { type: 'thread.created', thread: { ...thread, id: 'thr_fresh', title: null } },
      { type: 'thread.item.done', item: { ...userMessage, id: 'itm_u_new', attachments: [] } },
    ]
      .map((event) => `data: ${JSON.stringify(event)}\n\n`)
      .join(''),
  );
const uploadAnswer = (request: RecordedRequest) => {
  const file = (request.body as FormData).get('file') as File;
  return jsonResponse(200, {
    id: `file_${file.name}`,
    object: 'uikit.attachment',
    type: 'file',
    name: file.name,
    mime_type: file.type,
    bytes: file.size,
    created_at: 1,
    preview_url: null,
  });
};

/** A service that stores each message (a new thread when none is open) and each upload. */
function runtimeWith(
  extra: Partial<
    ChatRuntimeCommonOptions & Extract<UikitServiceConnection, { getClientSecret?: undefined }>
  > = {},
) {
  const { fetch, requests } = fakeFetch((request) => {
    if (request.url.pathname.endsWith('/files')) return uploadAnswer(request);
    if (request.method === 'DELETE')
      return jsonResponse(200, {
        id: request.url.pathname.split('/').pop(),
        object: 'uikit.attachment.deleted',
        deleted: true,
      });
    if (request.url.pathname.endsWith('/conversation'))
      return (request.body as { type: string }).type === 'threads.create'
        ? createdThread()
        : stored();
    return jsonResponse(200, {
      object: 'list',
      data: [],
      first_id: null,
      last_id: null,
      has_more: false,
    });
  });
  const runtime = createChatRuntime({
    baseUrl: 'https://api.example.test',
    getSession: () => Promise.resolve(session),
    fetch,
    clientTools: () => ({}),
    uploadMessages: () => ({
      uploadsDisabled: 'Uploads are off',
      tooLarge: (name) => `${name} is too large`,
      tooMany: (max) => `At most ${String(max)} files`,
      wrongType: (name) => `${name} is not accepted`,
      failed: (name) => `${name} failed`,
    }),
    acceptedFileTypes: () => [],
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
    ...extra,
  });
  const errors: unknown[] = [];
  runtime.events.on('error', ({ error }) => errors.push(error));
  const conversations = () =>
    requests.filter((request) => request.url.pathname.endsWith('/conversation'));
  const sentInput = (index = 0) =>
    (conversations()[index]?.body as { params: { input: unknown } } | undefined)?.params.input;
  return { runtime, requests, errors, conversations, sentInput };
}

const choices = {
  tools: [{ id: 'web_search' }, { id: 'canvas', persistent: true }],
  models: [{ id: 'fast', default: true }, { id: 'deep' }, { id: 'expert', disabled: true }],
};
const ada = { type: 'input_tag' as const, text: 'Ada', id: 'person_ada', group: 'People' };

describe('sendUserMessage', () => {
  it('sends reply, text, content parts and attachments in that order, leaving the draft alone', async () => {
    const { runtime, sentInput } = runtimeWith();
    await runtime.start();
    runtime.setComposerValue({ text: 'my draft' });
    await runtime.sendUserMessage({
      text: 'Ask',
      content: [ada, { type: 'input_text', text: ' about engines' }],
      reply: 'the analytical engine',
      attachments: [
        'file_a',
        { id: 'file_b', type: 'image', name: 'b.png', mime_type: 'image/png' },
      ],
    });
    expect(sentInput()).toEqual({
      content: [
        { type: 'quoted_text', text: 'the analytical engine' },
        { type: 'input_text', text: 'Ask' },
        ada,
        { type: 'input_text', text: ' about engines' },
      ],
      attachments: ['file_a', 'file_b'],
      inference_options: { model: null, tool_choice: null },
    });
    expect(runtime.composer.getState().text).toBe('my draft');
  });

  it('sends a tag’s data of any values, as ChatKit’s tags carry, as the protocol’s strings', async () => {
    const { runtime, sentInput, errors } = runtimeWith();
    await runtime.start();
    const data = { name: 'Ada', born: 1815, active: false, team: { id: 7 }, none: undefined };
    await runtime.sendUserMessage({ content: [{ ...ada, data }] });
    runtime.setComposerValue({ content: [{ ...ada, data }] });
    const strings = { name: 'Ada', born: '1815', active: 'false', team: '{"id":7}' };
    expect(errors).toEqual([]);
    expect(sentInput()).toMatchObject({ content: [{ ...ada, data: strings }] });
    expect(runtime.composer.getState().tags).toEqual([
      expect.objectContaining({ entity: expect.objectContaining({ data: strings }) as unknown }),
    ]);
  });

  it('sends content alone (a tag without text is a message)', async () => {
    const { runtime, sentInput } = runtimeWith();
    await runtime.start();
    await runtime.sendUserMessage({ content: [ada] });
    expect(sentInput()).toMatchObject({ content: [ada] });
  });

  it('applies toolChoice and model to this message only', async () => {
    const { runtime, sentInput } = runtimeWith({ composerChoices: () => choices });
    await runtime.start();
    runtime.setComposerValue({ selectedToolId: 'canvas' });
    await runtime.sendUserMessage({ text: 'Hi', toolChoice: { id: 'web_search' }, model: 'deep' });
    expect(sentInput()).toMatchObject({
      inference_options: { model: 'deep', tool_choice: { id: 'web_search' } },
    });
    expect(runtime.composer.getState()).toMatchObject({ toolId: 'canvas', modelId: null });
    await runtime.sendUserMessage({ text: 'Hi', toolChoice: null });
    expect(sentInput(1)).toMatchObject({ inference_options: { model: 'fast', tool_choice: null } });
  });

  it('refuses a tool or model the composer does not offer, or a malformed tag, sending nothing', async () => {
    const { runtime, errors, conversations } = runtimeWith({ composerChoices: () => choices });
    await runtime.start();
    await runtime.sendUserMessage({ text: 'Hi', toolChoice: { id: 'nope' } });
    await runtime.sendUserMessage({ text: 'Hi', model: 'expert' });
    await runtime.sendUserMessage({ content: [{ ...ada, id: 'x'.repeat(257) }] });
    await runtime.sendUserMessage({ content: [{ type: 'input_image' } as never] });
    expect(conversations()).toEqual([]);
    expect(errors).toHaveLength(4);
    expect(errors.every((error) => error instanceof UikitCommandError)).toBe(true);
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'sendUserMessage: toolChoice: unknown tool "nope" (offered: web_search, canvas)',
      'sendUserMessage: model: unknown or disabled model "expert" (offered: fast, deep, expert)',
      'sendUserMessage: content[0].id: must be at most 256 characters',
      'sendUserMessage: content[0].type: expected "input_text" or "input_tag"',
    ]);
  });

  it('newThread starts a new thread even with one open', async () => {
    const { runtime, conversations } = runtimeWith();
    await runtime.start();
    runtime.setThreadId(THREAD_ID);
    const threads: (string | null)[] = [];
    runtime.events.on('threadChange', ({ threadId }) => threads.push(threadId));
    await runtime.sendUserMessage({ text: 'Elsewhere', newThread: true });
    expect(conversations()[0]?.body).toMatchObject({ type: 'threads.create' });
    expect(threads).toEqual([null, 'thr_fresh']);
    expect(runtime.chat.getState().threadId).toBe('thr_fresh');
  });

  it("sends the composer's quote and tags with its text, then clears them", async () => {
    const { runtime, sentInput } = runtimeWith();
    await runtime.start();
    runtime.setComposerValue({
      content: [{ type: 'input_text', text: 'Ask ' }, ada, { type: 'input_text', text: ' now' }],
      reply: 'quoted words',
    });
    // The tag's text sits in the draft where the content put it, tagged there.
    expect(runtime.composer.getState()).toMatchObject({
      text: 'Ask Ada now',
      tags: [{ start: 4, end: 7, entity: { id: 'person_ada', title: 'Ada', group: 'People' } }],
      quote: 'quoted words',
    });
    await runtime.sendUserMessage();
    expect(sentInput()).toMatchObject({
      content: [
        { type: 'quoted_text', text: 'quoted words' },
        { type: 'input_text', text: 'Ask ' },
        ada,
        { type: 'input_text', text: ' now' },
      ],
    });
    expect(runtime.composer.getState()).toMatchObject({ text: '', tags: [], quote: null });
  });

  it('gives the quote and tags back when the message was never stored', async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse(500, { type: 'server_error', message: 'Down' }),
    );
    const { runtime } = runtimeWith({ fetch });
    runtime.setComposerValue({ content: [{ type: 'input_text', text: 'Hi ' }, ada], reply: 'q' });
    await runtime.sendUserMessage();
    expect(runtime.composer.getState()).toMatchObject({
      text: 'Hi Ada',
      tags: [{ start: 3, end: 6, entity: { id: 'person_ada' } }],
      quote: 'q',
    });
  });

  it('sends nothing for a quote alone', async () => {
    const { runtime, conversations } = runtimeWith();
    await runtime.start();
    runtime.setComposerValue({ reply: 'just a quote' });
    await runtime.sendUserMessage();
    expect(conversations()).toEqual([]);
  });
});

describe('setComposerValue', () => {
  it('picks a tool and a model (null clears), each tool change an event', () => {
    const { runtime } = runtimeWith({ composerChoices: () => choices });
    const tools: (string | null)[] = [];
    runtime.events.on('toolChange', ({ toolId }) => tools.push(toolId));
    runtime.setComposerValue({ selectedToolId: 'web_search', selectedModelId: 'deep' });
    expect(runtime.composer.getState()).toMatchObject({ toolId: 'web_search', modelId: 'deep' });
    runtime.setComposerValue({ text: 'no tool change' });
    runtime.setComposerValue({ selectedToolId: null, selectedModelId: null });
    expect(runtime.composer.getState()).toMatchObject({ toolId: null, modelId: null });
    expect(tools).toEqual(['web_search', null]);
  });

  it('reports a send that clears a one-message tool as a tool change', async () => {
    const { runtime } = runtimeWith({ composerChoices: () => choices });
    await runtime.start();
    const tools: (string | null)[] = [];
    runtime.events.on('toolChange', ({ toolId }) => tools.push(toolId));
    runtime.setComposerValue({ text: 'Search', selectedToolId: 'web_search' });
    await runtime.sendUserMessage();
    expect(tools).toEqual(['web_search', null]);
  });

  it('refuses an unknown tool or model, or a malformed tag, changing nothing', () => {
    const { runtime, errors } = runtimeWith({ composerChoices: () => choices });
    runtime.setComposerValue({ text: 'before' });
    runtime.setComposerValue({ text: 'after', selectedToolId: 'nope' });
    runtime.setComposerValue({ text: 'after', selectedModelId: 'expert' });
    runtime.setComposerValue({ content: [{ ...ada, data: { note: 'x'.repeat(513) } }] });
    expect(runtime.composer.getState()).toMatchObject({
      text: 'before',
      toolId: null,
      modelId: null,
      tags: [],
    });
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'setComposerValue: selectedToolId: unknown tool "nope" (offered: web_search, canvas)',
      'setComposerValue: selectedModelId: unknown or disabled model "expert" (offered: fast, deep, expert)',
      expect.stringMatching(/^setComposerValue: content\[0\]\.data\.note: /) as unknown,
    ]);
  });

  it('sets and removes the quote', () => {
    const { runtime } = runtimeWith();
    runtime.setComposerValue({ reply: 'quoted' });
    expect(runtime.composer.getState().quote).toBe('quoted');
    runtime.setComposerValue({ reply: '' });
    expect(runtime.composer.getState().quote).toBeNull();
    runtime.setComposerValue({ reply: 'again' });
    runtime.removeQuote();
    expect(runtime.composer.getState().quote).toBeNull();
  });

  it('uploads files through the queue and its limits, and sends them with the draft', async () => {
    const { runtime, requests, sentInput } = runtimeWith();
    await runtime.start();
    runtime.setComposerValue({
      text: 'See attached',
      files: [new File(['abc'], 'notes.txt', { type: 'text/plain' })],
    });
    await vi.waitFor(() => {
      expect(runtime.composer.getState().attachments[0]?.status).toBe('uploaded');
    });
    expect(requests.some((r) => r.url.pathname === '/v1/uikit/files')).toBe(true);
    await runtime.sendUserMessage();
    expect(sentInput()).toMatchObject({ attachments: ['file_notes.txt'] });

    // Past max_files (5 in the session) the queue refuses, as for picked files.
    runtime.setComposerValue({
      files: Array.from({ length: 5 }, (_, i) => new File(['x'], `${String(i)}.txt`)),
    });
    expect(runtime.composer.getState().attachments).toHaveLength(4);
    expect(runtime.composer.getState().notice).toBe('At most 5 files');
  });

  it('attachments replace the composer files: chips for the given ones, queue uploads left out are deleted', async () => {
    const { runtime, requests, sentInput } = runtimeWith();
    await runtime.start();
    runtime.setComposerValue({ files: [new File(['abc'], 'mine.txt', { type: 'text/plain' })] });
    await vi.waitFor(() => {
      expect(runtime.composer.getState().attachments[0]?.status).toBe('uploaded');
    });
    runtime.setComposerValue({
      attachments: [{ id: 'file_host', type: 'image', name: 'host.png', mime_type: 'image/png' }],
    });
    expect(runtime.composer.getState().attachments).toMatchObject([
      {
        name: 'host.png',
        mimeType: 'image/png',
        status: 'uploaded',
        uploaded: { id: 'file_host' },
      },
    ]);
    await vi.waitFor(() => {
      expect(
        requests.some((r) => r.method === 'DELETE' && r.url.pathname.endsWith('/file_mine.txt')),
      ).toBe(true);
    });
    runtime.setComposerValue({ text: 'Look' });
    await runtime.sendUserMessage();
    expect(sentInput()).toMatchObject({ attachments: ['file_host'] });
  });
});

describe('history events', () => {
  it('reports the history panel opening and closing, once each', () => {
    const { runtime } = runtimeWith();
    const seen: string[] = [];
    runtime.events.on('historyOpen', () => seen.push('open'));
    runtime.events.on('historyClose', () => seen.push('close'));
    runtime.showHistory();
    runtime.showHistory();
    runtime.hideHistory();
    expect(seen).toEqual(['open', 'close']);
  });
});
