/**
 * The thread endpoints (`/uikit/threads/...`): list, get, rename and delete threads, page through
 * a thread's items and send feedback on them. Arguments are checked here, before any request.
 */
import { LIST_LIMIT, type ListPage, type ListQuery } from '../wire/common';
import { UikitValidationError } from '../wire/errors';
import type { ReceivedThreadItem } from '../wire/received';
import { receiveSchemaPage } from '../wire/receivePage';
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
import { loadReaders, preloadReaders } from './loadReaders';
import type { RequestOptions, RequestPipeline, UikitResult } from './request';

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

export function createThreadsEndpoints({ requestJson, requestPage }: RequestPipeline) {
  /** One page of a thread's items; `order: 'desc'` (the default) is newest first. */
  const listItems = async (
    threadId: string,
    query?: ListQuery,
    requestOptions?: RequestOptions,
  ): Promise<UikitResult<ListPage<ReceivedThreadItem>>> => {
    validateListQuery(query);
    // Fetched beside the page, not after it.
    preloadReaders();
    return requestPage(
      {
        method: 'GET',
        path: `/uikit/threads/${segment(threadId)}/items`,
        query: { ...query },
        ...requestOptions,
      },
      'thread item list',
      async (json) => (await loadReaders()).receiveItemPage(json, { threadId }),
    );
  };

  return {
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
  };
}
