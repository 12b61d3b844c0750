/**
 * The thread operations of a ChatKit server behind the uikit client's `threads` methods: list, get,
 * rename and delete threads (`threads.*`), page through a thread's items (`items.list`) and send
 * feedback (`items.feedback`). Arguments are checked as the uikit client checks them, before any
 * request; answers are converted to uikit shapes and read entry by entry.
 */
import { LIST_LIMIT, type ListPage, type ListQuery } from '../../wire/common';
import { UikitValidationError } from '../../wire/errors';
import { parseWire } from '../../wire/parse';
import { isRecord, type WireProblem } from '../../wire/problems';
import type { ReceivedThreadItem } from '../../wire/received';
import { receiveSchemaPage, type DataProblem } from '../../wire/receivePage';
import {
  THREAD_TITLE_LENGTH,
  ThreadSchema,
  type DeletedThread,
  type Feedback,
  type FeedbackKind,
  type Thread,
} from '../../wire/thread';
import { loadReaders, preloadReaders } from '../loadReaders';
import type { RequestOptions, UikitResult } from '../request';
import type { ChatKitTransport } from './chatkitTransport';
import { itemEntry, toUikitPage, toUikitThread } from './convertPage';
import type { ToolCallMemory } from './toolCallMemory';

function validateListQuery(query: ListQuery | undefined) {
  if (query?.before !== undefined)
    throw new UikitValidationError(
      'before',
      'A ChatKit server pages forwards only: use `after` and `order`',
    );
  if (query?.limit === undefined) return;
  const { limit } = query;
  if (!Number.isInteger(limit) || limit < LIST_LIMIT.min || limit > LIST_LIMIT.max)
    throw new UikitValidationError(
      'limit',
      `limit must be an integer from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`,
    );
}

/** ChatKit's list params: the order always sent (the Node SDK defaults items to ascending). */
function listParams(query: ListQuery | undefined) {
  return {
    order: query?.order ?? 'desc',
    ...(query?.limit === undefined ? {} : { limit: query.limit }),
    ...(query?.after === undefined ? {} : { after: query.after }),
  };
}

/** How many items a retry reads at a time to find what comes after its message. */
const SCAN_PAGE = 50;

export function createChatKitThreads(
  transport: ChatKitTransport,
  report: (problem: DataProblem) => void,
  toolCalls: ToolCallMemory,
) {
  const reportAll = (
    problems: readonly WireProblem[],
    subject: string,
    outcome: DataProblem['outcome'],
  ) => {
    for (const problem of problems) report({ ...problem, outcome, subject });
  };

  /** A thread answer (get, update) as a uikit thread. */
  const readThread = (json: unknown): Thread => {
    const problems: WireProblem[] = [];
    const thread = parseWire(ThreadSchema, toUikitThread(json, problems), 'thread');
    reportAll(problems, 'thread', 'repaired');
    return thread;
  };

  const listItems = async (
    threadId: string,
    query?: ListQuery,
    requestOptions?: RequestOptions,
  ): Promise<UikitResult<ListPage<ReceivedThreadItem>>> => {
    validateListQuery(query);
    preloadReaders();
    const params = listParams(query);
    const { json, meta } = await transport.requestJson(
      { type: 'items.list', params: { thread_id: threadId, ...params } },
      'thread item list',
      requestOptions,
    );
    const converted = toUikitPage(json, params.order, itemEntry);
    reportAll(converted.problems, 'thread item list', 'repaired');
    const { page, problems } = (await loadReaders()).receiveItemPage(converted.json, { threadId });
    for (const problem of problems) report(problem);
    for (const item of page.data) toolCalls.see(item);
    return { data: page, meta };
  };

  /**
   * The ids of the items after `itemId`, newest first, read page by page (newest first) until it
   * is found; none when it is not there. What a retry removes, since ChatKit does not say.
   */
  const itemsAfter = async (
    threadId: string,
    itemId: string,
    requestOptions: RequestOptions = {},
  ): Promise<string[]> => {
    const later: string[] = [];
    let after: string | undefined;
    for (;;) {
      const { json } = await transport.requestJson(
        {
          type: 'items.list',
          params: {
            thread_id: threadId,
            order: 'desc',
            limit: SCAN_PAGE,
            ...(after === undefined ? {} : { after }),
          },
        },
        'thread item list',
        requestOptions,
      );
      const { json: page } = toUikitPage(json, 'desc', itemEntry);
      if (!isRecord(page) || !Array.isArray(page.data)) return [];
      for (const entry of page.data) {
        const id = isRecord(entry) ? entry.id : undefined;
        if (id === itemId) return later;
        if (typeof id === 'string') later.push(id);
      }
      const cursor = page.last_id;
      if (page.has_more !== true || typeof cursor !== 'string' || cursor === after) return [];
      after = cursor;
    }
  };

  return {
    /** The threads the host's authentication stands for, newest first by default. */
    async list(
      query?: ListQuery,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<ListPage<Thread>>> {
      validateListQuery(query);
      const params = listParams(query);
      const { json, meta } = await transport.requestJson(
        { type: 'threads.list', params },
        'thread list',
        requestOptions,
      );
      const converted = toUikitPage(json, params.order, toUikitThread);
      reportAll(converted.problems, 'thread list', 'repaired');
      const { page, problems } = receiveSchemaPage(converted.json, 'thread list', ThreadSchema);
      for (const problem of problems) report(problem);
      return { data: page, meta };
    },
    async get(threadId: string, requestOptions?: RequestOptions): Promise<UikitResult<Thread>> {
      const { json, meta } = await transport.requestJson(
        { type: 'threads.get_by_id', params: { thread_id: threadId } },
        'thread',
        requestOptions,
      );
      return { data: readThread(json), meta };
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
      const { json, meta } = await transport.requestJson(
        { type: 'threads.update', params: { thread_id: threadId, title } },
        'thread',
        requestOptions,
      );
      return { data: readThread(json), meta };
    },
    /** ChatKit answers `{}`: the uikit answer is made from the request. */
    async delete(
      threadId: string,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<DeletedThread>> {
      const { meta } = await transport.requestJson(
        { type: 'threads.delete', params: { thread_id: threadId } },
        'deleted thread',
        requestOptions,
      );
      return { data: { id: threadId, object: 'uikit.thread.deleted', deleted: true }, meta };
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
        if (!data.has_more || data.last_id === null || data.last_id === after) return;
        after = data.last_id;
      }
    },
    /** ChatKit answers `{}`: the uikit answer is made from the request. */
    async sendFeedback(
      threadId: string,
      itemIds: readonly string[],
      kind: FeedbackKind,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<Feedback>> {
      if (itemIds.length === 0)
        throw new UikitValidationError('item_ids', 'item_ids must not be empty');
      const { meta } = await transport.requestJson(
        { type: 'items.feedback', params: { thread_id: threadId, item_ids: [...itemIds], kind } },
        'feedback',
        requestOptions,
      );
      return { data: { object: 'uikit.feedback', item_ids: [...itemIds], kind }, meta };
    },
    itemsAfter,
  };
}
