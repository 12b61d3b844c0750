// What reads a conversation's data as it arrives: pages of thread items, and answer streams (the
// event-stream framing and every event's schema, items and widgets included). Most of the wire
// schemas' size is here, and a chat needs none of it before it opens a thread or sends a message,
// so this module is loaded on demand (see loadReaders.ts), apart from the client's first load.
export { receiveItemPage } from '../wire/receiveItemPage';
export { receiveThreadItem } from '../wire/receiveItem';
export { receiveStreamEvent } from '../wire/receiveEvent';
export { MAX_EVENT_SIZE, readEventStream } from './sse';
export { SyncCustomActionResultSchema, TranscriptionSchema } from '../wire/conversation';
// A widget item's tree, read again for a client action's handler (chat/widgetItems.ts): from here,
// not from the wire, so the widget schemas travel in this file (the thread's rows use them too)
// and not in one a bundler would split off for the runtime's own use.
export { parseWidget } from '../wire/widgets';
