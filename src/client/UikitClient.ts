import { LIST_LIMIT, type ListPage, type ListQuery } from '../wire/common';
import type { ConversationOperation, UserInput, WidgetAction } from '../wire/conversation';
import {
  UikitConnectionError,
  UikitError,
  UikitParseError,
  UikitValidationError,
} from '../wire/errors';
import { UploadedFileSchema, type UploadedFile } from '../wire/items';
import type { WireProblem } from '../wire/problems';
import type { ReceivedStreamEvent, ReceivedThreadItem } from '../wire/received';
import { receiveStreamEvent } from '../wire/receiveEvent';
import { receiveItemPage, receiveSchemaPage, type DataProblem } from '../wire/receivePage';
import {
  DeletedThreadSchema,
  FeedbackSchema,
  THREAD_TITLE_LENGTH,
  ThreadSchema,
  type DeletedThread,
  type Feedback,
  type FeedbackKind,
  type Thread,
} from '../wire/thread';
import type { JsonValue } from '../wire/common';
import { createRateLimitTracker, type RateLimitTracker } from './rateLimit';
import {
  createRequestPipeline,
  type RequestOptions,
  type RequestPipelineOptions,
  type UikitResult,
} from './request';
import type { ResponseMeta } from './responseMeta';
import { MAX_EVENT_SIZE, readEventStream } from './sse';
import type { UploadProgress } from './transport';

export type { ClientSecretSource, RequestOptions, UikitResult } from './request';

export interface UikitClientOptions extends RequestPipelineOptions {
  /** Clock for rate-limit waits; tests inject one. */
  now?: () => number;
  /**
   * Hears of every item, entry or event the client repaired or set aside (protocol section 10):
   * one bad value never fails a page or ends an answer, and this is where the host learns of it.
   */
  onProblem?: (problem: DataProblem) => void;
}

export interface UploadOptions extends RequestOptions {
  /** File name to send; defaults to the `File`'s name. */
  name?: string;
  onProgress?: (progress: UploadProgress) => void;
}

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

function validateListQuery(query: ListQuery | undefined) {
  if (query?.limit === undefined) return;
  const { limit } = query;
  if (!Number.isInteger(limit) || limit < LIST_LIMIT.min || limit > LIST_LIMIT.max)
    throw new UikitValidationError(
      'limit',
      `limit must be an integer from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`,
    );
}

const segment = (id: string) => encodeURIComponent(id);

/**
 * Creates a client for the uikit API, authenticated by a session's client secret. It runs wherever
 * `fetch` does (browsers, Node 20, edge runtimes), validates every answer, refreshes an expired
 * secret once per request and never retries a rate-limited request blindly.
 *
 * @example
 * const sessions = createSessionManager({ getSession: () => fetch('/api/uikit/session', { method: 'POST' }).then(r => r.json()) });
 * const client = createUikitClient({ baseUrl: 'https://api.example.com', clientSecret: sessions.getClientSecret });
 * const stream = await client.conversation.createThread({ content: [{ type: 'input_text', text: 'Hi' }] });
 * for await (const event of stream) console.log(event.type);
 */
export function createUikitClient(options: UikitClientOptions) {
  const rateLimit: RateLimitTracker = createRateLimitTracker(options.now);

  const report = (problem: DataProblem) => {
    try {
      options.onProblem?.(problem);
    } catch {
      // A failing report must not fail the read it reports on.
    }
  };
  const { send, requestJson, requestPage } = createRequestPipeline(options, rateLimit, report);

  const openStream = async (
    operation: ConversationOperation,
    requestOptions: RequestOptions = {},
  ): Promise<UikitEventStream> => {
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

    let opened: { response: Response; meta: ResponseMeta };
    try {
      opened = await send({
        method: 'POST',
        path: '/uikit/conversation',
        json: operation,
        accept: 'text/event-stream',
        signal: controller.signal,
        ...(requestOptions.clientRequestId === undefined
          ? {}
          : { clientRequestId: requestOptions.clientRequestId }),
      });
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
    const body = response.body;
    let iterated = false;

    // The thread the answer belongs to, to repair items that lack their thread_id.
    let threadId =
      'thread_id' in operation.params && typeof operation.params.thread_id === 'string'
        ? operation.params.thread_id
        : null;
    const skip = (problems: readonly WireProblem[]) => {
      for (const problem of problems)
        report({ ...problem, outcome: 'skipped', subject: 'stream event' });
    };

    async function* events(): AsyncGenerator<ReceivedStreamEvent, void, undefined> {
      try {
        const messages = readEventStream(body, {
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
          const received = receiveStreamEvent(json, { threadId });
          if (!received.ok) {
            skip(received.problems);
            continue;
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
  };

  /** One page of a thread's items; `order: 'desc'` (the default) is newest first. */
  const listItems = async (
    threadId: string,
    query?: ListQuery,
    requestOptions?: RequestOptions,
  ): Promise<UikitResult<ListPage<ReceivedThreadItem>>> => {
    validateListQuery(query);
    return requestPage(
      {
        method: 'GET',
        path: `/uikit/threads/${segment(threadId)}/items`,
        query: { ...query },
        ...requestOptions,
      },
      'thread item list',
      (json) => receiveItemPage(json, { threadId }),
    );
  };

  return {
    /** The request budget as the last answers reported it; subscribe to show a countdown. */
    rateLimit: { get: rateLimit.get, waitMs: rateLimit.waitMs, subscribe: rateLimit.subscribe },

    threads: {
      /** The session user's threads, newest first by default. */
      async list(
        query?: ListQuery,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<ListPage<Thread>>> {
        validateListQuery(query);
        return requestPage(
          { method: 'GET', path: '/uikit/threads', query: { ...query }, ...requestOptions },
          'thread list',
          (json) => receiveSchemaPage(json, 'thread list', ThreadSchema),
        );
      },
      async get(threadId: string, requestOptions?: RequestOptions): Promise<UikitResult<Thread>> {
        return requestJson(
          { method: 'GET', path: `/uikit/threads/${segment(threadId)}`, ...requestOptions },
          ThreadSchema,
          'thread',
        );
      },
      async rename(
        threadId: string,
        title: string,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<Thread>> {
        if (title.length < THREAD_TITLE_LENGTH.min || title.length > THREAD_TITLE_LENGTH.max)
          throw new UikitValidationError(
            'title',
            `title must be ${THREAD_TITLE_LENGTH.min} to ${THREAD_TITLE_LENGTH.max} characters`,
          );
        return requestJson(
          {
            method: 'POST',
            path: `/uikit/threads/${segment(threadId)}`,
            json: { title },
            ...requestOptions,
          },
          ThreadSchema,
          'thread',
        );
      },
      async delete(
        threadId: string,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<DeletedThread>> {
        return requestJson(
          { method: 'DELETE', path: `/uikit/threads/${segment(threadId)}`, ...requestOptions },
          DeletedThreadSchema,
          'deleted thread',
        );
      },
      listItems,
      /** Every page of a thread's items in `order`, following the cursor until `has_more` is false. */
      async *iterateItems(
        threadId: string,
        query: Omit<ListQuery, 'before'> = {},
        requestOptions?: RequestOptions,
      ): AsyncGenerator<ListPage<ReceivedThreadItem>, void, undefined> {
        let after = query.after;
        for (;;) {
          const { data } = await listItems(
            threadId,
            { ...query, ...(after === undefined ? {} : { after }) },
            requestOptions,
          );
          yield data;
          if (!data.has_more || data.last_id === null) return;
          after = data.last_id;
        }
      },
      async sendFeedback(
        threadId: string,
        itemIds: readonly string[],
        kind: FeedbackKind,
        requestOptions?: RequestOptions,
      ): Promise<UikitResult<Feedback>> {
        if (itemIds.length === 0)
          throw new UikitValidationError('item_ids', 'item_ids must not be empty');
        return requestJson(
          {
            method: 'POST',
            path: `/uikit/threads/${segment(threadId)}/feedback`,
            json: { item_ids: itemIds, kind },
            ...requestOptions,
          },
          FeedbackSchema,
          'feedback',
        );
      },
    },

    files: {
      /**
       * Uploads a file for a later message (`attachments: [id]`). In browsers `onProgress` reports
       * bytes sent; abort with `signal`.
       */
      async upload(
        file: Blob,
        uploadOptions: UploadOptions = {},
      ): Promise<UikitResult<UploadedFile>> {
        const { name, onProgress, ...requestOptions } = uploadOptions;
        const fileName = name ?? (file instanceof File ? file.name : 'file');
        const total = file.size;
        onProgress?.({ loaded: 0, total, fraction: 0 });
        return requestJson(
          {
            method: 'POST',
            path: '/uikit/files',
            form: () => {
              const form = new FormData();
              form.append('file', file, fileName);
              return form;
            },
            // The request body is the multipart envelope; report bytes of the file itself.
            ...(onProgress
              ? {
                  onUploadProgress: ({ fraction }: UploadProgress) => {
                    onProgress({ loaded: Math.round(fraction * total), total, fraction });
                  },
                }
              : {}),
            ...requestOptions,
          },
          UploadedFileSchema,
          'uploaded file',
        ).then((result) => {
          onProgress?.({ loaded: total, total, fraction: 1 });
          return result;
        });
      },
    },

    conversation: {
      /** Sends any conversation operation and resolves once the answer stream opens. */
      stream: openStream,
      createThread(input: UserInput, requestOptions?: RequestOptions) {
        return openStream({ type: 'threads.create', params: { input } }, requestOptions);
      },
      addUserMessage(threadId: string, input: UserInput, requestOptions?: RequestOptions) {
        return openStream(
          { type: 'threads.add_user_message', params: { thread_id: threadId, input } },
          requestOptions,
        );
      },
      addClientToolOutput(
        threadId: string,
        callId: string,
        output: JsonValue,
        requestOptions?: RequestOptions,
      ) {
        return openStream(
          {
            type: 'threads.add_client_tool_output',
            params: { thread_id: threadId, call_id: callId, output },
          },
          requestOptions,
        );
      },
      retryAfterItem(threadId: string, itemId: string, requestOptions?: RequestOptions) {
        return openStream(
          { type: 'threads.retry_after_item', params: { thread_id: threadId, item_id: itemId } },
          requestOptions,
        );
      },
      customAction(
        threadId: string,
        itemId: string,
        action: WidgetAction,
        requestOptions?: RequestOptions,
      ) {
        return openStream(
          {
            type: 'threads.custom_action',
            params: { thread_id: threadId, item_id: itemId, action },
          },
          requestOptions,
        );
      },
    },
  };
}

export type UikitClient = ReturnType<typeof createUikitClient>;
