/**
 * The chat's own state besides the thread, the composer and the session: which thread is open,
 * whether history shows, what went wrong last. Each field has one writer: the open thread
 * (`openThread.ts`) sets the thread fields, the answer in progress (`answerInProgress.ts`) the stop
 * grace, and the commands here the history panel and the problem.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ChatEvents } from './chatEvents';

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
  /**
   * The answer's stream dropped and the chat is resuming it (services with `resume`, protocol
   * section 11): show a quiet "reconnecting", not an error.
   */
  readonly reconnecting: boolean;
}

export interface ChatStateOptions {
  events: ChatEvents;
  /** The thread the chat starts with (null: a new chat, or one still to be reopened). */
  threadId: string | null;
  /** The chat looks for the thread to reopen before it shows anything (`initialThreadId: 'last'`). */
  reopening: boolean;
}

/** The chat's own store, with the commands for the history panel and the problem shown. */
export interface ChatStateOwner {
  readonly chat: StoreApi<ChatState>;
  /** Shows `problem` until it is dismissed or the user moves on (a new answer, another thread). */
  readonly report: (problem: ChatProblem) => void;
  readonly dismissProblem: () => void;
  readonly showHistory: () => void;
  readonly hideHistory: () => void;
}

/**
 * Creates the chat's own state. The history panel is reported (`historyOpen` / `historyClose`) as
 * it opens and closes, whoever opened or closed it, and only when it changes.
 */
export function createChatState(options: ChatStateOptions): ChatStateOwner {
  const { events } = options;
  const chat = createStore<ChatState>()(() => ({
    threadId: options.threadId,
    threadOrigin: 'opened',
    historyOpen: false,
    reopening: options.reopening,
    problem: null,
    stopGraceOver: false,
    reconnecting: false,
  }));
  chat.subscribe((state, previous) => {
    if (state.historyOpen !== previous.historyOpen)
      events.emit(state.historyOpen ? 'historyOpen' : 'historyClose', {});
  });
  return {
    chat,
    report: (problem) => {
      chat.setState({ problem });
    },
    dismissProblem: () => {
      chat.setState({ problem: null });
    },
    showHistory: () => {
      chat.setState({ historyOpen: true });
    },
    hideHistory: () => {
      chat.setState({ historyOpen: false });
    },
  };
}
