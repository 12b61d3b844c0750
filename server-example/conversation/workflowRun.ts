import { applyItemUpdate } from '../../src/state/applyItemUpdate';
import type {
  ClientToolCallItem,
  IncompleteReason,
  JsonValue,
  StateVariableValue,
  Thread,
  ThreadStatus,
} from '../../src/wire';
import type { Clock } from '../clock';
import { endedEarly, type StoredItem } from '../db/items';
import type { Storage } from '../db/storage';
import { describeStorageFailure, storageFailureOf } from '../db/storageFailure';
import { newId } from '../ids';
import type { Logger } from '../logger';
import { ITEM_ID_PREFIX, createItemFactory, itemBase } from '../workflows/itemFactory';
import type {
  Workflow,
  WorkflowContext,
  WorkflowEvent,
  WorkflowInput,
} from '../workflows/workflow';
import { deferred, sleepUnlessAborted, type Deferred } from './deferred';
import { clampTitle } from './titling';

/** How one stream of a run ended. */
export type RunOutcome =
  /** The workflow finished. */
  | 'completed'
  /** The workflow threw; an `error` event was sent. */
  | 'failed'
  /** The workflow waits for a client tool's output; the stream ends here. */
  | 'suspended'
  /**
   * Stopped (`threads.stop`, the session cancelled, the thread deleted, the server shutting down,
   * the answer's time bound): the items it left open were stored marked and sent as done.
   */
  | 'aborted';

/** Sends one event down the current stream. */
export type Emit = (event: WorkflowEvent) => Promise<void>;

type Step =
  | { kind: 'result'; result: IteratorResult<WorkflowEvent> }
  | { kind: 'error'; error: unknown }
  | { kind: 'tool' }
  | { kind: 'abort' }
  | { kind: 'storage'; error: unknown };

/**
 * How often the items of a running answer are written while they stream: `intervalMs` after a
 * change, so a crash loses at most that much of what the user saw. `maxUpdates` covers a workflow
 * that produces many updates without ever yielding to the event loop (the timer cannot fire
 * then; nothing reaches the client meanwhile either, so it only bounds how much such a burst
 * holds in memory unwritten).
 */
export interface CheckpointPolicy {
  intervalMs: number;
  maxUpdates: number;
}

export const DEFAULT_CHECKPOINT: CheckpointPolicy = { intervalMs: 250, maxUpdates: 1000 };

/** The `error` event of an answer whose items could not be stored. */
export function storageErrorEvent(failure: 'full' | 'unavailable') {
  return {
    type: 'error' as const,
    code: 'storage_error',
    message:
      failure === 'full'
        ? "The answer could not be saved: the server's storage is full. Try again once space is freed."
        : "The answer could not be saved: the server's storage is unavailable. Try again shortly.",
    allow_retry: true,
  };
}

export interface WorkflowRunInit {
  storage: Storage;
  clock: Clock;
  logger: Logger;
  workflow: Workflow;
  input: WorkflowInput;
  thread: Thread;
  sessionId: string;
  stateVariables: Readonly<Record<string, StateVariableValue>>;
  /** Default: {@link DEFAULT_CHECKPOINT}. */
  checkpoint?: CheckpointPolicy;
}

class WorkflowContractError extends Error {
  override name = 'WorkflowContractError';
}

const noop = () => undefined;

/**
 * One execution of a workflow for one input. It outlives a stream when the workflow waits for a
 * client tool: the generator stays suspended inside `await callClientTool(...)` and the next
 * stream (`threads.add_client_tool_output`) resumes it where it was.
 *
 * It keeps the items the workflow has added but not finished, so whatever ends the run (a stop,
 * an error, a workflow that forgot `done`) stores them as final items: nothing sent is lost.
 */
export class WorkflowRun {
  readonly threadId: string;
  readonly sessionId: string;
  /** Set when the workflow changed the thread's title or status. */
  threadChanged = false;
  /** Set when the answer ended on a storage failure: its `error` event is the last one to send. */
  storageFailed = false;
  private readonly controller = new AbortController();
  private readonly iterator: AsyncIterator<WorkflowEvent>;
  private readonly open = new Map<string, StoredItem>();
  /** Open items changed since the last checkpoint. */
  private readonly dirty = new Set<string>();
  /** Open items that have a checkpoint row to drop when they are stored. */
  private readonly checkpointed = new Set<string>();
  private readonly checkpointPolicy: CheckpointPolicy;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private updatesSinceCheckpoint = 0;
  /** A checkpoint written between two events failed; the answer ends at the next step. */
  private storageFailure: { error: unknown } | null = null;
  /** Why the run was stopped, for the items it leaves unfinished. */
  private stopReason: IncompleteReason = 'stopped';
  /** What a stop stored as ended early, still to be sent by the stream driving the run. */
  private endedEarly: StoredItem[] = [];
  private pending: Promise<IteratorResult<WorkflowEvent>> | null = null;
  private wake: ((step: Step) => void) | null = null;
  private toolWait: {
    item: ClientToolCallItem;
    output: Deferred<JsonValue>;
    sent: boolean;
  } | null = null;
  private driving = false;
  private finished = false;

  constructor(private readonly init: WorkflowRunInit) {
    this.threadId = init.thread.id;
    this.sessionId = init.sessionId;
    this.checkpointPolicy = init.checkpoint ?? DEFAULT_CHECKPOINT;
    const signal = this.controller.signal;
    const context: WorkflowContext = {
      thread: init.thread,
      stateVariables: init.stateVariables,
      signal,
      items: createItemFactory(this.threadId, init.clock),
      history: () => Promise.resolve(init.storage.items.all(this.threadId)),
      callClientTool: (name, args) => this.requestClientTool(name, args),
      sleep: (ms) => sleepUnlessAborted(ms, signal),
      lockThread: (reason = null) => {
        this.setStatus({ type: 'locked', reason });
      },
      closeThread: (reason = null) => {
        this.setStatus({ type: 'closed', reason });
      },
      setTitle: (title) => {
        const clamped = clampTitle(title);
        if (clamped === null || this.finished) return;
        init.storage.threads.setTitle(this.threadId, clamped);
        this.threadChanged = true;
      },
    };
    this.iterator = init.workflow.respond(init.input, context)[Symbol.asyncIterator]();
  }

  /** A call, not a property, so checks after an `await` are not narrowed away. */
  private isStopped(): boolean {
    return this.controller.signal.aborted;
  }

  /** Aborts when the run is stopped, whoever stops it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * The items the workflow added and has not finished, as they stand: a stream that drives the run
   * again after a client tool call starts from them.
   */
  get openItems(): readonly StoredItem[] {
    return [...this.open.values()];
  }

  /** The client tool call this run waits for, once its item was sent. */
  get waitingFor(): ClientToolCallItem | null {
    return this.toolWait?.sent ? this.toolWait.item : null;
  }

  /**
   * Runs the workflow, sending its events through `emit`, until it finishes, fails, waits for a
   * client tool, or is stopped.
   */
  async drive(emit: Emit): Promise<RunOutcome> {
    if (this.driving) throw new Error('A run is driven by one stream at a time');
    this.driving = true;
    try {
      for (;;) {
        if (this.isStopped()) return await this.stop(emit);
        if (this.storageFailure) return await this.failStorage(this.storageFailure.error, emit);
        const step = await this.nextStep();
        this.wake = null;
        switch (step.kind) {
          case 'abort':
            return await this.stop(emit);
          case 'storage':
            return await this.failStorage(step.error, emit);
          case 'tool': {
            const wait = this.toolWait as NonNullable<typeof this.toolWait>;
            wait.sent = true;
            try {
              this.storeFinal(wait.item);
            } catch (error) {
              return await this.fail(error, emit);
            }
            await emit({ type: 'thread.item.done', item: wait.item });
            // The answer may have been stopped while the call was being sent.
            return this.isStopped() ? await this.stop(emit) : 'suspended';
          }
          case 'error':
            this.pending = null;
            return await this.fail(step.error, emit);
          case 'result': {
            this.pending = null;
            if (step.result.done === true) {
              this.finished = true;
              this.stopCheckpoints();
              try {
                await this.closeOpenItems(emit);
              } catch (error) {
                return await this.failStorage(error, emit);
              }
              return 'completed';
            }
            if (this.isStopped()) return await this.stop(emit);
            try {
              this.record(step.result.value);
            } catch (error) {
              this.stopGenerator();
              return await this.fail(error, emit);
            }
            await emit(step.result.value);
          }
        }
      }
    } finally {
      this.driving = false;
    }
  }

  /** Hands the page's output to the workflow waiting in `callClientTool`. */
  resumeWithToolOutput(output: JsonValue): void {
    const wait = this.toolWait;
    if (!wait) throw new Error('This run waits for no client tool');
    this.toolWait = null;
    wait.output.resolve(output);
  }

  /**
   * Stops the run: the workflow's signal aborts, and items it left open are stored as final at
   * once (before, say, the thread they belong to is deleted), an assistant message marked
   * incomplete with `reason`: `stopped` when the user stopped it (`threads.stop`, the thread
   * deleted), `interrupted` when the server did (shutting down, the session cancelled, the answer's
   * time bound). The stream driving the run then sends them as done (`drive` ends `aborted`). Safe
   * to call at any time and more than once.
   */
  abort(reason: IncompleteReason = 'stopped'): void {
    if (this.finished) return;
    this.stopReason = reason;
    this.controller.abort();
    this.finish();
    this.wake?.({ kind: 'abort' });
  }

  private nextStep(): Promise<Step> {
    if (!this.pending) {
      const pending = this.iterator.next();
      pending.catch(noop);
      this.pending = pending;
    }
    const pending = this.pending;
    return new Promise<Step>((resolve) => {
      this.wake = resolve;
      pending.then(
        (result) => {
          resolve({ kind: 'result', result });
        },
        (error: unknown) => {
          resolve({ kind: 'error', error });
        },
      );
      // `next()` runs the generator synchronously up to its first await, so it may have asked
      // for a tool or been stopped before `wake` was set.
      if (this.toolWait && !this.toolWait.sent) resolve({ kind: 'tool' });
      if (this.isStopped()) resolve({ kind: 'abort' });
      if (this.storageFailure) resolve({ kind: 'storage', error: this.storageFailure.error });
    });
  }

  private requestClientTool(
    name: string,
    args: Readonly<Record<string, JsonValue>>,
  ): Promise<JsonValue> {
    if (this.finished || this.isStopped())
      return Promise.reject(new DOMException('The answer was stopped', 'AbortError'));
    if (this.toolWait)
      return Promise.reject(new Error('A workflow waits for one client tool call at a time'));
    const item: ClientToolCallItem = {
      ...itemBase(this.threadId, ITEM_ID_PREFIX.clientToolCall, this.init.clock),
      type: 'uikit.client_tool_call',
      name,
      call_id: newId('call'),
      arguments: JSON.stringify(args),
      output: null,
      status: 'in_progress',
    };
    const output = deferred<JsonValue>();
    output.promise.catch(noop);
    this.toolWait = { item, output, sent: false };
    this.wake?.({ kind: 'tool' });
    return output.promise;
  }

  /** Keeps the run's view of its items (and the stored thread) in step with an event. */
  private record(event: WorkflowEvent): void {
    const { items } = this.init.storage;
    switch (event.type) {
      case 'thread.item.added':
        this.checkThread(event.item);
        this.open.set(event.item.id, event.item);
        this.changed(event.item.id);
        return;
      case 'thread.item.updated': {
        const open = this.open.get(event.item_id);
        if (open) {
          this.open.set(event.item_id, applyItemUpdate(open, event.update) as StoredItem);
          this.changed(event.item_id);
          return;
        }
        // An update of a finished item (a widget answering its own action) is stored at once.
        const stored = items.find(event.item_id, this.threadId);
        if (!stored)
          throw new WorkflowContractError(
            `Update for item ${event.item_id}, which is not in the thread`,
          );
        items.save(applyItemUpdate(stored, event.update) as StoredItem);
        return;
      }
      case 'thread.item.done':
      case 'thread.item.replaced':
        this.checkThread(event.item);
        this.open.delete(event.item.id);
        this.storeFinal(event.item);
        return;
      case 'thread.item.removed':
        this.open.delete(event.item_id);
        this.dirty.delete(event.item_id);
        items.delete(event.item_id, this.threadId);
        if (this.checkpointed.delete(event.item_id)) items.dropOpen(event.item_id);
        return;
      default:
        return;
    }
  }

  /** Stores a finished item, dropping its checkpoint if it had one. */
  private storeFinal(item: StoredItem): void {
    const { items } = this.init.storage;
    this.dirty.delete(item.id);
    if (this.checkpointed.has(item.id)) items.finishOpen(item);
    else items.save(item);
    this.checkpointed.delete(item.id);
  }

  /** An open item changed: checkpoint it soon, or now after many updates. */
  private changed(id: string): void {
    this.dirty.add(id);
    this.updatesSinceCheckpoint += 1;
    if (this.updatesSinceCheckpoint >= this.checkpointPolicy.maxUpdates) {
      this.writeCheckpoint();
      return;
    }
    if (this.checkpointTimer) return;
    this.checkpointTimer = setTimeout(() => {
      this.checkpointTimer = null;
      if (this.finished) return;
      try {
        this.writeCheckpoint();
      } catch (error) {
        // Between two events: end the answer now rather than at the next token.
        this.storageFailure = { error };
        this.wake?.({ kind: 'storage', error });
      }
    }, this.checkpointPolicy.intervalMs);
    this.checkpointTimer.unref();
  }

  private writeCheckpoint(): void {
    this.stopCheckpoints();
    if (this.dirty.size === 0) return;
    const items = [...this.dirty].flatMap((id) => {
      const item = this.open.get(id);
      return item ? [item] : [];
    });
    this.init.storage.items.checkpoint(items);
    for (const item of items) this.checkpointed.add(item.id);
    this.dirty.clear();
  }

  private stopCheckpoints(): void {
    this.updatesSinceCheckpoint = 0;
    if (this.checkpointTimer) clearTimeout(this.checkpointTimer);
    this.checkpointTimer = null;
  }

  private checkThread(item: StoredItem): void {
    if (item.thread_id !== this.threadId)
      throw new WorkflowContractError(`Item ${item.id} belongs to another thread`);
  }

  private setStatus(status: ThreadStatus): void {
    if (this.finished) return;
    this.init.storage.threads.setStatus(this.threadId, status);
    this.threadChanged = true;
  }

  /** Finishes what the workflow left open (`reason`: marked as having ended early). */
  private async closeOpenItems(emit: Emit, reason?: IncompleteReason): Promise<void> {
    for (const open of [...this.open.values()]) {
      const item = reason === undefined ? open : endedEarly(open, reason);
      this.storeFinal(item);
      this.open.delete(item.id);
      await emit({ type: 'thread.item.done', item });
    }
  }

  private async fail(error: unknown, emit: Emit): Promise<RunOutcome> {
    if (storageFailureOf(error)) return this.failStorage(error, emit);
    this.finished = true;
    this.stopCheckpoints();
    this.init.logger.error(
      `workflow ${this.init.workflow.id} failed on thread ${this.threadId}`,
      error,
    );
    try {
      await this.closeOpenItems(emit, 'error');
    } catch (storageError) {
      return this.failStorage(storageError, emit);
    }
    await emit({
      type: 'error',
      code: 'workflow_failed',
      message: 'The answer could not be completed.',
      allow_retry: true,
    });
    return 'failed';
  }

  /**
   * The storage refused a write: the answer ends with a `storage_error` the user can retry, and
   * the workflow stops (whatever it produces next could not be kept either). What it left open is
   * stored if the storage takes it after all; the log gets one line, not a stack.
   */
  private async failStorage(error: unknown, emit: Emit): Promise<RunOutcome> {
    const failure = storageFailureOf(error);
    if (!failure) throw error;
    this.finished = true;
    this.storageFailed = true;
    this.stopCheckpoints();
    // A workflow waiting for a tool's output would otherwise wait forever.
    this.toolWait?.output.reject(new DOMException('The answer was stopped', 'AbortError'));
    this.toolWait = null;
    const kept = this.storeOpenItemsIfPossible('error');
    this.init.logger.error(
      `storage failed during an answer on thread ${this.threadId}: ${describeStorageFailure(error)}` +
        (kept.all ? '' : ' (its unfinished items could not be stored either)'),
    );
    this.stopGenerator();
    await emit(storageErrorEvent(failure));
    // Whatever the workflow still awaits is over too.
    if (!this.isStopped()) this.controller.abort();
    return 'failed';
  }

  /**
   * Stores what the workflow left open, marked: the items stored, and whether that was all of them
   * (false when the storage refused one).
   */
  private storeOpenItemsIfPossible(reason: IncompleteReason): {
    stored: StoredItem[];
    all: boolean;
  } {
    const stored: StoredItem[] = [];
    try {
      for (const item of this.open.values()) {
        const final = endedEarly(item, reason);
        this.storeFinal(final);
        stored.push(final);
      }
      return { stored, all: true };
    } catch (error) {
      if (!storageFailureOf(error)) throw error;
      return { stored, all: false };
    } finally {
      this.open.clear();
    }
  }

  /**
   * Ends a stopped run: sends as done exactly the items the stop stored as ended early, so every
   * reader's items match the stored ones.
   */
  private async stop(emit: Emit): Promise<RunOutcome> {
    if (!this.isStopped()) this.controller.abort();
    this.finish();
    for (const item of this.endedEarly.splice(0)) await emit({ type: 'thread.item.done', item });
    return 'aborted';
  }

  /** Stores open items as they are, fails a pending tool wait, and stops the generator. */
  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.stopCheckpoints();
    const { stored, all } = this.storeOpenItemsIfPossible(this.stopReason);
    this.endedEarly = stored;
    if (!all)
      this.init.logger.error(`the stopped answer on thread ${this.threadId} could not be stored`);
    this.toolWait?.output.reject(new DOMException('The answer was stopped', 'AbortError'));
    this.toolWait = null;
    this.stopGenerator();
  }

  /** Lets the generator run its `finally` blocks once its current step settles. */
  private stopGenerator(): void {
    const settled = this.pending ?? Promise.resolve();
    this.pending = null;
    settled
      .then(() => this.iterator.return?.())
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          this.init.logger.error(`workflow ${this.init.workflow.id} failed while stopping`, error);
      });
  }
}
