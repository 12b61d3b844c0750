import { LIST_LIMIT, type ListPage, type ListQuery } from '../wire/common';
import type { UserInput, WidgetAction } from '../wire/conversation';
import { UikitValidationError } from '../wire/errors';
import { UploadedFileSchema, type UploadedFile } from '../wire/items';
import type { ReceivedThreadItem } from '../wire/received';
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
import { createStreamOpener } from './stream';
import type { UploadProgress } from './transport';

export type { ClientSecretSource, RequestOptions, UikitResult } from './request';
export type { UikitEventStream } from './stream';

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

  const openStream = createStreamOpener(send, report);

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
