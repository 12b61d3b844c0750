// What a request needs of the store before the SDK runs it. Inside the SDK a missing thread, a
// message's unknown file or a tool output nobody waits for throws: a JSON request would answer a
// bare 500, and a stream, whose 200 has gone out, would break off with no word. Checked here, each
// is a 4xx that says what is wrong, before anything is sent.
import { StoreNotFoundError } from 'chatkit-node-backend-sdk';
import { conflict, invalidRequest, notFound } from '../api/errors';
import type { MemoryStore, Visitor } from './memoryStore';
import type { ChatKitRequest } from './requests';

/** Tool calls further back than this are not looked for (the SDK looks as far). */
const TOOL_CALL_SCAN = 1000;

async function threadOf(store: MemoryStore, threadId: string, visitor: Visitor) {
  try {
    return await store.loadThread(threadId, visitor);
  } catch (error) {
    if (error instanceof StoreNotFoundError)
      throw notFound(`There is no thread "${threadId}"`, 'params.thread_id');
    throw error;
  }
}

async function itemOf(store: MemoryStore, threadId: string, itemId: string, visitor: Visitor) {
  try {
    return await store.loadItem(threadId, itemId, visitor);
  } catch (error) {
    if (error instanceof StoreNotFoundError)
      throw notFound(`There is no item "${itemId}" in this thread`, 'params.item_id');
    throw error;
  }
}

async function checkAttachments(store: MemoryStore, ids: readonly string[], visitor: Visitor) {
  for (const [index, id] of ids.entries()) {
    try {
      await store.loadAttachment(id, visitor);
    } catch (error) {
      if (!(error instanceof StoreNotFoundError)) throw error;
      throw invalidRequest(
        'invalid_attachment',
        `${error.message}: upload it first`,
        `params.input.attachments[${String(index)}]`,
      );
    }
  }
}

/** Throws the 4xx the request gets when the store cannot do it; returns when it can. */
export async function checkPreconditions(
  store: MemoryStore,
  request: ChatKitRequest,
  visitor: Visitor,
): Promise<void> {
  if (request.type === 'threads.create') {
    if (!store.hasRoomForThread(visitor))
      throw conflict(
        'too_many_threads',
        `You have ${String(store.limits.threadsPerUser)} threads, the most this server keeps: delete one to start another`,
      );
    await checkAttachments(store, request.params.input.attachments, visitor);
    return;
  }
  if (!('thread_id' in request.params)) return;
  const { thread_id: threadId } = request.params;
  const thread = await threadOf(store, threadId, visitor);
  switch (request.type) {
    case 'threads.add_user_message':
      if (thread.status.type !== 'active')
        throw conflict(
          `thread_${thread.status.type}`,
          `This thread is ${thread.status.type} and takes no more messages`,
        );
      if (!store.hasRoomForItems(threadId, visitor))
        throw conflict('thread_full', 'This thread is full: start a new one');
      await checkAttachments(store, request.params.input.attachments, visitor);
      return;
    case 'threads.add_client_tool_output': {
      const { data } = await store.loadThreadItems(threadId, null, TOOL_CALL_SCAN, 'desc', visitor);
      if (!data.some((item) => item.type === 'client_tool_call' && item.status === 'pending'))
        throw conflict(
          'no_pending_tool_call',
          'No client tool call in this thread waits for output',
        );
      return;
    }
    case 'threads.retry_after_item':
      await itemOf(store, threadId, request.params.item_id, visitor);
      return;
    case 'threads.custom_action': {
      const itemId = request.params.item_id;
      if (itemId === null || itemId === undefined) return;
      const item = await itemOf(store, threadId, itemId, visitor);
      if (item.type !== 'widget')
        throw invalidRequest(
          'invalid_value',
          `Item "${itemId}" is not a widget: only a widget's actions go to the server`,
          'params.item_id',
        );
      return;
    }
    default:
      return;
  }
}
