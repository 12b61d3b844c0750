import { createContext } from 'react';

/**
 * What the times of a thread's messages read from, held once by the thread (see the chat's
 * `useMessageClock`) instead of by each message: a time then is a `<time>` and nothing else, with
 * no state, effect or listener of its own (four hooks and two listeners a message before, about
 * 4 kB of memory each in a 100-message thread).
 */
export interface MessageClock {
  /** The moment relative times count from ("5 minutes ago"), read again as the thread is used. */
  now: number;
}

/** The thread's clock; null outside a chat's thread (a renderer on its own keeps its own). */
export const MessageClockContext = createContext<MessageClock | null>(null);
