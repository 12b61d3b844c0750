// Not `import type`: the declarations keep the import as written, and the API report copies it.
import { QueryClient } from '@tanstack/query-core';
import {
  createSessionManager,
  type GetSession,
  type SessionManager,
} from '../client/sessionManager';
import type { GetClientSecret } from '../client/sessionFromSecret';
import type { FetchLike } from '../client/transport';
import type { UikitClient } from '../client/UikitClient';
import { createThreadStore, type ThreadStore } from '../state/createThreadStore';
import type { ThreadState } from '../state/threadState';
import type { DeepLink } from '../security/urlPolicy';
import type { Session } from '../wire/session';
import { createAnswerInProgress } from './answerInProgress';
import type { AttachmentLimits } from './attachmentLimits';
import { createChatClient } from './chatClient';
import type { ChatKitServerApi } from './chatKitApi';
import type { ChatCore } from './chatCore';
import { createChatEvents, type ChatEvents } from './chatEvents';
import { createChatQueries, type ChatQueryOptions } from './chatQueries';
import { createChatSession } from './chatSession';
import { createChatSnapshot, type ChatSnapshot } from './chatSnapshot';
import { createChatState } from './chatState';
import { createComposerCommands } from './composerCommands';
import { NO_COMPOSER_CHOICES, type ComposerChoices } from './composerChoices';
import { createComposerStore, type ComposerStore } from './composerStore';
import { createConversationFollowing } from './conversationFollowing';
import { createDictation } from './dictation';
import { createItemFeedback } from './itemFeedback';
import type { ThreadMemoryStorage } from './lastThread';
import type { SendUserMessageParams } from './messageCommands';
import { createOpenThread, loadLastThreadMemory } from './openThread';
import { createRateLimitState } from './rateLimitState';
import type { Readable } from './readable';
import type { StartedAnswerRecovery } from './answerRecovery';
import { frameScheduler, type ClientTools, type FlushScheduler } from './runResponse';
import { createSending } from './sending';
import { createThreadHistory } from './threadHistory';
import { createThreadLoader } from './threadLoader';
import type { UploadMessages } from './uploadQueue';
import { createWidgetActions } from './widgetActions';
// Last on purpose: the declarations' type printer orders a union's literals as the checker first
// met them, and the widget vocabulary met before the threads' query status reorders unions in
// `etc/uikit-react.api.md` (the API report must not change for a refactor).
import type { ClientWidgetActionHandler } from '../wire/widgetActions';

export { STOP_GRACE_MS } from './answerInProgress';
export type { ChatSnapshot } from './chatSnapshot';
export type { ChatProblem, ChatState } from './chatState';

/**
 * What `createChatRuntime` takes. The functions are called when needed, so they may read the latest
 * host options.
 */
export type ChatRuntimeOptions = ChatRuntimeCommonOptions &
  (UikitServiceConnection | ChatKitServerConnection);

/**
 * The uikit API: its origin, and where sessions come from: the host's session route
 * (`getSession`, the session JSON), or ChatKit's `getClientSecret` (the secret alone; the session
 * is then read with it, `GET /uikit/sessions/current`).
 */
export type UikitServiceConnection = {
  baseUrl: string;
  fetch?: FetchLike;
  api?: undefined;
} & (
  | { getSession: GetSession; getClientSecret?: undefined }
  | { getClientSecret: GetClientSecret; getSession?: undefined }
);

/**
 * A self-hosted ChatKit server (ChatKit's custom backend): the chat speaks its dialect for
 * everything, and has no session of its own to get (the host's `fetch` carries any auth).
 */
export interface ChatKitServerConnection {
  api: ChatKitServerApi;
  baseUrl?: undefined;
  getSession?: undefined;
  getClientSecret?: undefined;
  fetch?: undefined;
}

/** What `createChatRuntime` takes besides where the chat connects. */
export interface ChatRuntimeCommonOptions {
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
  /**
   * The page's client tools (read when the workflow calls one): ChatKit's one function of
   * `{ name, params }`, or a handler per tool name.
   */
  clientTools: () => ClientTools;
  uploadMessages: () => UploadMessages;
  acceptedFileTypes: () => readonly string[];
  /**
   * The host's own attachment limits (read at each pick): uploads off, the most files in one
   * message, the largest file per MIME type. Checked with the session's; the stricter wins.
   */
  attachmentLimits?: () => AttachmentLimits | undefined;
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
  onClientWidgetAction?: () => ClientWidgetActionHandler | undefined;
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

/**
 * Sessions from ChatKit's `getClientSecret`: the reading of a secret's session loads with the
 * first one (the first load stays the session route's).
 */
function secretSessions(
  baseUrl: string,
  getClientSecret: GetClientSecret,
  fetch: FetchLike | undefined,
): GetSession {
  let read: Promise<GetSession> | undefined;
  return async (current) => {
    read ??= import('../client/sessionFromSecret').then((module) =>
      module.sessionFromSecret({ baseUrl, getClientSecret, fetch }),
    );
    return (await read)(current);
  };
}

/**
 * The parts of one chat, each the one owner of its concern (stories/guides/Architecture.mdx), given what
 * it needs and nothing more.
 */
function composeChat(options: ChatRuntimeOptions) {
  const events: ChatEvents = createChatEvents();
  const { api, fetch, locale } = options;
  const getSession: GetSession = api
    ? () => import('./chatKitServer').then((module) => module.chatKitSession(api))
    : (options.getSession ?? secretSessions(options.baseUrl, options.getClientSecret, fetch));
  const sessions: SessionManager = createSessionManager({ getSession });
  // What the chat remembers per service (the last thread) is per ChatKit endpoint there.
  const baseUrl = api ? api.url : options.baseUrl;
  const client: UikitClient = createChatClient({
    baseUrl,
    chatkit: api,
    fetch,
    locale,
    sessions,
    events,
  });
  const store: ThreadStore = createThreadStore();
  const composer: ComposerStore = createComposerStore();
  const reopenLast = options.initialThreadId === 'last';
  const chatState = createChatState({
    events,
    threadId: reopenLast ? null : (options.initialThreadId ?? null),
    reopening: reopenLast,
  });
  const core: ChatCore = { events, sessions, client, store, composer, chat: chatState.chat };
  const choices = options.composerChoices ?? (() => NO_COMPOSER_CHOICES);
  const composerCommands = createComposerCommands({
    ...core,
    choices,
    uploadMessages: options.uploadMessages,
    acceptedFileTypes: options.acceptedFileTypes,
    attachmentLimits: options.attachmentLimits,
  });
  const { uploads } = composerCommands;
  const queries = createChatQueries(options.queryClient, options.queryKey);
  const loader = createThreadLoader({ ...core, ...queries, pageSize: PAGE_SIZE });
  const answer = createAnswerInProgress(core);
  const thread = createOpenThread({
    ...core,
    loader,
    answer,
    // Loaded only by a chat that reopens (it fetches while the session does).
    lastThread: reopenLast ? loadLastThreadMemory(baseUrl, options.lastThreadStorage) : null,
  });
  const history = createThreadHistory({
    ...core,
    ...queries,
    allowed: () => historyAllowed(sessions.getState().session, options.historyEnabled),
    leave: thread.leave,
    renamed: thread.renamed,
  });
  // Loaded by `chatRun` for a service that keeps answers running (protocol section 11).
  const recovery: {
    current: StartedAnswerRecovery | null;
    /** Its loading, once started (settled once it has loaded or failed to). */
    loading: Promise<void> | null;
  } = { current: null, loading: null };
  const sending = createSending({
    ...core,
    recovery: () => recovery.current,
    recoveryLoading: () => recovery.loading,
    answer,
    thread,
    loader,
    uploads,
    choices,
    problems: chatState,
    clientTools: options.clientTools,
    scheduleFlush: options.scheduleFlush ?? frameScheduler,
  });
  return {
    core,
    chatState,
    composerCommands,
    queries,
    loader,
    answer,
    thread,
    history,
    sending,
    session: createChatSession({ ...core, problems: chatState, uploads }),
    actions: createWidgetActions({
      ...core,
      problems: chatState,
      answer,
      respond: sending.respond,
      onClientWidgetAction: options.onClientWidgetAction,
    }),
    recovery,
    feedback: createItemFeedback(core),
    dictation: createDictation(core),
    following: createConversationFollowing({ ...core, history, loader, thread }),
  };
}

/**
 * The chat's run: `start` brings up what works while the chat runs (the renewal timer, the
 * following of the conversation, the query cache, the open thread's loading), then gets the
 * session and reopens the last thread; `dispose` stops all of it.
 */
function chatRun(chat: ReturnType<typeof composeChat>) {
  const { session, following, queries, thread, sending, answer, loader, recovery, core } = chat;
  /** The loading of the recovery under way for this run, if any. */
  let recovering: object | null = null;
  /**
   * What a service that keeps answers running gives the chat (`answerRecovery.ts`): loaded once a
   * session says it has any of protocol section 11's capabilities, so other chats never download
   * it.
   */
  const loadRecovery = () => {
    if (recovering || !core.sessions.getState().session?.capabilities?.length) return;
    const mine = {};
    recovering = mine;
    // A stop pressed meanwhile waits for it (runResponse.ts, `stop`).
    recovery.loading = import('./answerRecovery').then(
      (module) => {
        // Not for a run disposed meanwhile (React's strict mode starts, disposes and starts).
        if (recovering === mine)
          recovery.current = module.startAnswerRecovery({
            ...core,
            loader,
            answer,
            respond: sending.respond,
            fetchUpdates: sending.fetchUpdates,
          });
      },
      () => {
        // Without it, the chat streams as with any other service; the next session tries again.
        if (recovering === mine) recovering = null;
      },
    );
  };
  let stopLoadingRecovery: () => void = () => undefined;
  return {
    start: async (): Promise<void> => {
      session.keepRenewed();
      following.start();
      stopLoadingRecovery = core.sessions.subscribe(loadRecovery);
      loadRecovery();
      queries.mount();
      thread.start();
      try {
        await session.connect(thread.reopenLast);
      } finally {
        thread.settleReopening();
      }
    },
    dispose: (): void => {
      session.stopRenewing();
      sending.dispose();
      // Where the service keeps answers running, the answer goes on without this chat.
      answer.detach();
      loader.dispose();
      following.stop();
      stopLoadingRecovery();
      recovering = null;
      recovery.current?.dispose();
      recovery.current = null;
      queries.unmount();
    },
  };
}

/** Whether the session's configuration and the host allow history, and the session's cap. */
function historyAllowed(session: Session | null, hostEnabled: (() => boolean) | undefined) {
  const configuration = session?.chatkit_configuration.history;
  const enabled = configuration?.enabled === true && (hostEnabled?.() ?? true);
  return { enabled, cap: configuration?.recent_threads ?? null };
}

/**
 * A chat without React: the session, the API client, the thread store, the composer, uploads and
 * the answer being streamed, with every command of the chat. Create one per chat; the React layer
 * (`useUikit`) binds to it.
 */
export function createChatRuntime(options: ChatRuntimeOptions) {
  const chat = composeChat(options);
  const { events, sessions, client, store, composer } = chat.core;
  const { chatState, composerCommands, queries, loader, answer, thread, history } = chat;
  const { session, sending, actions, feedback, dictation } = chat;
  const run = chatRun(chat);
  // The state part by part; the snapshot reads them together.
  const parts = {
    chat: { subscribe: chatState.chat.subscribe, getState: chatState.chat.getState },
    thread: { subscribe: store.subscribe, getState: store.getState } as Readable<ThreadState>,
    threadLoad: loader.state,
    composer: { subscribe: composer.subscribe, getState: composer.getState },
    session: { subscribe: sessions.subscribe, getState: sessions.getState },
    history,
    rateLimit: createRateLimitState(client.rateLimit),
  } satisfies { [K in keyof ChatSnapshot]: Readable<ChatSnapshot[K]> };
  const snapshot = createChatSnapshot(parts);
  const queryOptions: ChatQueryOptions = {
    threads: () => history.query,
    thread: (threadId) => loader.threadQuery(threadId),
    items: (threadId) => loader.itemsQuery(threadId),
  };

  const runtime = {
    events,
    sessions,
    client,
    store,
    composer,
    chat: chatState.chat,
    uploads: composerCommands.uploads,
    queryClient: queries.queryClient,
    queryKey: queries.queryKey,
    /**
     * The chat's cold data as TanStack Query options (key tagged with its data type, `queryFn`,
     * paging): the very options the runtime observes, so `useQuery` / `useInfiniteQuery` on
     * `queryClient` read and share the chat's cache. Add `enabled` to say when to fetch. Writes
     * (rename, delete) go through the commands, which update the cache at once for every observer.
     *
     * @example
     * const { data } = useInfiniteQuery(runtime.queries.threads(), runtime.queryClient);
     */
    queries: queryOptions,
    /**
     * Whether dictation is offered (false once the service refused a transcription with a 400)
     * and whether a recording is being transcribed.
     */
    dictation: dictation.state,
    /**
     * Turns a recording (a `MediaRecorder`'s blob) into text for the composer: resolves with the
     * text, or null when the service does not transcribe (dictation is then unavailable).
     */
    transcribe: dictation.transcribe,
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
    start: run.start,
    /** Asks the host's route for a fresh session, e.g. after the previous one ended. */
    restartSession: session.restart,
    setThreadId: (threadId: string | null): void => {
      thread.open(threadId);
    },
    /**
     * Opens a thread (null: a new chat) and settles when it is shown: once it and its first page
     * have loaded (rejecting with why either could not be), at once for a new chat, and when
     * another thread is opened before it loaded (resolving: there is nothing left to wait for).
     */
    openThread: async (threadId: string | null): Promise<void> => {
      thread.open(threadId);
      if (threadId === null) return;
      // Waiting for it to show is for host commands only: loaded with the first.
      const { threadShown } = await import('./threadShown');
      await threadShown(threadId, { chat: chatState.chat, load: loader.state, store });
    },
    /**
     * Sends a message: by default the composer's draft (text, tags, quote and files); with `text`
     * or `content`, those instead (the draft stays). `reply` quotes, `attachments` adds uploaded
     * files, `newThread` starts a new thread, `toolChoice` and `model` apply to this message only.
     * A tool or model the composer does not offer, or a malformed tag, is refused with an `error`
     * event and nothing is sent. The draft is cleared at once and put back if the service never
     * stored the message.
     */
    sendUserMessage: sending.sendUserMessage,
    /**
     * Sends a widget's server action (`threads.custom_action`). An answer streaming now is not
     * stopped: the service streams one response per thread at a time (a second is a 409), so the
     * action waits for it to end, then is sent; several wait in the order they were fired. One whose
     * thread is no longer open when its turn comes, or that was waiting when the user pressed stop,
     * is dropped. Without `itemId`, the action is for the open thread's latest widget (ChatKit's
     * `sendCustomAction(action, itemId?)`). Resolves once the action's own answer has ended;
     * rejects when no thread is open, or no id is given and the thread has no widget.
     */
    sendCustomAction: actions.sendCustomAction,
    /** Answers again from a user message (by default the last one): later items are removed. */
    retry: sending.retry,
    /** Answers again in place of an answer: from the user message it replied to. */
    retryAnswer: sending.retryAnswer,
    /**
     * Edits a user message of the open thread and answers it anew (protocol section 11, `edit`):
     * the later items go, the message says what `edit` gives (text, tags, quote, files, tool,
     * model; the rest as it was), and its new answer streams as any answer does. Only where the
     * session has the `edit` capability (`canEditMessages`). Rejects with a `UikitCommandError`,
     * sending nothing, without it, while an answer is produced, for an item that is not a user
     * message of the open thread, or for an edit that leaves the message empty. Resolves once the
     * answer ended: true when the service took the edit, false when it did not (the chat shows
     * why, as for a send).
     *
     * @example
     * await runtime.editUserMessage(item.id, { text: 'What about June?' });
     */
    editUserMessage: sending.editUserMessage,
    /**
     * Routes a widget's action: `handler: 'client'` to the host's handler, anything else to the
     * workflow: one whose config says `streaming: false` at once (`threads.sync_custom_action`, the
     * widget updated in place, even while an answer streams), any other queued as
     * `sendCustomAction` says. Resolves when it has been handled (the firing control shows a
     * loading state).
     */
    handleWidgetAction: actions.handleWidgetAction,
    /**
     * Answers or skips a structured input (`threads.add_structured_input`): queued behind the
     * answer streaming now, as a widget action is. The service answers with the item answered, then
     * continues. Resolves once that answer has ended.
     */
    answerStructuredInput: actions.answerStructuredInput,
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
    /**
     * The history list's commands (its state is `state.history`), and `access`: whether history is
     * allowed and its cap (`recent_threads`), readable without listing anything.
     */
    history: {
      access: history.access,
      /** Lists the threads ahead of the panel (see `ThreadHistory.prefetch`). */
      prefetch: history.prefetch,
      loadMore: () => history.loadMore(),
      rename: (threadId: string, title: string) => history.rename(threadId, title),
      remove: (threadId: string) => history.remove(threadId),
    },
    /** Stops the answer in progress (the service keeps what it produced). */
    stop: (): void => {
      // Widget actions waiting for this answer are dropped with it.
      actions.stopPressed();
      answer.stop();
    },
    isResponding: answer.isResponding,
    fetchUpdates: sending.fetchUpdates,
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
    dispose: run.dispose,
  };
  return runtime;
}

/**
 * One chat without React: its stores, client, session and commands, as `createChatRuntime` returns
 * them.
 */
export type ChatRuntime = ReturnType<typeof createChatRuntime>;
