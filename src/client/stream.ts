/**
 * Opening an answer stream and reading it: sends a conversation operation through the request
 * pipeline, checks that an event stream came back, and turns its messages into parsed events,
 * repairing or skipping bad ones (each reported) and ending quietly when the caller aborts.
 */
import type { ConversationOperation } from '../wire/conversation';
import { UikitConnectionError, UikitError, UikitParseError } from '../wire/errors';
import type { WireProblem } from '../wire/problems';
import type { ReceivedStreamEvent } from '../wire/received';
import type { DataProblem } from '../wire/receivePage';
import { loadReaders, preloadReaders } from './loadReaders';
import type { RequestOptions, RequestPipeline } from './request';
import type { ResponseMeta } from './responseMeta';

/**
 * The events of one answer, parsed. Iterate it once with `for await`. `abort()` (or the request's
 * signal) stops the answer: the server keeps what it produced, and the iteration ends quietly.
 */
export interface UikitEventStream extends AsyncIterable<ReceivedStreamEvent> {
  readonly meta: ResponseMeta;
  /** True once the stream was stopped by `abort()` or the caller's signal. */
  readonly aborted: boolean;
  abort(): void;
}

/** Sends a conversation operation and resolves once its answer stream opens. */
export type OpenStream = (
  operation: ConversationOperation,
  requestOptions?: RequestOptions,
) => Promise<UikitEventStream>;

/**
 * How one answer stream is opened and read: what a wire dialect's client hands to
 * {@link openEventStream}. The uikit dialect sends its operation as is; another dialect translates
 * each message of its wire into the uikit events it stands for.
 */
export interface EventStreamSource {
  /** Sends the request; the stream's own signal aborts it. */
  open: (signal: AbortSignal) => Promise<{ response: Response; meta: ResponseMeta }>;
  /** The thread the answer belongs to, to repair items that lack their thread_id. */
  threadId: string | null;
  /**
   * The uikit events (as JSON) one parsed message stands for, in order: none drops it. Defaults to
   * the message itself. Called once per message, in order, so it may keep state.
   */
  translate?: (json: unknown) => readonly unknown[];
  /**
   * Called once when the stream ended by itself (not when it was aborted): uikit events to read
   * after the last message. It may throw a `UikitError` to fail the stream.
   */
  end?: () => readonly unknown[];
}

/**
 * Opens an answer stream and reads it: checks that an event stream came back, and turns its
 * messages into parsed events, repairing or skipping bad ones (each reported) and ending quietly
 * when the caller aborts.
 */
export async function openEventStream(
  source: EventStreamSource,
  requestOptions: Pick<RequestOptions, 'signal'>,
  report: (problem: DataProblem) => void,
): Promise<UikitEventStream> {
  const controller = new AbortController();
  let aborted = false;
  const abort = () => {
    aborted = true;
    controller.abort(requestOptions.signal?.reason);
  };
  const external = requestOptions.signal;
  if (external?.aborted) abort();
  external?.addEventListener('abort', abort, { once: true });
  const detach = () => external?.removeEventListener('abort', abort);
  // The stream's readers load while the answer is on its way, not after it opens.
  preloadReaders();

  let opened: { response: Response; meta: ResponseMeta };
  try {
    opened = await source.open(controller.signal);
  } catch (error) {
    detach();
    throw error;
  }
  const { response, meta } = opened;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    detach();
    controller.abort();
    throw new UikitParseError('conversation answer', [
      { path: '', message: `expected text/event-stream, got "${contentType || 'no body'}"` },
    ]);
  }
  let iterated = false;

  let { threadId } = source;
  const translate = source.translate ?? ((json: unknown) => [json]);
  const skip = (problems: readonly WireProblem[]) => {
    for (const problem of problems)
      report({ ...problem, outcome: 'skipped', subject: 'stream event' });
  };

  async function* events(): AsyncGenerator<ReceivedStreamEvent, void, undefined> {
    try {
      const { MAX_EVENT_SIZE, readEventStream, receiveStreamEvent } = await loadReaders().catch(
        (error: unknown) => {
          // Unread, the answer would stay open: end it.
          controller.abort();
          throw error;
        },
      );
      function* receive(json: unknown): Generator<ReceivedStreamEvent, void, undefined> {
        const received = receiveStreamEvent(json, { threadId });
        if (!received.ok) {
          skip(received.problems);
          return;
        }
        const { event } = received;
        if (event.type === 'thread.created') threadId = event.thread.id;
        const itemId =
          'item' in event ? event.item.id : 'item_id' in event ? event.item_id : undefined;
        for (const problem of received.problems) {
          report({
            ...problem,
            outcome: 'repaired',
            subject: 'stream event',
            ...(itemId === undefined ? {} : { itemId }),
          });
        }
        yield event;
      }
      // Read through `response` (checked above), not a copy of its body taken earlier: the closure
      // keeps the response alive until the stream is read. Node's fetch (undici) cancels the body
      // of a Response that is garbage-collected unread, and the stream would end at once, empty.
      const messages = readEventStream(response.body as ReadableStream<Uint8Array>, {
        onOversized: (size) => {
          skip([
            {
              path: '',
              message: `The event is larger than ${String(MAX_EVENT_SIZE)} characters (${String(size)})`,
            },
          ]);
        },
      });
      for await (const message of messages) {
        // An empty `data:` is a keep-alive.
        if (message.data === '') continue;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          skip([{ path: '', message: 'The data is not JSON' }]);
          continue;
        }
        for (const translated of translate(json)) yield* receive(translated);
      }
      if (!aborted) for (const translated of source.end?.() ?? []) yield* receive(translated);
    } catch (error) {
      if (aborted) return;
      if (error instanceof UikitError) throw error;
      throw new UikitConnectionError('The answer stream was interrupted', { cause: error });
    } finally {
      detach();
    }
  }

  return {
    meta,
    get aborted() {
      return aborted;
    },
    abort,
    [Symbol.asyncIterator]() {
      if (iterated) throw new UikitError('An event stream can be iterated only once');
      iterated = true;
      return events();
    },
  };
}

export function createStreamOpener(
  send: RequestPipeline['send'],
  report: (problem: DataProblem) => void,
): OpenStream {
  return (operation, requestOptions = {}) =>
    openEventStream(
      {
        open: (signal) =>
          send({
            method: 'POST',
            path: '/uikit/conversation',
            json: operation,
            accept: 'text/event-stream',
            signal,
            ...(requestOptions.clientRequestId === undefined
              ? {}
              : { clientRequestId: requestOptions.clientRequestId }),
          }),
        threadId:
          'thread_id' in operation.params && typeof operation.params.thread_id === 'string'
            ? operation.params.thread_id
            : null,
      },
      requestOptions,
      report,
    );
}
