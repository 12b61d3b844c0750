import { bench, describe } from 'vitest';
import { assistantMessage, everyItem, thread } from '../test/fixtures/items';
import { createThreadStore } from '../src/state/createThreadStore';
import type { StreamEvent } from '../src/wire/events';
import type { ThreadItem } from '../src/wire/items';

// Streaming 4,000 tokens into a 1,000-item thread: the kit's store against the array-of-messages
// state most hand-rolled chats keep (`messages.map(m => m.id === id ? {...m, text: m.text + d} : m)`).

const ITEMS = 1000;
const TOKENS = 4000;

const history: ThreadItem[] = Array.from({ length: ITEMS }, (_, index) => {
  const source = everyItem[index % everyItem.length] as ThreadItem;
  return { ...source, id: `itm_${index}` };
});
const answerId = 'itm_answer';
const deltas: StreamEvent[] = Array.from({ length: TOKENS }, (_, index) => ({
  type: 'thread.item.updated',
  item_id: answerId,
  update: {
    type: 'assistant_message.content_part.text_delta',
    content_index: 0,
    delta: `tok${index} `,
  },
}));

function loadedStore() {
  const store = createThreadStore(thread);
  store.getState().dispatch({ type: 'items.page', items: history, position: 'replace' });
  store.getState().applyEvents([
    // With its first part, as a service adds it before the text (a delta for a part the item
    // lacks is ignored: protocol section 10).
    {
      type: 'thread.item.added',
      item: {
        ...assistantMessage,
        id: answerId,
        content: [{ type: 'output_text', text: '', annotations: [] }],
      },
    },
  ]);
  return store;
}

describe(`stream ${TOKENS} tokens into a ${ITEMS}-item thread`, () => {
  bench('baseline: array of messages, one copy per token', () => {
    let messages = [
      ...history.map((item) => ({ id: item.id, text: '' })),
      { id: answerId, text: '' },
    ];
    for (const event of deltas) {
      if (
        event.type !== 'thread.item.updated' ||
        event.update.type !== 'assistant_message.content_part.text_delta'
      )
        continue;
      const { delta } = event.update;
      messages = messages.map((message) =>
        message.id === answerId ? { ...message, text: message.text + delta } : message,
      );
    }
  });

  bench('thread store, one update per token', () => {
    const store = loadedStore();
    for (const event of deltas) store.getState().applyEvents([event]);
  });

  bench('thread store, one update per 16 tokens (a frame at 60 fps)', () => {
    const store = loadedStore();
    for (let index = 0; index < deltas.length; index += 16)
      store.getState().applyEvents(deltas.slice(index, index + 16));
  });
});
