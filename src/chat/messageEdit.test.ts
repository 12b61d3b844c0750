import { describe, expect, it, vi } from 'vitest';
import { assistantMessage, thread, THREAD_ID, userMessage } from '../../test/fixtures/items';
import { taggedUserMessage } from '../../test/fixtures/states';
import { sessionFixture } from '../../test/fixtures/session';
import {
  errorResponse,
  fakeFetch,
  sseResponse,
  type Responder,
} from '../../test/support/fakeFetch';
import { createSessionManager } from '../client/sessionManager';
import { createUikitClient } from '../client/UikitClient';
import { createThreadStore } from '../state/createThreadStore';
import type { UserMessageItem } from '../wire/items';
import type { ReceivedUserMessageItem } from '../wire/received';
import { createAnswerInProgress } from './answerInProgress';
import { canEditMessages } from './capabilities';
import { createChatEvents } from './chatEvents';
import { createChatState } from './chatState';
import { createComposerStore } from './composerStore';
import { UikitCommandError } from './messageCommands';
import { createSending } from './sending';

const sse = (...events: object[]) =>
  sseResponse(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''));
const later: UserMessageItem = {
  ...userMessage,
  id: 'itm_user_2',
  content: [{ type: 'input_text', text: 'And?' }],
};
const laterAnswer = { ...assistantMessage, id: 'itm_assistant_2' };
const newAnswer = {
  ...assistantMessage,
  id: 'itm_assistant_new',
  content: [{ type: 'output_text', text: 'Pack for June.', annotations: [] }],
};

/** What the local API streams for an edit of `edited`: the later items go, then the answer. */
const editStream = (edited: UserMessageItem) => () =>
  sse(
    { type: 'thread.item.removed', item_id: assistantMessage.id },
    { type: 'thread.item.removed', item_id: later.id },
    { type: 'thread.item.removed', item_id: laterAnswer.id },
    { type: 'thread.item.replaced', item: edited },
    { type: 'thread.item.added', item: { ...newAnswer, content: [] } },
    { type: 'thread.item.done', item: newAnswer },
  );

/** The runtime's sending part on a thread of two turns, with a session of `capabilities`. */
async function editingWith(
  responders: Responder[],
  /** null: a session without the field (a ChatKit server's, an older service's). */
  capabilities: string[] | null = ['resume', 'stop', 'edit'],
  first: UserMessageItem = userMessage,
) {
  const { fetch, requests } = fakeFetch(...responders);
  const events = createChatEvents();
  const sessions = createSessionManager({
    getSession: () =>
      Promise.resolve(
        sessionFixture({
          expires_at: Math.floor(Date.now() / 1000) + 600,
          ...(capabilities === null ? {} : { capabilities }),
        }),
      ),
  });
  await sessions.get();
  const client = createUikitClient({
    baseUrl: 'https://api.example.test',
    clientSecret: 'cs_test',
    fetch,
  });
  const store = createThreadStore(thread);
  store.getState().dispatch({
    type: 'items.page',
    items: [first, assistantMessage, later, laterAnswer],
    position: 'newer',
  });
  const chatState = createChatState({ events, threadId: THREAD_ID, reopening: false });
  const { chat } = chatState;
  const answer = createAnswerInProgress({ chat });
  const loader = { refresh: vi.fn(() => Promise.resolve()), refreshThread: vi.fn() };
  const sending = createSending({
    client,
    store,
    events,
    chat,
    composer: createComposerStore(),
    sessions,
    answer,
    thread: { open: vi.fn(), created: vi.fn() },
    loader,
    problems: chatState,
    uploads: { clearSent: vi.fn() },
    choices: () => ({
      tools: [{ id: 'web_search' }, { id: 'calendar' }],
      models: [
        { id: 'gpt-large', label: 'Large' },
        { id: 'gpt-fast', label: 'Fast' },
      ],
    }),
    clientTools: () => ({}),
    scheduleFlush: (flush) => {
      queueMicrotask(flush);
      return () => undefined;
    },
  });
  return { sending, requests, store, chat, answer, sessions, loader };
}

const itemIds = (store: ReturnType<typeof createThreadStore>) => store.getState().itemIds;

describe('editing a user message', () => {
  it('sends the new text with the quote, files, tool and model as stored, and the new answer replaces the later items', async () => {
    const edited = {
      ...userMessage,
      content: [
        { type: 'quoted_text' as const, text: 'Lisbon is hilly; bring good shoes.' },
        { type: 'input_text' as const, text: 'What about June?' },
      ],
    };
    const { sending, requests, store } = await editingWith([editStream(edited)]);
    const took = await sending.editUserMessage(userMessage.id, { text: '  What about June?\n' });
    expect(took).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      type: 'threads.edit_user_message',
      params: {
        thread_id: THREAD_ID,
        item_id: userMessage.id,
        input: {
          content: [
            { type: 'quoted_text', text: 'Lisbon is hilly; bring good shoes.' },
            { type: 'input_text', text: 'What about June?' },
          ],
          attachments: ['file_photo', 'file_pdf'],
          inference_options: { model: 'gpt-large', tool_choice: { id: 'web_search' } },
        },
      },
    });
    expect(itemIds(store)).toEqual([userMessage.id, newAnswer.id]);
    const shown = store.getState().items[0] as ReceivedUserMessageItem;
    expect(shown.content[1]).toEqual({ type: 'input_text', text: 'What about June?' });
    expect(store.getState().response.status).toBe('idle');
  });

  it('keeps a tag wherever its text still stands, and drops it with its text', async () => {
    const { sending, requests } = await editingWith(
      [editStream(taggedUserMessage), editStream(taggedUserMessage)],
      ['edit'],
      taggedUserMessage,
    );
    await sending.editUserMessage(taggedUserMessage.id, {
      text: 'Where should Ada Lovelace go in June?',
    });
    const sentContent = (index: number) =>
      (requests[index]?.body as { params: { input: { content: unknown[] } } }).params.input.content;
    expect(sentContent(0)).toEqual([
      { type: 'quoted_text', text: 'Lisbon is hilly; bring good shoes.' },
      { type: 'input_text', text: 'Where should ' },
      { type: 'input_tag', id: 'person_ada', text: 'Ada Lovelace' },
      { type: 'input_text', text: ' go in June?' },
    ]);
    await sending.editUserMessage(taggedUserMessage.id, { text: 'What should Ada pack?' });
    expect(sentContent(1)).toEqual([
      { type: 'quoted_text', text: 'Lisbon is hilly; bring good shoes.' },
      { type: 'input_text', text: 'What should Ada pack?' },
    ]);
  });

  it('changes the quote, files, tool and model only when told to', async () => {
    const { sending, requests } = await editingWith([editStream(userMessage)]);
    await sending.editUserMessage(userMessage.id, {
      content: [
        { type: 'input_text', text: 'Ask ' },
        { type: 'input_tag', id: 'p1', text: 'Grace', data: { age: 85 } },
      ],
      reply: null,
      attachments: ['file_new', { id: 'file_other', name: 'b.txt' }],
      toolChoice: null,
      model: 'gpt-fast',
    });
    expect(requests[0]?.body).toMatchObject({
      params: {
        input: {
          content: [
            { type: 'input_text', text: 'Ask ' },
            { type: 'input_tag', id: 'p1', text: 'Grace', data: { age: '85' } },
          ],
          attachments: ['file_new', 'file_other'],
          inference_options: { model: 'gpt-fast', tool_choice: null },
        },
      },
    });
  });

  it('with nothing changed, answers the message again as it is', async () => {
    const { sending, requests } = await editingWith([editStream(userMessage)]);
    await sending.editUserMessage(userMessage.id);
    expect(requests[0]?.body).toMatchObject({
      type: 'threads.edit_user_message',
      params: { input: { content: userMessage.content } },
    });
  });

  it('resolves false and shows the problem when the service refuses, the later items still there', async () => {
    const { sending, chat, store } = await editingWith([
      () => errorResponse(500, { type: 'server_error', message: 'Boom' }),
    ]);
    const took = await sending.editUserMessage(userMessage.id, { text: 'What about June?' });
    expect(took).toBe(false);
    expect(chat.getState().problem?.during).toBe('send');
    expect(itemIds(store)).toEqual([userMessage.id, assistantMessage.id, later.id, laterAnswer.id]);
  });
});

describe('an edit refused, nothing sent', () => {
  const refusal = async (
    run: (harness: Awaited<ReturnType<typeof editingWith>>) => Promise<unknown>,
    message: RegExp,
    capabilities?: string[] | null,
  ) => {
    const harness = await editingWith([editStream(userMessage)], capabilities);
    const error: unknown = await run(harness).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UikitCommandError);
    expect((error as UikitCommandError).command).toBe('editUserMessage');
    expect((error as Error).message).toMatch(message);
    expect(harness.requests).toEqual([]);
  };

  it('where the session has no edit capability (a ChatKit server, an older service)', async () => {
    await refusal(
      ({ sending }) => sending.editUserMessage(userMessage.id, { text: 'x' }),
      /no "edit" capability/,
      ['resume', 'stop'],
    );
    await refusal(
      ({ sending }) => sending.editUserMessage(userMessage.id, { text: 'x' }),
      /no "edit" capability/,
      null,
    );
  });

  it('while an answer is being produced', async () => {
    await refusal(({ sending, answer }) => {
      void answer.run(() => ({
        done: new Promise(() => undefined),
        stop: () => undefined,
        detach: () => undefined,
      }));
      return sending.editUserMessage(userMessage.id, { text: 'x' });
    }, /an answer is being produced/);
  });

  it('for an unknown item or one that is not a user message', async () => {
    await refusal(
      ({ sending }) => sending.editUserMessage('itm_unknown', { text: 'x' }),
      /"itm_unknown" is not a user message/,
    );
    await refusal(
      ({ sending }) => sending.editUserMessage(assistantMessage.id, { text: 'x' }),
      /is not a user message/,
    );
  });

  it('for a tool or model the composer does not offer, or an empty message', async () => {
    await refusal(
      ({ sending }) => sending.editUserMessage(userMessage.id, { toolChoice: { id: 'nope' } }),
      /toolChoice: unknown tool "nope"/,
    );
    await refusal(
      ({ sending }) => sending.editUserMessage(userMessage.id, { text: '   ', attachments: [] }),
      /would be empty/,
    );
  });

  it('the capability read from the session', async () => {
    const [can, cannot, absent] = await Promise.all([
      editingWith([]),
      editingWith([], ['resume', 'stop']),
      editingWith([], null),
    ]);
    expect(canEditMessages(can.sessions.getState())).toBe(true);
    expect(canEditMessages(cannot.sessions.getState())).toBe(false);
    expect(canEditMessages(absent.sessions.getState())).toBe(false);
  });
});
