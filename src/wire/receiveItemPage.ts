import { isRecord } from './problems';
import { receiveListPage, type ReceivedPage } from './receivePage';
import { receiveThreadItem, type ReceiveContext } from './receiveItem';
import type { ReceivedThreadItem } from './received';

/** Reads a page of thread items, each repaired or left out alone. */
export function receiveItemPage(
  json: unknown,
  context: ReceiveContext,
): ReceivedPage<ReceivedThreadItem> {
  return receiveListPage(json, 'thread item list', (entry, path) => {
    const { item, problems } = receiveThreadItem(entry, context, path);
    const id = item?.id ?? (isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined);
    return { value: item, problems, ...(id === undefined ? {} : { id }) };
  });
}
