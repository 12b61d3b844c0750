import type { StreamEvent } from '../../src/wire';
import type { SessionRecord } from '../db/sessions';
import type { Storage } from '../db/storage';
import { describeStorageFailure, storageFailureOf } from '../db/storageFailure';
import type { Logger } from '../logger';
import type { WorkflowEvent } from '../workflows/workflow';
import { EventSink } from './eventSink';
import type { ResponseRegistry } from './responseRegistry';
import { titleFromMessage } from './titling';
import type { RunOutcome, WorkflowRun } from './workflowRun';

/** What a stream sends besides the workflow's events. */
export type AnswerEvent = WorkflowEvent | Extract<StreamEvent, { type: 'thread.created' }>;

export interface StreamAnswerInit {
  storage: Storage;
  logger: Logger;
  responses: ResponseRegistry;
  session: SessionRecord;
  /** Already registered with `responses.begin`. */
  run: WorkflowRun;
  /** Sent after `stream_options`, before the workflow's events. */
  prelude: readonly AnswerEvent[];
  /** Gives stored items their per-request form (fresh preview URLs). */
  present: <T extends AnswerEvent>(event: T) => T;
}

export interface StreamedAnswer {
  body: ReadableStream<Uint8Array>;
  /** Settles when the stream ends, with how it ended (for the request log). */
  done: Promise<RunOutcome | 'error'>;
}

/**
 * Streams one answer in the protocol's order: `stream_options`, the prelude (`thread.created`,
 * the stored user message, ...), the workflow's events, and `thread.updated` when the title or
 * status changed. A stream that ends waiting for a client tool leaves the run parked; the next
 * `threads.add_client_tool_output` resumes it.
 */
export function streamAnswer(init: StreamAnswerInit): StreamedAnswer {
  const { run, storage, responses, present } = init;
  const sink = new EventSink(() => {
    run.abort();
  });
  const closeSink = () => {
    sink.close();
  };
  run.signal.addEventListener('abort', closeSink);

  const done = (async (): Promise<RunOutcome | 'error'> => {
    try {
      await sink.write({ type: 'stream_options', stream_options: { allow_cancel: true } });
      for (const event of init.prelude) await sink.write(present(event));
      const outcome = await run.drive((event) => sink.write(present(event)));
      if (outcome === 'suspended') {
        responses.park(run);
        return outcome;
      }
      // A stop titles too (the history list wants a name), unless the server is shutting down.
      const titled = storage.db.open && titleThreadIfPossible(init);
      if ((titled || run.threadChanged) && outcome !== 'aborted') {
        const thread = storage.threads.findOwned(run.threadId, init.session.user);
        if (thread) await sink.write({ type: 'thread.updated', thread });
      }
      return outcome;
    } catch (error) {
      if (storageFailureOf(error))
        init.logger.error(
          `answer on thread ${run.threadId} failed: ${describeStorageFailure(error)}`,
        );
      else init.logger.error(`answer on thread ${run.threadId} failed`, error);
      run.abort();
      return 'error';
    } finally {
      run.signal.removeEventListener('abort', closeSink);
      responses.end(run);
      sink.close();
    }
  })();
  return { body: sink.stream, done };
}

/** A title the storage refuses is left for a later answer: the answer itself is kept. */
function titleThreadIfPossible(init: StreamAnswerInit): boolean {
  try {
    return titleThread(init);
  } catch (error) {
    if (!storageFailureOf(error)) throw error;
    init.logger.error(
      `thread ${init.run.threadId} was not titled: ${describeStorageFailure(error)}`,
    );
    return false;
  }
}

/** Automatic titling: after the first answer, when the session's configuration asks for it. */
function titleThread({ storage, session, run }: StreamAnswerInit): boolean {
  if (!session.configuration.automatic_thread_titling.enabled) return false;
  const thread = storage.threads.findOwned(run.threadId, session.user);
  if (thread?.title !== null) return false;
  const first = storage.items.firstUserMessage(run.threadId);
  const title = first && titleFromMessage(first);
  if (!title) return false;
  storage.threads.setTitle(run.threadId, title);
  return true;
}
