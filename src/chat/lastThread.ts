/**
 * The thread each user had open last in this browser, for `initialThreadId: 'last'`: kept in
 * `localStorage` (or the storage a host gives) under a key of the kit's own, per API, workflow and
 * user. Storage is a convenience here, never a requirement: where it is missing or refuses (a
 * private window, a sandboxed frame, a full quota) the chat simply starts new.
 */
import type { Session } from '../wire/session';

/** The part of the Web Storage API the chat uses (`localStorage` is one). */
export interface ThreadMemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface LastThreadMemory {
  /** The thread this session's user had open last, if remembered. */
  read(session: Session): string | null;
  /** Remembers the open thread (null: a new chat, so nothing to reopen). */
  write(session: Session, threadId: string | null): void;
}

const PREFIX = 'uikit-react:last-thread:';

/**
 * A short, stable digest of the user id (32-bit FNV-1a): the key tells users apart without writing
 * their id (often an email) into the browser's storage in clear. A collision only means one user
 * is offered the other's thread id, which the service refuses (404): the chat then starts new.
 */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * The storage key of a session's last thread: the kit's prefix, the API's base URL and the
 * session's workflow (two chats on one site keep their own threads) and its user, digested.
 */
export function lastThreadKey(baseUrl: string, session: Session): string {
  return `${PREFIX}${baseUrl}|${session.workflow.id}|${digest(session.user)}`;
}

/** `localStorage` where there is one and it may be touched (reading it throws in some frames). */
function defaultStorage(): ThreadMemoryStorage | null {
  try {
    return (globalThis as { localStorage?: ThreadMemoryStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** `storage`: undefined for `localStorage`, null for none (nothing is remembered). */
export function createLastThreadMemory(
  baseUrl: string,
  storage?: ThreadMemoryStorage | null,
): LastThreadMemory {
  const store = () => (storage === undefined ? defaultStorage() : storage);
  return {
    read(session) {
      try {
        const value = store()?.getItem(lastThreadKey(baseUrl, session)) ?? null;
        return value === '' ? null : value;
      } catch {
        return null;
      }
    },
    write(session, threadId) {
      try {
        const key = lastThreadKey(baseUrl, session);
        if (threadId === null) store()?.removeItem(key);
        else store()?.setItem(key, threadId);
      } catch {
        // Private mode, a full quota, storage turned off: the chat works the same, it only
        // forgets.
      }
    },
  };
}
