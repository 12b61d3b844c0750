import { conflict } from '../api/errors';
import type { WorkflowRun } from './workflowRun';

/** How long a run waits for a client tool's output before it is dropped. */
export const DEFAULT_TOOL_WAIT_MS = 10 * 60_000;

/**
 * The runs of the server, by thread: the one streaming now (one per thread, the protocol's 409),
 * and the ones waiting for a client tool's output between two streams.
 */
export class ResponseRegistry {
  private readonly streaming = new Map<string, WorkflowRun>();
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

  begin(run: WorkflowRun): void {
    this.assertIdle(run.threadId);
    this.streaming.set(run.threadId, run);
  }

  end(run: WorkflowRun): void {
    if (this.streaming.get(run.threadId) === run) this.streaming.delete(run.threadId);
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

  /** Stops a waiting run: new input on its thread supersedes the tool call it waited for. */
  dropWaiting(threadId: string): void {
    const entry = this.waiting.get(threadId);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.waiting.delete(threadId);
    entry.run.abort('interrupted');
  }

  /** Stops everything running on a thread (it is being deleted). */
  stopThread(threadId: string): void {
    this.streaming.get(threadId)?.abort();
    this.dropWaiting(threadId);
  }

  /** Stops everything a session runs (it was cancelled). */
  stopSession(sessionId: string): void {
    for (const run of [...this.streaming.values()])
      if (run.sessionId === sessionId) run.abort('interrupted');
    for (const [threadId, entry] of [...this.waiting])
      if (entry.run.sessionId === sessionId) this.dropWaiting(threadId);
  }

  /** Stops everything: the server is shutting down, so unfinished answers are interrupted. */
  stopAll(): void {
    for (const run of [...this.streaming.values()]) run.abort('interrupted');
    for (const threadId of [...this.waiting.keys()]) this.dropWaiting(threadId);
  }
}
