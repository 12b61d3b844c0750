import type { ActiveResponse, IncompleteReason } from '../../src/wire';
import { conflict } from '../api/errors';
import type { LiveAnswer } from './liveAnswer';
import type { WorkflowRun } from './workflowRun';

/** How long a run waits for a client tool's output before it is dropped. */
export const DEFAULT_TOOL_WAIT_MS = 10 * 60_000;

/**
 * The answers of the server, by thread: the one being produced now (one per thread, the protocol's
 * 409), whoever reads it, and the runs waiting for a client tool's output between two answers.
 */
export class ResponseRegistry {
  private readonly streaming = new Map<string, LiveAnswer>();
  private readonly waiting = new Map<string, { run: WorkflowRun; timer: NodeJS.Timeout }>();

  constructor(private readonly toolWaitMs: number = DEFAULT_TOOL_WAIT_MS) {}

  /** Refuses a second answer on a thread that is answering. */
  assertIdle(threadId: string): void {
    if (this.streaming.has(threadId))
      throw conflict(
        'response_in_progress',
        'An answer is still streaming on this thread; stop it or wait for it to end',
      );
  }

  begin(answer: LiveAnswer): void {
    this.assertIdle(answer.threadId);
    this.streaming.set(answer.threadId, answer);
  }

  end(answer: LiveAnswer): void {
    if (this.streaming.get(answer.threadId) === answer) this.streaming.delete(answer.threadId);
  }

  /** The answer being produced on a thread: a run waiting for a client tool is not one. */
  live(threadId: string): LiveAnswer | undefined {
    return this.streaming.get(threadId);
  }

  /** A thread's `active_response` (protocol section 11). */
  activeResponse(threadId: string): ActiveResponse | null {
    return this.streaming.get(threadId)?.activeResponse ?? null;
  }

  /** Keeps a run that waits for a client tool until its output comes, or the wait runs out. */
  park(run: WorkflowRun): void {
    this.dropWaiting(run.threadId);
    const timer = setTimeout(() => {
      this.dropWaiting(run.threadId);
    }, this.toolWaitMs);
    timer.unref();
    this.waiting.set(run.threadId, { run, timer });
  }

  /** The run waiting for this call's output, taken out of the waiting list. */
  takeWaiting(threadId: string, callId: string): WorkflowRun | undefined {
    const entry = this.waiting.get(threadId);
    if (entry?.run.waitingFor?.call_id !== callId) return undefined;
    clearTimeout(entry.timer);
    this.waiting.delete(threadId);
    return entry.run;
  }

  /**
   * Stops a waiting run: new input on its thread supersedes the tool call it waited for (the call
   * stays pending), or the answer was stopped.
   */
  dropWaiting(threadId: string, reason: IncompleteReason = 'interrupted'): void {
    const entry = this.waiting.get(threadId);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.waiting.delete(threadId);
    entry.run.abort(reason);
  }

  /**
   * Stops everything running on a thread, as stopped by the user: `threads.stop`, or the thread
   * is being deleted.
   */
  stopThread(threadId: string): void {
    this.streaming.get(threadId)?.stop('stopped');
    this.dropWaiting(threadId, 'stopped');
  }

  /** Stops everything a session runs (it was cancelled). */
  stopSession(sessionId: string): void {
    for (const answer of [...this.streaming.values()])
      if (answer.sessionId === sessionId) answer.stop('interrupted');
    for (const [threadId, entry] of [...this.waiting])
      if (entry.run.sessionId === sessionId) this.dropWaiting(threadId);
  }

  /** Stops everything: the server is shutting down, so unfinished answers are interrupted. */
  stopAll(): void {
    for (const answer of [...this.streaming.values()]) answer.stop('interrupted');
    for (const threadId of [...this.waiting.keys()]) this.dropWaiting(threadId);
  }
}
