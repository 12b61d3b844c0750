import type { FileVisitor } from './memoryStore';
import type { ChatKitRequest } from './requests';

/** What the ChatKit server knows of one request: its `context` argument in every SDK call. */
export interface ChatKitContext extends FileVisitor {
  /** The request, as checked before the SDK saw it. */
  request: ChatKitRequest;
  /** Aborts when the client goes away: a running answer stops there. */
  signal: AbortSignal;
}
