import { QueryClient } from '@tanstack/query-core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  createSessionManager,
  type GetSession,
  type SessionManager,
  type SessionState,
} from '../client/sessionManager';
import type { FetchLike } from '../client/transport';
import { createUikitClient, type UikitClient } from '../client/UikitClient';
import { createThreadStore, type ThreadStore } from '../state/createThreadStore';
import type { ConversationOperation, UserInput, WidgetAction } from '../wire/conversation';
import { UikitApiError, UikitConnectionError, UikitParseError } from '../wire/errors';
import type { DeepLink } from '../security/urlPolicy';
import type { Session } from '../wire/session';
import type { FeedbackKind, Thread } from '../wire/thread';
import type { ThreadState } from '../state/threadState';
import { selectTurnItems } from '../state/turns';
import { createChatEvents, type ChatEvents } from './chatEvents';
import { browserLanguages, resolveLocale } from '../wire/locale';
import {
  effectiveModelId,
  keepsToolAfterSend,
  NO_COMPOSER_CHOICES,
  type ComposerChoices,
} from './composerChoices';
import {
  createComposerStore,
  type ComposerAttachment,
  type ComposerState,
  type ComposerStore,
} from './composerStore';
import type { TaggedText } from './entities/draftParts';
import type { LastThreadMemory, ThreadMemoryStorage } from './lastThread';
import { createRateLimitState, type RateLimitState } from './rateLimitState';
import type { Readable } from './readable';
import {
  frameScheduler,
  startResponse,
  type ClientToolHandler,
  type FlushScheduler,
  type RunningResponse,
  type ResponseOutcome,
} from './runResponse';
import { createThreadHistory, type HistoryState } from './threadHistory';
import { createThreadLoader, type ThreadLoadState } from './threadLoader';
import {
  attachmentId,
  contentProblems,
  draftOfContent,
  messageContent,
  pickProblems,
  UikitCommandError,
  type ComposerValue,
  type SendUserMessageParams,
} from './messageCommands';
import { createUploadQueue, type UploadMessages, type UploadQueue } from './uploadQueue';
import type { WidgetActionContext, WidgetActionHandler } from '../wire/widgetActions';

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
  /**
   * True while the chat looks for the thread to reopen (`initialThreadId: 'last'`), until it has
   * opened it or found none: show neither the start screen nor an empty thread meanwhile.
   */
  readonly reopening: boolean;
  readonly problem: ChatProblem | null;
  /**
   * The answer in progress has gone `STOP_GRACE_MS` without the service saying whether it can be
   * stopped: the stop control turns on anyway.
   */
  readonly stopGraceOver: boolean;
}

/**
 * How long a response may go without the service saying whether it can be stopped (its first
 * event, `stream_options`) before the stop control turns on anyway: an answer that never comes
 * (a hung stream, a widget action a service never answers) must not leave the chat stuck.
 */
export const STOP_GRACE_MS = 2000;

/**
 * What `createChatRuntime` takes. The functions are called when needed, so they may read the latest
 * host options.
 */
export interface ChatRuntimeOptions {
  baseUrl: string;
  getSession: GetSession;
  fetch?: FetchLike;
  /**
   * The thread to open first; null (the default) starts a new chat. `'last'`: the thread this
   * user had open when they last left, in this browser: the runtime remembers it (see
   * `lastThreadStorage`) and opens it once the session says who the user is, or starts a new chat
   * when there is none or it is gone.
   *
   * @example
   * createChatRuntime({ ...options, initialThreadId: 'last' });
   */
  initialThreadId?: 'last' | (string & {}) | null;
  /**
   * Where `initialThreadId: 'last'` remembers the open thread. Default `localStorage` (nothing
   * is remembered where it is missing or refuses); the key is the kit's, per API base URL,
   * workflow and user (the session's `user`, digested). Unused for any other `initialThreadId`.
   */
  lastThreadStorage?: ThreadMemoryStorage | null;
  clientTools: () => Readonly<Record<string, ClientToolHandler>>;
  uploadMessages: () => UploadMessages;
  acceptedFileTypes: () => readonly string[];
  /**
   * The tools and models the composer offers (read at each pick and send): a disabled model is
   * never picked, the default model goes with a message when none is picked, and a tool that is
   * not `persistent` clears after a send. Default: none configured, any pick goes through.
   */
  composerChoices?: () => ComposerChoices;
  /** Defaults to one store update per animation frame. */
  scheduleFlush?: FlushScheduler;
  /**
   * Handles widget actions whose `handler` is `client` (read when one fires); server actions go to
   * the workflow (`threads.custom_action`).
   */
  onClientWidgetAction?: () => WidgetActionHandler | undefined;
  /** Whether the host shows history (read when the session changes). Default true. */
  historyEnabled?: () => boolean;
  /**
   * The TanStack Query client holding thread and history data (a react-query `QueryClient` is
   * one). Default: the chat's own.
   */
  queryClient?: QueryClient;
  /** Prefix of this chat's query keys. Default `['uikit', <unique id>]`. */
  queryKey?: readonly unknown[];
  /**
   * The host's `locale` (read at each request); without one, the browser's languages. The
   * language the chat speaks (`resolveLocale`) goes with every request as `Accept-Language`.
   */
  locale?: () => string | undefined;
}

/**
 * Everything a chat shows, in one object: the same object until something changes, so it can be
 * compared by identity (`useSyncExternalStore`, a selector library, a test).
 */
export interface ChatSnapshot {
  readonly chat: ChatState;
  readonly thread: ThreadState;
  readonly threadLoad: ThreadLoadState;
  readonly composer: ComposerState;
  readonly session: SessionState;
  readonly history: HistoryState;
  readonly rateLimit: RateLimitState;
}

/**
 * A message to send; fields left out come from the composer (ChatKit's `sendUserMessage` options,
 * see {@link SendUserMessageParams}).
 */
export type OutgoingMessage = SendUserMessageParams;

const PAGE_SIZE = 30;
let chatCount = 0;

/** After a stop, when to read an untitled thread again for the title the service gives it. */
const TITLE_REREAD_MS = [500, 2000];

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
    acceptLanguage: () => resolveLocale(options.locale?.(), browserLanguages()).tag,
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
  const choices = options.composerChoices ?? (() => NO_COMPOSER_CHOICES);
  const reopenLast = options.initialThreadId === 'last';
  // Loaded only by a chat that reopens (it fetches while the session does); none if it fails.
  const lastThread: Promise<LastThreadMemory | null> | null = reopenLast
    ? import('./lastThread').then(
        (module) => module.createLastThreadMemory(options.baseUrl, options.lastThreadStorage),
        () => null,
      )
    : null;
  const chat: StoreApi<ChatState> = createStore<ChatState>()(() => ({
    threadId: reopenLast ? null : (options.initialThreadId ?? null),
    threadOrigin: 'opened',
    historyOpen: false,
    reopening: reopenLast,
    problem: null,
    stopGraceOver: false,
  }));
  const uploads: UploadQueue = createUploadQueue({
    client,
    composer,
    configuration: () => sessions.getState().session?.chatkit_configuration.file_upload ?? null,
    messages: options.uploadMessages,
    accept: options.acceptedFileTypes,
    onDeleteFailed: (fileId, error) => {
      events.emit('log', { name: 'file.delete_failed', data: { fileId, error: String(error) } });
      events.emit('error', { error });
    },
  });
  // The composer's tool and the history panel are reported as they change, whoever changed them
  // (a picker, a command, a send that clears a one-message tool).
  composer.subscribe((state, previous) => {
    if (state.toolId !== previous.toolId) events.emit('toolChange', { toolId: state.toolId });
  });
  chat.subscribe((state, previous) => {
    if (state.historyOpen !== previous.historyOpen)
      events.emit(state.historyOpen ? 'historyOpen' : 'historyClose', {});
  });

  // A host's client is mounted by the host; the chat's own is mounted while the chat runs.
  const ownsQueryClient = options.queryClient === undefined;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  chatCount += 1;
  const queryKey = options.queryKey ?? ['uikit', `chat-${chatCount}`];
  const loader = createThreadLoader({
    queryClient,
    queryKey,
    client,
    store,
    events,
    pageSize: PAGE_SIZE,
  });
  let leaveThread: (threadId: string) => void = () => undefined;
  const history = createThreadHistory({
    queryClient,
    queryKey,
    client,
    events,
    allowed: () => {
      const configuration = sessions.getState().session?.chatkit_configuration.history;
      const enabled = configuration?.enabled === true && (options.historyEnabled?.() ?? true);
      return { enabled, cap: configuration?.recent_threads ?? null };
    },
    leave: (threadId) => {
      leaveThread(threadId);
    },
    renamed: (thread) => {
      if (store.getState().thread?.id === thread.id)
        store.getState().dispatch({ type: 'thread.loaded', thread });
    },
    listed: () => {
      adoptListedTitle();
    },
  });
  /**
   * A title the history list shows belongs to the open thread too: it may have come without a
   * `thread.updated` (an answer stopped before the service titled the thread).
   */
  const adoptListedTitle = () => {
    const open = store.getState().thread;
    // No thread open, or it has its title.
    if (open?.title !== null) return;
    const listed = history.getState().threads.find((thread) => thread.id === open.id);
    if (listed?.title != null)
      store
        .getState()
        .dispatch({ type: 'thread.loaded', thread: { ...open, title: listed.title } });
  };
  const rateLimit = createRateLimitState(client.rateLimit);

  let running: RunningResponse | null = null;
  /** Widget actions fired while an answer streams, sent one after another once it ends. */
  let actionQueue: Promise<void> = Promise.resolve();
  /** How many times the user pressed stop: an action fired before a stop is not sent after it. */
  let stopPresses = 0;
  /**
   * Resolves when no answer is streaming (one that starts meanwhile is waited for too). `respond`
   * awaits its answer's `done` before anyone else can, so it has cleared `running` by the time this
   * loop looks again.
   */
  const answerEnded = async () => {
    while (running) await running.done;
  };
  const report = (problem: ChatProblem) => {
    chat.setState({ problem });
  };

  /** Re-reads the thread and its loaded items (after a dropped stream, or on request). */
  const fetchUpdates = (): Promise<void> => loader.refresh();

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

  /**
   * A stopped answer gets no `thread.updated`: the service titles the thread as it stores what it
   * had, after the stream is gone (a moment after the stop). Read the thread again then, twice at
   * most, so the header shows that title; the history list brings it too when it is read.
   */
  let titleWait: ReturnType<typeof setTimeout> | undefined;
  const awaitTitle = (delays: readonly number[] = TITLE_REREAD_MS) => {
    clearTimeout(titleWait);
    const open = store.getState().thread;
    const titling = sessions.getState().session?.chatkit_configuration.automatic_thread_titling;
    const [delay, ...later] = delays;
    if (open?.title !== null || titling?.enabled !== true || delay === undefined) return;
    titleWait = setTimeout(() => {
      const now = store.getState().thread;
      if (now?.id !== open.id || now.title !== null) return;
      loader
        .refreshThread()
        .catch((error: unknown) => {
          events.emit('log', { name: 'refresh.failed', data: { error: String(error) } });
        })
        .finally(() => {
          if (store.getState().thread?.id === open.id) awaitTitle(later);
        });
    }, delay);
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
          loader.open(thread.id, 'created');
          events.emit('threadChange', { threadId: thread.id });
        },
      },
      operation,
    );
    running = current;
    chat.setState({ problem: null, stopGraceOver: false });
    const grace = setTimeout(() => {
      if (running === current) chat.setState({ stopGraceOver: true });
    }, STOP_GRACE_MS);
    const outcome = await current.done;
    clearTimeout(grace);
    if (running === current) {
      running = null;
      chat.setState({ stopGraceOver: false });
    }
    await afterFailure(outcome, during);
    if (outcome.status === 'stopped') awaitTitle();
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

  /**
   * Opens a thread (null: a new chat). Stops an answer in progress first. `known`: the thread,
   * when it has just been read.
   */
  const openThread = (threadId: string | null, known?: Thread): void => {
    if (chat.getState().threadId === threadId) return;
    running?.stop();
    store.getState().dispatch({ type: 'reset', thread: null });
    chat.setState({ threadId, threadOrigin: 'opened', problem: null });
    loader.open(threadId, 'load', known);
    events.emit('threadChange', { threadId });
  };
  const setThreadId = (threadId: string | null): void => {
    openThread(threadId);
  };

  /**
   * Opens the thread this user had open last (`initialThreadId: 'last'`), unless the user has
   * moved on meanwhile; one that is gone is forgotten, and the chat stays new, without a word.
   */
  const reopen = async (session: Session) => {
    const memory = await lastThread;
    const threadId = memory?.read(session) ?? null;
    if (threadId === null) return;
    let known: Thread | undefined;
    try {
      known = (await client.threads.get(threadId)).data;
    } catch (error) {
      if (error instanceof UikitApiError && error.status === 404) {
        memory?.write(session, null);
        events.emit('log', { name: 'thread.reopen_gone', data: { threadId } });
        return;
      }
      // Anything else may pass: open it, and its loading says what is wrong.
    }
    if (chat.getState().threadId !== null || running !== null) return;
    openThread(threadId, known);
  };
  let reopened: Promise<void> | undefined;
  /** Remembers the open thread for the next visit (`initialThreadId: 'last'`). */
  const remember = () => {
    const session = sessions.getState().session;
    const { threadId, reopening } = chat.getState();
    if (session !== null && !reopening)
      void lastThread?.then((memory) => {
        memory?.write(session, threadId);
      });
  };
  leaveThread = (threadId) => {
    if (chat.getState().threadId === threadId) setThreadId(null);
  };

  // The history list follows the conversation (a new thread, a new title) and the session (whether
  // history is allowed); a thread answered here is re-read when opened again.
  let stopFollowing: (() => void)[] = [];
  const follow = () => {
    if (stopFollowing.length > 0) return;
    stopFollowing = [
      events.on('threadChange', () => {
        history.refresh();
        remember();
      }),
      events.on('responseEnd', ({ threadId }) => {
        history.refresh();
        if (threadId !== null) loader.markStale(threadId);
      }),
      sessions.subscribe(() => {
        history.update();
      }),
      store.subscribe((state, previous) => {
        if (state.thread !== previous.thread) adoptListedTitle();
      }),
    ];
  };

  // One snapshot of everything, rebuilt only when a part changed.
  const parts = {
    chat: { subscribe: chat.subscribe, getState: chat.getState },
    thread: { subscribe: store.subscribe, getState: store.getState } as Readable<ThreadState>,
    threadLoad: loader.state,
    composer: { subscribe: composer.subscribe, getState: composer.getState },
    session: { subscribe: sessions.subscribe, getState: sessions.getState },
    history,
    rateLimit,
  } satisfies { [K in keyof ChatSnapshot]: Readable<ChatSnapshot[K]> };
  let snapshot: ChatSnapshot | undefined;
  const getSnapshot = (): ChatSnapshot => {
    const next = {
      chat: parts.chat.getState(),
      thread: parts.thread.getState(),
      threadLoad: parts.threadLoad.getState(),
      composer: parts.composer.getState(),
      session: parts.session.getState(),
      history: parts.history.getState(),
      rateLimit: parts.rateLimit.getState(),
    };
    if (
      snapshot === undefined ||
      (Object.keys(next) as (keyof ChatSnapshot)[]).some((key) => next[key] !== snapshot?.[key])
    )
      snapshot = next;
    return snapshot;
  };

  const runtime = {
    events,
    sessions,
    client,
    store,
    composer,
    chat,
    uploads,
    queryClient,
    queryKey,

    /**
     * The chat's state, part by part, to read and to subscribe to (each part notifies only when it
     * changes): `chat`, `thread`, `threadLoad`, `composer`, `session`, `history` (listed while
     * subscribed), `rateLimit` (ticks while subscribed). Write through the commands only.
     */
    state: parts as { readonly [K in keyof ChatSnapshot]: Readable<ChatSnapshot[K]> },

    /**
     * Calls `listener` after any change of the chat's state. Subscribing also lists history and
     * runs the rate-limit countdown, as the parts' own `subscribe` do.
     *
     * @example
     * const stop = runtime.subscribe(() => render(runtime.getSnapshot()));
     */
    subscribe: (listener: () => void): (() => void) => {
      const stops = Object.values(parts).map((part) => part.subscribe(listener));
      return () => {
        for (const stop of stops) stop();
      };
    },

    /** Everything the chat shows; the same object until something changes. */
    getSnapshot,

    /**
     * Gets the session (the chat is ready once it has one) and starts the chat's one renewal
     * timer, which renews about 30 s before `expires_at`. `dispose()` clears it.
     */
    start: async (): Promise<void> => {
      startRenewing();
      follow();
      if (ownsQueryClient) queryClient.mount();
      loader.start();
      loader.open(
        chat.getState().threadId,
        chat.getState().threadOrigin === 'created' ? 'created' : 'load',
      );
      try {
        const session = await sessions.get();
        events.emit('ready', { sessionId: session.id });
        // Once, however often `start` runs (React's strict mode starts twice).
        if (chat.getState().reopening) await (reopened ??= reopen(session));
      } catch (error) {
        report({ during: 'session', error });
        events.emit('error', { error });
      } finally {
        if (chat.getState().reopening) {
          chat.setState({ reopening: false });
          remember();
        }
      }
    },

    /** Asks the host's route for a fresh session, e.g. after the previous one ended. */
    restartSession: async (): Promise<void> => {
      chat.setState({ problem: null });
      uploads.resetSession();
      try {
        await sessions.get({ force: true });
      } catch (error) {
        report({ during: 'session', error });
      }
    },

    setThreadId,

    /**
     * Sends a message: by default the composer's draft (text, tags, quote and files); with `text`
     * or `content`, those instead (the draft stays). `reply` quotes, `attachments` adds uploaded
     * files, `newThread` starts a new thread, `toolChoice` and `model` apply to this message only.
     * A tool or model the composer does not offer, or a malformed tag, is refused with an `error`
     * event and nothing is sent. The draft is cleared at once and put back if the service never
     * stored the message.
     */
    sendUserMessage: async (message: SendUserMessageParams = {}): Promise<void> => {
      const draft = composer.getState();
      const fromComposer = message.text === undefined && message.content === undefined;
      const toolId =
        message.toolChoice !== undefined ? (message.toolChoice?.id ?? null) : message.toolId;
      const modelId = message.model !== undefined ? message.model : message.modelId;
      const problems = [
        ...pickProblems(choices(), {
          tool: [message.toolChoice !== undefined ? 'toolChoice' : 'toolId', toolId],
          model: [message.model !== undefined ? 'model' : 'modelId', modelId],
        }),
        ...contentProblems(message.content),
      ];
      if (problems.length > 0) {
        events.emit('error', { error: new UikitCommandError('sendUserMessage', problems) });
        return;
      }
      if (
        fromComposer &&
        draft.attachments.some((attachment) => attachment.status === 'uploading')
      ) {
        // The composer keeps send disabled meanwhile; a command must not drop the files either.
        events.emit('log', { name: 'send.waiting_for_uploads' });
        return;
      }
      const text = (message.text ?? (fromComposer ? draft.text : '')).trim();
      // A draft with tags goes as its parts, text and tags in their places (below).
      const tagged = fromComposer && message.text === undefined && draft.tags.length > 0;
      const sent: readonly ComposerAttachment[] = fromComposer
        ? draft.attachments.filter((a) => a.status === 'uploaded')
        : [];
      const attachmentIds = [
        ...sent.flatMap((attachment) => (attachment.uploaded ? [attachment.uploaded.id] : [])),
        ...(message.attachments ?? []).map(attachmentId),
      ];
      const content = messageContent({
        reply: message.reply ?? message.quote ?? (fromComposer ? draft.quote : null),
        text: tagged ? '' : text,
        content: message.content ?? [],
      });
      // A quote alone is not a message.
      const quoteOnly = content.every((part) => part.type === 'quoted_text');
      if (!tagged && quoteOnly && attachmentIds.length === 0) return;
      if (message.newThread === true) openThread(null);
      const input: UserInput = {
        content,
        attachments: attachmentIds,
        inference_options: {
          model: modelId === undefined ? effectiveModelId(choices(), draft.modelId) : modelId,
          tool_choice: (() => {
            const chosen = toolId === undefined ? draft.toolId : toolId;
            return chosen === null ? null : { id: chosen };
          })(),
        },
      };
      // The composer's tool went with this message: like ChatKit, it is a one-message choice
      // unless the host marked it persistent.
      const clearsTool = toolId === undefined && !keepsToolAfterSend(choices(), draft.toolId);
      if (fromComposer) {
        composer.setState({ text: '', notice: null, tags: [], quote: null });
        uploads.clearSent();
      }
      if (clearsTool) composer.setState({ toolId: null });
      if (tagged) {
        // Tagged entities go as `input_tag` parts in their place in the text. The code that
        // splits the draft comes with the tagging field (in by the time a draft has tags); it is
        // awaited only once the draft is cleared, so a second Enter cannot send it again.
        const { draftContent } = await import('./entities/draftParts');
        input.content.push(...draftContent(draft));
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
        // Nothing was stored: give the user their text, tags, quote and files back.
        composer.setState((state) => ({
          text: state.text === '' ? draft.text : state.text,
          tags: state.text === '' ? draft.tags : state.tags,
          quote: state.quote ?? draft.quote,
          toolId: clearsTool && state.toolId === null ? draft.toolId : state.toolId,
          attachments: [
            ...sent,
            ...state.attachments.filter((attachment) => !sent.includes(attachment)),
          ],
        }));
      }
    },

    /**
     * Sends a widget's server action (`threads.custom_action`). An answer streaming now is not
     * stopped: the service streams one response per thread at a time (a second is a 409), so the
     * action waits for it to end, then is sent; several wait in the order they were fired. One whose
     * thread is no longer open when its turn comes, or that was waiting when the user pressed stop,
     * is dropped. Resolves once the action's own answer has ended.
     */
    sendCustomAction: (action: WidgetAction, itemId: string): Promise<void> => {
      const threadId = chat.getState().threadId;
      if (threadId === null) return Promise.resolve();
      const firedAfter = stopPresses;
      const turn = actionQueue.then(async () => {
        await answerEnded();
        if (chat.getState().threadId !== threadId || stopPresses !== firedAfter) return;
        await respond(
          {
            type: 'threads.custom_action',
            params: { thread_id: threadId, item_id: itemId, action },
          },
          'action',
        );
      });
      actionQueue = turn.catch(() => undefined);
      return turn;
    },

    /** Answers again from a user message (by default the last one): later items are removed. */
    retry: async (itemId?: string): Promise<void> => {
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

    /** Answers again in place of an answer: from the user message it replied to. */
    retryAnswer: async (itemId: string): Promise<void> => {
      const { items, itemIndex } = store.getState();
      const index = itemIndex.get(itemId) ?? items.length;
      const question = items
        .slice(0, index)
        .reverse()
        .find((item) => item.type === 'uikit.user_message');
      if (question) await runtime.retry(question.id);
    },

    /**
     * Routes a widget's action: `handler: 'client'` to the host's handler, anything else to the
     * workflow. Resolves when it has been handled (the firing control shows a loading state).
     */
    handleWidgetAction: async (
      action: WidgetAction,
      context: WidgetActionContext,
    ): Promise<void> => {
      if (action.handler === 'client') await options.onClientWidgetAction?.()?.(action, context);
      else await runtime.sendCustomAction(action, context.itemId);
    },

    /** Loads the next older page of the open thread, if any. */
    loadOlder: (): Promise<void> => {
      return loader.loadOlder();
    },

    /** Adds files to the composer: checked against the session's limits, then uploaded. */
    addFiles: (files: readonly File[]): void => {
      uploads.add(files);
    },

    /** Cancels an upload in flight, or takes a finished or failed one off the message. */
    removeFile: (localId: string): void => {
      uploads.remove(localId);
    },

    /**
     * Hands a clicked deep link to the host (`deeplink` event): the chat never navigates to one.
     */
    openDeepLink: (link: DeepLink): void => {
      events.emit('deeplink', { name: link.name, data: { ...link.data }, href: link.href });
    },

    /** Reports an error the host should hear of (`error` event), e.g. one a renderer caught. */
    reportError: (error: unknown): void => {
      events.emit('error', { error });
    },

    /** Hides a notice banner. */
    dismissNotice: (id: number): void => {
      store.getState().dispatch({ type: 'notice.dismissed', id });
    },

    /** The history list's commands (its state is `state.history`). */
    history: {
      loadMore: () => history.loadMore(),
      rename: (threadId: string, title: string) => history.rename(threadId, title),
      remove: (threadId: string) => history.remove(threadId),
    },

    /** Stops the answer in progress (the service keeps what it produced). */
    stop: (): void => {
      stopPresses += 1;
      running?.stop();
    },

    isResponding: (): boolean => {
      return running !== null;
    },

    fetchUpdates,

    sendFeedback: async (itemIds: readonly string[], kind: FeedbackKind): Promise<void> => {
      const threadId = chat.getState().threadId;
      if (threadId === null) return;
      await client.threads.sendFeedback(threadId, itemIds, kind);
    },

    /**
     * Sends feedback on the turn an answer belongs to: every item that answered the same user
     * message (a client tool round trip's answers, calls and widgets together).
     */
    sendTurnFeedback: async (itemId: string, kind: FeedbackKind): Promise<void> => {
      const turn = selectTurnItems(store.getState(), itemId);
      await runtime.sendFeedback(turn.length === 0 ? [itemId] : turn.map((item) => item.id), kind);
    },

    /**
     * Sets the composer without sending (ChatKit's `setComposerValue`): `text`, or `content` (its
     * text parts become the text, its tags the tag list), `reply` (a quote; `''` removes it),
     * `attachments` (uploaded files, replacing the composer's), `files` (uploaded through the
     * same queue and limits as picked files), `selectedToolId` and `selectedModelId` (null clears).
     * A tool or model the composer does not offer, or a malformed tag, is refused with an `error`
     * event and nothing changes.
     */
    setComposerValue: (value: ComposerValue): void => {
      const toolId = value.selectedToolId !== undefined ? value.selectedToolId : value.toolId;
      const modelId = value.selectedModelId !== undefined ? value.selectedModelId : value.modelId;
      const problems = [
        ...pickProblems(choices(), {
          tool: [value.selectedToolId !== undefined ? 'selectedToolId' : 'toolId', toolId],
          model: [value.selectedModelId !== undefined ? 'selectedModelId' : 'modelId', modelId],
        }),
        ...contentProblems(value.content),
      ];
      if (problems.length > 0) {
        events.emit('error', { error: new UikitCommandError('setComposerValue', problems) });
        return;
      }
      if (value.attachments !== undefined) {
        const kept = new Set(value.attachments.map(attachmentId));
        // Files of the queue's that the new list leaves out go as if their chips were removed.
        for (const attachment of composer.getState().attachments)
          if (!kept.has(attachment.uploaded?.id ?? '')) uploads.remove(attachment.localId);
        const present = new Set(composer.getState().attachments.map((a) => a.uploaded?.id));
        const added: ComposerAttachment[] = value.attachments
          .filter((reference) => !present.has(attachmentId(reference)))
          .map((reference) => {
            const id = attachmentId(reference);
            const known = typeof reference === 'string' ? { id } : reference;
            const mimeType = known.mime_type ?? 'application/octet-stream';
            const name = known.name ?? id;
            return {
              localId: `attached_${id}`,
              name,
              size: 0,
              mimeType,
              status: 'uploaded',
              progress: 1,
              uploaded: {
                id,
                type: known.type ?? (mimeType.startsWith('image/') ? 'image' : 'file'),
                name,
                mime_type: mimeType,
                preview_url: known.preview_url ?? null,
              },
              error: null,
            };
          });
        composer.setState((state) => ({ attachments: [...state.attachments, ...added] }));
      }
      // `content`: its text parts in order with each tag's title in its place, tagged.
      const contentDraft = value.content === undefined ? null : draftOfContent(value.content);
      composer.setState((state) => ({
        ...(contentDraft ?? {
          text: value.text ?? state.text,
          // New text from the host: tags stay only if the text they sit in is unchanged.
          tags: value.text === undefined || value.text === state.text ? state.tags : [],
        }),
        quote: value.reply === undefined ? state.quote : value.reply === '' ? null : value.reply,
        toolId: toolId === undefined ? state.toolId : toolId,
        modelId: modelId === undefined ? state.modelId : modelId,
      }));
      if (value.files !== undefined && value.files.length > 0) uploads.add(value.files);
    },

    /** Removes the quote the next message would reply to. */
    removeQuote: (): void => {
      composer.setState({ quote: null });
    },

    /**
     * Sets the draft's text and tags together (the composer's own edits: typing around tags,
     * choosing from the `@` menu, pasting tags). The tags must sit in the text (`validTags`).
     */
    setComposerDraft: (draft: TaggedText): void => {
      composer.setState({ text: draft.text, tags: draft.tags });
    },

    showHistory: (): void => {
      chat.setState({ historyOpen: true });
    },
    hideHistory: (): void => {
      chat.setState({ historyOpen: false });
    },
    dismissProblem: (): void => {
      chat.setState({ problem: null });
    },

    /** Stops the answer in progress; the runtime can start again (React remounts). */
    dispose: (): void => {
      stopRenewing?.();
      clearTimeout(titleWait);
      running?.stop();
      loader.dispose();
      for (const stop of stopFollowing) stop();
      stopFollowing = [];
      if (ownsQueryClient) queryClient.unmount();
    },
  };
  return runtime;
}

/**
 * One chat without React: its stores, client, session and commands, as `createChatRuntime` returns
 * them.
 */
export type ChatRuntime = ReturnType<typeof createChatRuntime>;
