import { applyItemUpdate } from '../../src/state/applyItemUpdate';
import type { StoredItem } from '../db/items';
import type { WorkflowEvent } from '../workflows/workflow';

/** What a snapshot sends a reader that joins a running answer. */
export type SnapshotEvent =
  | { type: 'thread.item.removed'; item_id: string }
  | { type: 'thread.item.done'; item: StoredItem }
  | { type: 'thread.item.added'; item: StoredItem };

type Entry =
  { state: 'removed' } | { state: 'done'; item: StoredItem } | { state: 'open'; item: StoredItem };

/**
 * Where a running answer stands, item by item, for a reader that joins it (`threads.resume`,
 * protocol section 11): every item the answer touched, in the order it first did, as removed,
 * final, or in progress with its content so far.
 *
 * The answer's broadcaster applies each event here in the same synchronous step as it writes it to
 * the readers, and a joining reader gets {@link events} and is attached in one step too: so the
 * snapshot and the live events that follow it never overlap nor leave a gap.
 *
 * `thread.item.removed` entries go beyond section 11's wording (done and added only): a client that
 * dropped in the middle of a retry still shows the items the retry deleted, and needs to be told.
 */
export class AnswerSnapshot {
  private readonly entries = new Map<string, Entry>();

  /**
   * @param lookup the stored form of an item the answer did not add (an older widget a workflow
   *   updates, say): the run stores such an update before it is sent, so this is the item with it.
   */
  constructor(private readonly lookup: (itemId: string) => StoredItem | undefined) {}

  /** Items already open when the answer starts (left open by its run before a client tool call). */
  seedOpen(items: readonly StoredItem[]): void {
    for (const item of items) this.entries.set(item.id, { state: 'open', item });
  }

  apply(event: WorkflowEvent): void {
    switch (event.type) {
      case 'thread.item.added':
        this.entries.set(event.item.id, { state: 'open', item: event.item });
        return;
      case 'thread.item.done':
      case 'thread.item.replaced':
        this.entries.set(event.item.id, { state: 'done', item: event.item });
        return;
      case 'thread.item.removed':
        this.entries.set(event.item_id, { state: 'removed' });
        return;
      case 'thread.item.updated': {
        const entry = this.entries.get(event.item_id);
        if (entry === undefined) {
          const stored = this.lookup(event.item_id);
          if (stored) this.entries.set(event.item_id, { state: 'done', item: stored });
          return;
        }
        if (entry.state === 'removed') return;
        // As the run applies it to the item it stores (content padded), so the two stay equal.
        entry.item = applyItemUpdate(entry.item, event.update) as StoredItem;
        return;
      }
      default:
        return;
    }
  }

  /** The events that bring a client from the thread as stored to the answer as it stands. */
  events(): SnapshotEvent[] {
    return [...this.entries].map(([id, entry]): SnapshotEvent => {
      switch (entry.state) {
        case 'removed':
          return { type: 'thread.item.removed', item_id: id };
        case 'done':
          return { type: 'thread.item.done', item: entry.item };
        case 'open':
          return { type: 'thread.item.added', item: entry.item };
      }
    });
  }
}
