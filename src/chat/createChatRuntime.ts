// Not `import type`: the declarations keep the import as written, and the API report copies it.
import { QueryClient } from '@tanstack/query-core';
import {
  createSessionManager,
  type GetSession,
  type SessionManager,
} from '../client/sessionManager';
import type { FetchLike } from '../client/transport';
import type { UikitClient } from '../client/UikitClient';
import { createThreadStore, type ThreadStore } from '../state/createThreadStore';
import type { ConversationOperation, UserInput, WidgetAction } from '../wire/conversation';
import { UikitApiError, UikitConnectionError, UikitParseError } from '../wire/errors';
import type { DeepLink } from '../security/urlPolicy';
import type { Session } from '../wire/session';
import type { Thread } from '../wire/thread';
import type { ThreadState } from '../state/threadState';
import { createChatClient } from './chatClient';
import { createChatEvents, type ChatEvents } from './chatEvents';
import { createChatQueries } from './chatQueries';
import { createChatSession } from './chatSession';
import { createChatSnapshot, type ChatSnapshot } from './chatSnapshot';
import { createChatState, type ChatProblem } from './chatState';
import { createComposerCommands } from './composerCommands';
import { createItemFeedback } from './itemFeedback';
import {
  effectiveModelId,
  keepsToolAfterSend,
  NO_COMPOSER_CHOICES,
  type ComposerChoices,
} from './composerChoices';
import { createComposerStore, type ComposerAttachment, type ComposerStore } from './composerStore';
import type { LastThreadMemory, ThreadMemoryStorage } from './lastThread';
import { createRateLimitState } from './rateLimitState';
import type { Readable } from './readable';
import {
  frameScheduler,
  startResponse,
  type ClientToolHandler,
  type FlushScheduler,
  type RunningResponse,
  type ResponseOutcome,
} from './runResponse';
import { createThreadHistory } from './threadHistory';
import { createThreadLoader } from './threadLoader';
import {
  attachmentId,
  contentProblems,
  messageContent,
  pickProblems,
  UikitCommandError,
  type SendUserMessageParams,
} from './messageCommands';
import type { UploadMessages } from './uploadQueue';
import type { WidgetActionContext, WidgetActionHandler } from '../wire/widgetActions';

export type { ChatSnapshot } from './chatSnapshot';
export type { ChatProblem, ChatState } from './chatState';

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
 * A message to send; fields left out come from the composer (ChatKit's `sendUserMessage` options,
 * see {@link SendUserMessageParams}).
 */
export type OutgoingMessage = SendUserMessageParams;

const PAGE_SIZE = 30;

/** After a stop, when to read an untitled thread again for the title the service gives it. */
const TITLE_REREAD_MS = [500, 2000];

/**
 * A chat without React: the session, the API client, the thread store, the composer, uploads and
 * the answer being streamed, with every command of the chat. Create one per chat; the React layer
 * (`useUikit`) binds to it.
 */
export function createChatRuntime(options: ChatRuntimeOptions) {
  const events: ChatEvents = createChatEvents();
  const sessions: SessionManager = createSessionManager({ getSession: options.getSession });
  const { baseUrl, fetch, locale } = options;
  const client: UikitClient = createChatClient({ baseUrl, fetch, locale, sessions, events });
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
  const chatState = createChatState({
    events,
    threadId: reopenLast ? null : (options.initialThreadId ?? null),
    reopening: reopenLast,
  });
  const { chat } = chatState;
  const composerCommands = createComposerCommands({
    composer,
    events,
    client,
    sessions,
    choices,
    uploadMessages: options.uploadMessages,
    acceptedFileTypes: options.acceptedFileTypes,
  });
  const { uploads } = composerCommands;
  const feedback = createItemFeedback({ client, chat, store });

  const queries = createChatQueries(options.queryClient, options.queryKey);
  const { queryClient, queryKey } = queries;
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
  const { report } = chatState;

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

  const session = createChatSession({ sessions, events, problems: chatState, uploads });

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
  const snapshot = createChatSnapshot(parts);

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
    subscribe: (listener: () => void): (() => void) => snapshot.subscribe(listener),

    /** Everything the chat shows; the same object until something changes. */
    getSnapshot: snapshot.getSnapshot,

    /**
     * Gets the session (the chat is ready once it has one) and starts the chat's one renewal
     * timer, which renews about 30 s before `expires_at`. `dispose()` clears it.
     */
    start: async (): Promise<void> => {
      session.keepRenewed();
      follow();
      queries.mount();
      loader.start();
      loader.open(
        chat.getState().threadId,
        chat.getState().threadOrigin === 'created' ? 'created' : 'load',
      );
      try {
        // Once, however often `start` runs (React's strict mode starts twice).
        await session.connect(async (current) => {
          if (chat.getState().reopening) await (reopened ??= reopen(current));
        });
      } finally {
        if (chat.getState().reopening) {
          chat.setState({ reopening: false });
          remember();
        }
      }
    },

    /** Asks the host's route for a fresh session, e.g. after the previous one ended. */
    restartSession: session.restart,

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
    addFiles: composerCommands.addFiles,

    /** Cancels an upload in flight, or takes a finished or failed one off the message. */
    removeFile: composerCommands.removeFile,

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

    sendFeedback: feedback.sendFeedback,

    /**
     * Sends feedback on the turn an answer belongs to: every item that answered the same user
     * message (a client tool round trip's answers, calls and widgets together).
     */
    sendTurnFeedback: feedback.sendTurnFeedback,

    /**
     * Sets the composer without sending (ChatKit's `setComposerValue`): `text`, or `content` (its
     * text parts become the text, its tags the tag list), `reply` (a quote; `''` removes it),
     * `attachments` (uploaded files, replacing the composer's), `files` (uploaded through the
     * same queue and limits as picked files), `selectedToolId` and `selectedModelId` (null clears).
     * A tool or model the composer does not offer, or a malformed tag, is refused with an `error`
     * event and nothing changes.
     */
    setComposerValue: composerCommands.setComposerValue,

    /** Removes the quote the next message would reply to. */
    removeQuote: composerCommands.removeQuote,

    /**
     * Sets the draft's text and tags together (the composer's own edits: typing around tags,
     * choosing from the `@` menu, pasting tags). The tags must sit in the text (`validTags`).
     */
    setComposerDraft: composerCommands.setComposerDraft,

    showHistory: chatState.showHistory,
    hideHistory: chatState.hideHistory,
    dismissProblem: chatState.dismissProblem,

    /** Stops the answer in progress; the runtime can start again (React remounts). */
    dispose: (): void => {
      session.stopRenewing();
      clearTimeout(titleWait);
      running?.stop();
      loader.dispose();
      for (const stop of stopFollowing) stop();
      stopFollowing = [];
      queries.unmount();
    },
  };
  return runtime;
}

/**
 * One chat without React: its stores, client, session and commands, as `createChatRuntime` returns
 * them.
 */
export type ChatRuntime = ReturnType<typeof createChatRuntime>;
