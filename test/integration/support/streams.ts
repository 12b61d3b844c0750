import type { ReceivedStreamEvent, ReceivedThreadItem } from '../../../src/wire';
import type { UikitEventStream } from '../../../src/client';

/** Every event of an answer, in order. */
export async function collect(stream: UikitEventStream | Promise<UikitEventStream>) {
  const events: ReceivedStreamEvent[] = [];
  for await (const event of await stream) events.push(event);
  return events;
}

export const typesOf = (events: readonly ReceivedStreamEvent[]) =>
  events.map((event) => event.type);

/** The items an answer finished (`thread.item.done` and `replaced`), by id, last one wins. */
export function finishedItems(events: readonly ReceivedStreamEvent[]): ReceivedThreadItem[] {
  const items = new Map<string, ReceivedThreadItem>();
  for (const event of events)
    if (event.type === 'thread.item.done' || event.type === 'thread.item.replaced')
      items.set(event.item.id, event.item);
  return [...items.values()];
}

/** The text of an assistant message item. */
export function textOf(item: ReceivedThreadItem | undefined): string {
  if (item?.type !== 'uikit.assistant_message') return '';
  return item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('');
}

export const userInput = (text: string, attachments: string[] = []) => ({
  content: [{ type: 'input_text' as const, text }],
  attachments,
});

/** Polls until `check` returns a value (a server-side effect of a closed socket, say). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 2000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
