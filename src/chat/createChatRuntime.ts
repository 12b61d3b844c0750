import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  createSessionManager,
  type GetSession,
  type SessionManager,
} from '../client/sessionManager';
import type { FetchLike } from '../client/transport';
import { createUikitClient, type UikitClient } from '../client/UikitClient';
import { createThreadStore, type ThreadStore } from '../state/createThreadStore';
import type { ListPage } from '../wire/common';
import type { ConversationOperation, UserInput, WidgetAction } from '../wire/conversation';
import { UikitApiError, UikitConnectionError, UikitParseError } from '../wire/errors';
import type { ReceivedThreadItem } from '../wire/received';
import type { FeedbackKind } from '../wire/thread';
import { createChatEvents, type ChatEvents } from './chatEvents';
import { createComposerStore, type ComposerAttachment, type ComposerStore } from './composerStore';
import {
  frameScheduler,
  startResponse,
  type ClientToolHandler,
  type FlushScheduler,
  type RunningResponse,
  type ResponseOutcome,
} from './runResponse';
import { createUploadQueue, type UploadMessages, type UploadQueue } from './uploadQueue';

/** What went wrong last, for the chat to show until the user moves on. */
export interface ChatProblem {
  /** What the user was doing. */
  readonly during: 'session' | 'send' | 'action' | 'load';
  readonly error: unknown;
}

/** The chat's own state besides the thread, the composer and the session. */
export interface ChatState {
  readonly threadId: string | null;
  /**
   * `created`: this chat started the thread, so the store holds all of it already; `opened`: it
   * was opened (history, `setThreadId`) and its items must be loaded.
   */
  readonly threadOrigin: 'created' | 'opened';
  readonly historyOpen: boolean;
  readonly problem: ChatProblem | null;
}

/**
 * What `createChatRuntime` takes. The functions are called when needed, so they may read the latest
 * host options.
 */
export interface ChatRuntimeOptions {
  baseUrl: string;
  getSession: GetSession;
  fetch?: FetchLike;
  initialThreadId?: string | null;
  clientTools: () => Readonly<Record<string, ClientToolHandler>>;
  uploadMessages: () => UploadMessages;
  acceptedFileTypes: () => readonly string[];
  /** Defaults to one store update per animation frame. */
  scheduleFlush?: FlushScheduler;
}

/** A message to send; fields left out come from the composer. */
export interface OutgoingMessage {
  text?: string;
  /** Ids of uploaded files. */
  attachments?: readonly string[];
  /** Quoted text sent before the message (a `quoted_text` part). */
  quote?: string;
  toolId?: string | null;
  modelId?: string | null;
}

/** Items of a page of the item list, oldest first, with the cursor to older ones. */
export interface ItemsPage {
  items: ReceivedThreadItem[];
  olderCursor: string | null;
}

const PAGE_SIZE = 30;

/** Renew the session this long before `expires_at` (at most half its life). */
const RENEW_BEFORE_MS = 30_000;

/**
 * A chat without React: the session, the API client, the thread store, the composer, uploads and
 * the answer being streamed, with every command of the chat. Create one per chat; the React layer
 * (`useUikit`) binds to it.
 */
export function createChatRuntime(options: ChatRuntimeOptions) {
  const events: ChatEvents = createChatEvents();
  const sessions: SessionManager = createSessionManager({ getSession: options.getSession });
  const client: UikitClient = createUikitClient({
    baseUrl: options.baseUrl,
    clientSecret: (context) => sessions.getClientSecret(context),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Protocol section 10: what was repaired goes to the log; what was left out or skipped is
    // also an error, naming where (`UikitParseError.path`).
    onProblem: (problem) => {
      events.emit('log', {
        name: `data.${problem.outcome}`,
        data: {
          subject: problem.subject,
          path: problem.path,
          message: problem.message,
          ...(problem.itemId === undefined ? {} : { itemId: problem.itemId }),
        },
      });
      if (problem.outcome === 'skipped') {
        events.emit('error', {
          error: new UikitParseError(problem.subject, [
            { path: problem.path, message: problem.message },
          ]),
        });
      }
    },
    onResponse: (meta) => {
      events.emit('log', {
        name: 'response',
        data: {
          status: meta.status,
          requestId: meta.requestId,
          clientRequestId: meta.clientRequestId,
        },
      });
    },
  });
  const store: ThreadStore = createThreadStore();
  const composer: ComposerStore = createComposerStore();
  const chat: StoreApi<ChatState> = createStore<ChatState>()(() => ({
    threadId: options.initialThreadId ?? null,
    threadOrigin: 'opened',
    historyOpen: false,
    problem: null,
  }));
  const uploads: UploadQueue = createUploadQueue({
    client,
    composer,
    configuration: () => sessions.getState().session?.chatkit_configuration.file_upload ?? null,
    messages: options.uploadMessages,
    accept: options.acceptedFileTypes,
  });

  let running: RunningResponse | null = null;
  const report = (problem: ChatProblem) => {
    chat.setState({ problem });
  };

  /** Re-reads the thread and its latest items (after a dropped stream, or on request). */
  const fetchUpdates = async (): Promise<void> => {
    const threadId = chat.getState().threadId;
    if (threadId === null) return;
    const [thread, page] = await Promise.all([
      client.threads.get(threadId),
      client.threads.listItems(threadId, { limit: PAGE_SIZE, order: 'desc' }),
    ]);
    if (chat.getState().threadId !== threadId) return;
    store.getState().dispatch({ type: 'thread.loaded', thread: thread.data });
    store
      .getState()
      .dispatch({ type: 'items.page', items: [...page.data.data].reverse(), position: 'newer' });
  };

  const afterFailure = async (outcome: ResponseOutcome, during: ChatProblem['during']) => {
    const { error } = outcome;
    if (error === null) return;
    report({ during, error });
    try {
      if (error instanceof UikitConnectionError || error instanceof UikitParseError) {
        // A dropped stream: show what the service stored.
        await fetchUpdates();
      } else if (error instanceof UikitApiError && error.status === 409) {
        // Locked, closed or busy: the thread's status tells the composer why.
        await fetchUpdates();
      }
    } catch (refreshError) {
      events.emit('log', { name: 'refresh.failed', data: { error: String(refreshError) } });
    }
  };

  const respond = async (
    operation: ConversationOperation,
    during: ChatProblem['during'],
  ): Promise<ResponseOutcome | null> => {
    if (running) {
      running.stop();
      await running.done;
    }
    const current = startResponse(
      {
        client,
        store,
        events,
        clientTools: options.clientTools,
        scheduleFlush: options.scheduleFlush ?? frameScheduler,
        onThreadCreated: (thread) => {
          chat.setState({ threadId: thread.id, threadOrigin: 'created' });
          events.emit('threadChange', { threadId: thread.id });
        },
      },
      operation,
    );
    running = current;
    chat.setState({ problem: null });
    const outcome = await current.done;
    if (running === current) running = null;
    await afterFailure(outcome, during);
    return outcome;
  };

  // One renewal timer per chat (not per component that reads the session): it follows each new
  // `expires_at`, so an open chat never meets an expired secret. The 401 path stays in the session
  // manager, which renews once and retries.
  let renewal: ReturnType<typeof setTimeout> | undefined;
  let stopRenewing: (() => void) | undefined;
  const scheduleRenewal = (expiresAt: number | null) => {
    clearTimeout(renewal);
    renewal = undefined;
    if (expiresAt === null) return;
    const life = expiresAt * 1000 - Date.now();
    // 30 s before the end, or at half-life for a short session. The hook this replaces took the
    // earlier of the two and then asked `get()`, which still found the session fresh and renewed
    // nothing; forcing here is safe because the manager never mints two at once.
    const delay = Math.max(1000, life - Math.min(RENEW_BEFORE_MS, life / 2));
    renewal = setTimeout(() => {
      sessions.get({ force: true }).catch(() => undefined);
    }, delay);
  };
  const startRenewing = () => {
    if (stopRenewing) return;
    let scheduledFor: number | null = null;
    const follow = () => {
      const expiresAt = sessions.getState().session?.expires_at ?? null;
      if (expiresAt === scheduledFor) return;
      scheduledFor = expiresAt;
      scheduleRenewal(expiresAt);
    };
    const unsubscribe = sessions.subscribe(follow);
    follow();
    stopRenewing = () => {
      unsubscribe();
      clearTimeout(renewal);
      renewal = undefined;
      stopRenewing = undefined;
    };
  };

  return {
    events,
    sessions,
    client,
    store,
    composer,
    chat,
    uploads,

    /**
     * Gets the session (the chat is ready once it has one) and starts the chat's one renewal
     * timer, which renews about 30 s before `expires_at`. `dispose()` clears it.
     */
    async start(): Promise<void> {
      startRenewing();
      try {
        const session = await sessions.get();
        events.emit('ready', { sessionId: session.id });
      } catch (error) {
        report({ during: 'session', error });
        events.emit('error', { error });
      }
    },

    /** Asks the host's route for a fresh session, e.g. after the previous one ended. */
    async restartSession(): Promise<void> {
      chat.setState({ problem: null });
      uploads.resetSession();
      try {
        await sessions.get({ force: true });
      } catch (error) {
        report({ during: 'session', error });
      }
    },

    /** Opens a thread (null: a new chat). Stops an answer in progress first. */
    setThreadId(threadId: string | null): void {
      if (chat.getState().threadId === threadId) return;
      running?.stop();
      store.getState().dispatch({ type: 'reset', thread: null });
      chat.setState({ threadId, threadOrigin: 'opened', problem: null });
      events.emit('threadChange', { threadId });
    },

    /**
     * Sends a message (by default the composer's draft and attachments). The draft is cleared at
     * once and put back if the service never stored the message.
     */
    async sendUserMessage(message: OutgoingMessage = {}): Promise<void> {
      const draft = composer.getState();
      const fromComposer = message.text === undefined;
      if (
        fromComposer &&
        draft.attachments.some((attachment) => attachment.status === 'uploading')
      ) {
        // The composer keeps send disabled meanwhile; a command must not drop the files either.
        events.emit('log', { name: 'send.waiting_for_uploads' });
        return;
      }
      const text = (message.text ?? draft.text).trim();
      const sent: readonly ComposerAttachment[] =
        message.attachments === undefined
          ? draft.attachments.filter((a) => a.status === 'uploaded')
          : [];
      const attachmentIds =
        message.attachments ??
        sent.flatMap((attachment) => (attachment.uploaded ? [attachment.uploaded.id] : []));
      if (text === '' && attachmentIds.length === 0) return;
      const input: UserInput = {
        content: [
          ...(message.quote ? [{ type: 'quoted_text' as const, text: message.quote }] : []),
          ...(text === '' ? [] : [{ type: 'input_text' as const, text }]),
        ],
        attachments: [...attachmentIds],
        inference_options: {
          model: message.modelId === undefined ? draft.modelId : message.modelId,
          tool_choice: (() => {
            const toolId = message.toolId === undefined ? draft.toolId : message.toolId;
            return toolId === null ? null : { id: toolId };
          })(),
        },
      };
      if (fromComposer) {
        composer.setState({ text: '', notice: null });
        uploads.clearSent();
      }
      const threadId = chat.getState().threadId;
      const outcome = await respond(
        threadId === null
          ? { type: 'threads.create', params: { input } }
          : { type: 'threads.add_user_message', params: { thread_id: threadId, input } },
        'send',
      );
      if (
        fromComposer &&
        outcome !== null &&
        !outcome.userMessageStored &&
        outcome.error !== null
      ) {
        // Nothing was stored: give the user their text and files back.
        composer.setState((state) => ({
          text: state.text === '' ? draft.text : state.text,
          attachments: [
            ...sent,
            ...state.attachments.filter((attachment) => !sent.includes(attachment)),
          ],
        }));
      }
    },

    /** Sends a widget's server action (`threads.custom_action`). */
    async sendCustomAction(action: WidgetAction, itemId: string): Promise<void> {
      const threadId = chat.getState().threadId;
      if (threadId === null) return;
      await respond(
        { type: 'threads.custom_action', params: { thread_id: threadId, item_id: itemId, action } },
        'action',
      );
    },

    /** Answers again from a user message (by default the last one): later items are removed. */
    async retry(itemId?: string): Promise<void> {
      const threadId = chat.getState().threadId;
      if (threadId === null) return;
      const state = store.getState();
      const target =
        itemId ?? [...state.items].reverse().find((item) => item.type === 'uikit.user_message')?.id;
      if (target === undefined) return;
      store.getState().dispatch({ type: 'error.dismissed' });
      await respond(
        { type: 'threads.retry_after_item', params: { thread_id: threadId, item_id: target } },
        'send',
      );
    },

    /** Stops the answer in progress (the service keeps what it produced). */
    stop(): void {
      running?.stop();
    },

    isResponding(): boolean {
      return running !== null;
    },

    fetchUpdates,

    /** One page of the open thread's items, newest first from `after` (the react-query fetcher). */
    async fetchItemsPage(
      threadId: string,
      after: string | undefined,
      signal?: AbortSignal,
    ): Promise<ItemsPage> {
      const { data } = await client.threads.listItems(
        threadId,
        { limit: PAGE_SIZE, order: 'desc', ...(after === undefined ? {} : { after }) },
        signal ? { signal } : {},
      );
      const page = pageOf(data);
      if (page.olderCursor !== null && page.olderCursor === after) {
        // A cursor that does not move would fetch the same page forever.
        events.emit('log', { name: 'items.cursor_stuck', data: { threadId, after } });
        return { ...page, olderCursor: null };
      }
      return page;
    },

    async sendFeedback(itemIds: readonly string[], kind: FeedbackKind): Promise<void> {
      const threadId = chat.getState().threadId;
      if (threadId === null) return;
      await client.threads.sendFeedback(threadId, itemIds, kind);
    },

    setComposerValue(value: {
      text?: string;
      toolId?: string | null;
      modelId?: string | null;
    }): void {
      composer.setState((state) => ({
        text: value.text ?? state.text,
        toolId: value.toolId === undefined ? state.toolId : value.toolId,
        modelId: value.modelId === undefined ? state.modelId : value.modelId,
      }));
    },

    showHistory(): void {
      chat.setState({ historyOpen: true });
    },
    hideHistory(): void {
      chat.setState({ historyOpen: false });
    },
    dismissProblem(): void {
      chat.setState({ problem: null });
    },

    /** Stops the answer in progress; the runtime can start again (React remounts). */
    dispose(): void {
      stopRenewing?.();
      running?.stop();
    },
  };
}

/**
 * A page oldest first, with the cursor to older ones: the page's `last_id`, else (a service that
 * left it out) the oldest item the page holds, so paging goes on.
 */
function pageOf(page: ListPage<ReceivedThreadItem>): ItemsPage {
  const cursor = page.last_id ?? page.data.at(-1)?.id ?? null;
  return { items: [...page.data].reverse(), olderCursor: page.has_more ? cursor : null };
}

/**
 * One chat without React: its stores, client, session and commands, as `createChatRuntime` returns
 * them.
 */
export type ChatRuntime = ReturnType<typeof createChatRuntime>;
