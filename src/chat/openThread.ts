/**
 * The thread the chat has open: opening one (from history, `setThreadId`, a new chat), taking the
 * thread an answer just created, leaving one that is deleted, and, for `initialThreadId: 'last'`,
 * reopening the thread the user had open last and remembering the one they have open now. The
 * loader (`threadLoader.ts`) fetches whatever this part opens.
 */
import type { Session } from '../wire/session';
import type { Thread } from '../wire/thread';
import { UikitApiError } from '../wire/errors';
import type { AnswerInProgress } from './answerInProgress';
import type { ChatCore } from './chatCore';
import type { LastThreadMemory, ThreadMemoryStorage } from './lastThread';
import type { ThreadLoader } from './threadLoader';

export interface OpenThreadOptions extends Pick<
  ChatCore,
  'chat' | 'store' | 'events' | 'client' | 'sessions'
> {
  loader: Pick<ThreadLoader, 'open' | 'start'>;
  /**
   * Opening a thread leaves the answer in progress (stopping it where the service does not keep
   * answers running); reopening waits for none to be running.
   */
  answer: Pick<AnswerInProgress, 'detach' | 'isResponding'>;
  /** Where the last open thread is remembered; null for a chat that does not reopen it. */
  lastThread: Promise<LastThreadMemory | null> | null;
}

export interface OpenThread {
  /**
   * Opens a thread (null: a new chat). Leaves an answer in progress first (it goes on where the
   * service keeps answers running, and shows again when its thread is opened). `known`: the
   * thread, when it has just been read.
   */
  readonly open: (threadId: string | null, known?: Thread) => void;
  /** Takes the thread an answer just created: the store holds all of it already. */
  readonly created: (thread: Thread) => void;
  /** Leaves `threadId` for a new chat if it is the open one (it is being deleted). */
  readonly leave: (threadId: string) => void;
  /** A thread renamed elsewhere (the history list): the open thread takes its new title. */
  readonly renamed: (thread: Thread) => void;
  /** Starts loading the thread the chat has open (the first `start` of the chat). */
  readonly start: () => void;
  /**
   * Opens the thread this user had open last (`initialThreadId: 'last'`), once however often it is
   * called, unless the user has moved on meanwhile; one that is gone is forgotten, and the chat
   * stays new, without a word.
   */
  readonly reopenLast: (session: Session) => Promise<void>;
  /** The look for the thread to reopen is over, found or not: the chat shows what it has open. */
  readonly settleReopening: () => void;
  /** Remembers the open thread for the next visit (`initialThreadId: 'last'`). */
  readonly remember: () => void;
  /**
   * Takes the open thread's title from the history list when the thread has none: it may have come
   * without a `thread.updated` (an answer stopped before the service titled the thread).
   */
  readonly adoptListedTitle: (threads: readonly Thread[]) => void;
}

/**
 * The memory of the last open thread, for a chat that reopens one: its code loads while the
 * session does, so other chats never download it; none when it cannot load.
 */
export function loadLastThreadMemory(
  baseUrl: string,
  storage: ThreadMemoryStorage | null | undefined,
): Promise<LastThreadMemory | null> {
  return import('./lastThread').then(
    (module) => module.createLastThreadMemory(baseUrl, storage),
    () => null,
  );
}

export function createOpenThread(options: OpenThreadOptions): OpenThread {
  const { chat, store, events, client, sessions, loader, answer, lastThread } = options;

  const open = (threadId: string | null, known?: Thread): void => {
    if (chat.getState().threadId === threadId) return;
    answer.detach();
    store.getState().dispatch({ type: 'reset', thread: null });
    chat.setState({ threadId, threadOrigin: 'opened', problem: null });
    loader.open(threadId, 'load', known);
    events.emit('threadChange', { threadId });
  };

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
    if (chat.getState().threadId !== null || answer.isResponding()) return;
    open(threadId, known);
  };
  let reopened: Promise<void> | undefined;

  const remember = () => {
    const session = sessions.getState().session;
    const { threadId, reopening } = chat.getState();
    if (session !== null && !reopening)
      void lastThread?.then((memory) => {
        memory?.write(session, threadId);
      });
  };

  return {
    open,
    created: (thread) => {
      chat.setState({ threadId: thread.id, threadOrigin: 'created' });
      loader.open(thread.id, 'created');
      events.emit('threadChange', { threadId: thread.id });
    },
    leave: (threadId) => {
      if (chat.getState().threadId === threadId) open(null);
    },
    renamed: (thread) => {
      if (store.getState().thread?.id === thread.id)
        store.getState().dispatch({ type: 'thread.loaded', thread });
    },
    start: () => {
      loader.start();
      const { threadId, threadOrigin } = chat.getState();
      loader.open(threadId, threadOrigin === 'created' ? 'created' : 'load');
    },
    reopenLast: async (session) => {
      // Once, however often the chat starts (React's strict mode starts twice).
      if (chat.getState().reopening) await (reopened ??= reopen(session));
    },
    settleReopening: () => {
      if (!chat.getState().reopening) return;
      chat.setState({ reopening: false });
      remember();
    },
    remember,
    adoptListedTitle: (threads) => {
      const current = store.getState().thread;
      // No thread open, or it has its title.
      if (current?.title !== null) return;
      const listed = threads.find((thread) => thread.id === current.id);
      if (listed?.title != null)
        store
          .getState()
          .dispatch({ type: 'thread.loaded', thread: { ...current, title: listed.title } });
    },
  };
}
