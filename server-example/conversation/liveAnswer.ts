import type { ActiveResponse, IncompleteReason, StreamEvent, Thread } from '../../src/wire';
import { threadJson } from '../api/present';
import { unixSeconds, type Clock } from '../clock';
import type { SessionRecord } from '../db/sessions';
import type { Storage } from '../db/storage';
import { describeStorageFailure, storageFailureOf } from '../db/storageFailure';
import { newId } from '../ids';
import type { Logger } from '../logger';
import type { WorkflowEvent } from '../workflows/workflow';
import { AnswerSnapshot } from './answerSnapshot';
import { deferred, type Deferred } from './deferred';
import { EventSink } from './eventSink';
import type { ResponseRegistry } from './responseRegistry';
import { titleFromMessage } from './titling';
import type { RunOutcome, WorkflowRun } from './workflowRun';

/** How long an answer may run before it is interrupted (protocol section 11: the local API's bound). */
export const DEFAULT_MAX_ANSWER_MS = 10 * 60_000;

/**
 * Bytes sent to the readers within one turn of the event loop past which the producer lets the
 * loop turn: a workflow that never waits would otherwise pile its whole answer up unsent (and look
 * like a slow reader to the unsent-bytes bound).
 */
const TURN_BYTES = 256 * 1024;

/** The thread events of an answer: `thread.created` (to the sender alone) and `thread.updated`. */
export type ThreadEvent = Extract<StreamEvent, { type: 'thread.created' | 'thread.updated' }>;
/** What a reader of an answer receives besides `stream_options`. */
export type AnswerEvent = WorkflowEvent | ThreadEvent;

/**
 * Gives an event its form for one request (fresh preview URLs on its origin); returns the event
 * itself when that changes nothing, so one serialization serves the readers it suits.
 */
export type Presenter = (event: AnswerEvent) => AnswerEvent;

/** How one reader's stream ended, for the request log. */
export type ReaderOutcome =
  | RunOutcome
  | 'error'
  /** The client closed its stream; the answer went on. */
  | 'detached'
  /** The client read too slowly, and its stream was cut; the answer went on. */
  | 'cut';

/** One client's stream of an answer. */
export interface AnswerReader {
  body: ReadableStream<Uint8Array>;
  /** Settles when this stream ends, with how it ended. */
  done: Promise<ReaderOutcome>;
}

export interface LiveAnswerInit {
  storage: Storage;
  clock: Clock;
  logger: Logger;
  responses: ResponseRegistry;
  /** The session that sent the input: its configuration says whether the thread gets a title. */
  session: SessionRecord;
  run: WorkflowRun;
  /** After this long the answer is interrupted. Default {@link DEFAULT_MAX_ANSWER_MS}. */
  maxDurationMs?: number | undefined;
  /** A reader further behind than this has its stream cut (`EventSink`). */
  maxUnsentBytes?: number | undefined;
}

/** A client that reads an answer. */
export interface ReaderClient {
  present: Presenter;
  /** Resets its connection, to cut its stream when it reads too slowly (`connectionReset`). */
  resetConnection?: (() => void) | undefined;
}

/** The client whose input starts the answer. */
export interface Sender extends ReaderClient {
  /** The thread `threads.create` made: its `thread.created` goes to the sender alone. */
  created: Thread | null;
  /**
   * What the input itself stored (the user message, the deleted items of a retry, ...), sent
   * before the workflow's events and kept in the snapshot like them.
   */
  prelude: readonly WorkflowEvent[];
}

interface Reader {
  readonly sink: EventSink;
  readonly present: Presenter;
  readonly done: Deferred<ReaderOutcome>;
}

/**
 * An answer being produced on a thread (protocol section 11). It belongs to the thread, not to the
 * request that started it: it drives its `WorkflowRun` whoever reads it, and writes each event to
 * every reader attached (the sender first, then any client that resumes), each through its own
 * `EventSink` and presenter. A reader that closes its stream is detached; one that reads too slowly
 * is cut; the answer runs on to its end, and is stored, unless it is stopped (`threads.stop`, the
 * session cancelled, the thread deleted, the server shutting down) or runs past its time bound.
 *
 * The snapshot a resuming reader starts from is updated in the same synchronous step as each event
 * is written to the readers, and a reader is attached in one step with its snapshot: no event is
 * lost or sent twice between the two, whatever the timing.
 */
export class LiveAnswer {
  readonly id = newId('resp');
  readonly startedAt: number;
  readonly threadId: string;
  /** The session that started it (a cancelled session stops its answers). */
  readonly sessionId: string;
  private readonly readers = new Set<Reader>();
  private readonly snapshot: AnswerSnapshot;
  private bound: NodeJS.Timeout | null = null;
  private ended = false;
  private turnBytes = 0;

  /**
   * Registers an answer on the run's thread (409 `response_in_progress` when one is running
   * already), attaches the sender and starts the run.
   */
  static start(init: LiveAnswerInit, sender: Sender): AnswerReader {
    const answer = new LiveAnswer(init);
    init.responses.begin(answer);
    const maxDurationMs = init.maxDurationMs ?? DEFAULT_MAX_ANSWER_MS;
    answer.bound = setTimeout(() => {
      init.logger.info(
        `answer ${answer.id} on thread ${answer.threadId} reached its bound of ${maxDurationMs} ms: interrupted`,
      );
      answer.stop('interrupted');
    }, maxDurationMs);
    answer.bound.unref();
    const created: ThreadEvent[] = sender.created
      ? [{ type: 'thread.created', thread: threadJson(sender.created, answer.activeResponse) }]
      : [];
    const reader = answer.attach(sender, created);
    // Items the run left open before a client tool call: the sender has them already.
    answer.snapshot.seedOpen(init.run.openItems);
    for (const event of sender.prelude) answer.broadcast(event);
    void answer.produce();
    return reader;
  }

  private constructor(private readonly init: LiveAnswerInit) {
    this.startedAt = unixSeconds(init.clock);
    this.threadId = init.run.threadId;
    this.sessionId = init.run.sessionId;
    this.snapshot = new AnswerSnapshot((itemId) => init.storage.items.find(itemId, this.threadId));
  }

  /** The thread's `active_response` while this answer runs. */
  get activeResponse(): ActiveResponse {
    return { id: this.id, started_at: this.startedAt };
  }

  /**
   * A new reader (`threads.resume`): `stream_options`, the snapshot, then the live events until
   * the answer ends. Null once the answer has ended: what it produced is stored, read it there.
   */
  join(client: ReaderClient): AnswerReader | null {
    if (this.ended) return null;
    return this.attach(client, []);
  }

  /**
   * Ends the answer early: what its items hold so far is stored, marked `reason`, and sent to the
   * readers as done before their streams end. The thread is free for new input at once.
   */
  stop(reason: IncompleteReason): void {
    this.unregister();
    this.init.run.abort(reason);
  }

  private attach(client: ReaderClient, first: readonly ThreadEvent[]): AnswerReader {
    const { present } = client;
    const done = deferred<ReaderOutcome>();
    const reader: Reader = {
      sink: new EventSink({
        maxUnsentBytes: this.init.maxUnsentBytes,
        resetConnection: client.resetConnection,
        onCancel: () => {
          this.detach(reader, 'detached');
        },
        onOverflow: () => {
          this.init.logger.info(
            `answer ${this.id} on thread ${this.threadId}: a reader fell too far behind; its stream was cut (it can resume)`,
          );
          this.detach(reader, 'cut');
        },
      }),
      present,
      done,
    };
    reader.sink.write({ type: 'stream_options', stream_options: { allow_cancel: true } });
    for (const event of first) reader.sink.write(present(event));
    // The snapshot is as long as the answer so far: it may exceed the bound, and must not be cut.
    reader.sink.writeBacklog(this.snapshot.events().map((event) => JSON.stringify(present(event))));
    this.readers.add(reader);
    return { body: reader.sink.stream, done: done.promise };
  }

  private detach(reader: Reader, outcome: ReaderOutcome): void {
    if (!this.readers.delete(reader)) return;
    reader.done.resolve(outcome);
  }

  /** Applies an event to the snapshot and writes it to every reader, in one synchronous step. */
  private broadcast(event: AnswerEvent): void {
    if (event.type !== 'thread.created' && event.type !== 'thread.updated')
      this.snapshot.apply(event);
    let shared: string | undefined;
    for (const reader of this.readers) {
      const presented = reader.present(event);
      const json =
        presented === event ? (shared ??= JSON.stringify(event)) : JSON.stringify(presented);
      this.countTurnBytes(json.length);
      reader.sink.writeJson(json);
    }
  }

  private countTurnBytes(bytes: number): void {
    if (this.turnBytes === 0)
      setImmediate(() => {
        this.turnBytes = 0;
      });
    this.turnBytes += bytes;
  }

  /** The producer goes on at once, unless this turn already sent a lot: then after a turn. */
  private pace(): Promise<void> {
    if (this.turnBytes < TURN_BYTES) return Promise.resolve();
    return new Promise((resolve) => setImmediate(resolve));
  }

  private async produce(): Promise<void> {
    const { run, logger } = this.init;
    let outcome: RunOutcome | 'error' = 'error';
    try {
      outcome = await run.drive((event) => {
        this.broadcast(event);
        return this.pace();
      });
      // Everything it produced is stored: from here a client reads the items rather than resumes.
      this.unregister();
      if (outcome === 'suspended') this.init.responses.park(run);
      // After a storage failure its `error` ends the stream: the thread may not be readable.
      else if (!run.storageFailed) this.sendThreadUpdate();
    } catch (error) {
      if (storageFailureOf(error))
        logger.error(`answer on thread ${this.threadId} failed: ${describeStorageFailure(error)}`);
      else logger.error(`answer on thread ${this.threadId} failed`, error);
      run.abort();
      outcome = 'error';
    } finally {
      this.unregister();
      for (const reader of this.readers) {
        reader.sink.close();
        reader.done.resolve(outcome);
      }
      this.readers.clear();
    }
  }

  private unregister(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.bound) clearTimeout(this.bound);
    this.init.responses.end(this);
  }

  /** `thread.updated` at the end when the title or status changed: the answer is over (null). */
  private sendThreadUpdate(): void {
    const { storage, run, session } = this.init;
    // The server is shutting down: the database is closed.
    if (!storage.db.open) return;
    // A stop titles too: the history list wants a name.
    const titled = this.titleThreadIfPossible();
    if (!titled && !run.threadChanged) return;
    const thread = storage.threads.findOwned(run.threadId, session.user);
    if (thread) this.broadcast({ type: 'thread.updated', thread: threadJson(thread, null) });
  }

  /** A title the storage refuses is left for a later answer: the answer itself is kept. */
  private titleThreadIfPossible(): boolean {
    try {
      return this.titleThread();
    } catch (error) {
      if (!storageFailureOf(error)) throw error;
      this.init.logger.error(
        `thread ${this.threadId} was not titled: ${describeStorageFailure(error)}`,
      );
      return false;
    }
  }

  /** Automatic titling: after the first answer, when the session's configuration asks for it. */
  private titleThread(): boolean {
    const { storage, session } = this.init;
    if (!session.configuration.automatic_thread_titling.enabled) return false;
    const thread = storage.threads.findOwned(this.threadId, session.user);
    if (thread?.title !== null) return false;
    const first = storage.items.firstUserMessage(this.threadId);
    const title = first && titleFromMessage(first);
    if (!title) return false;
    storage.threads.setTitle(this.threadId, title);
    return true;
  }
}
