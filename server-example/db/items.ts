import type { Database } from 'better-sqlite3';
import type {
  ClientToolCallItem,
  IncompleteReason,
  ThreadItem,
  UserMessageItem,
} from '../../src/wire';
import { KeysetPager, type SeqPage, type SeqPageQuery } from './keysetPage';

/** An item of a type this server writes (the wire's `unknown` variant is for clients only). */
export type StoredItem = Exclude<ThreadItem, { type: 'unknown' }>;

interface ItemRow {
  seq: number;
  data: string;
}

const toItem = (row: ItemRow) => JSON.parse(row.data) as StoredItem;

/**
 * An item as stored when its answer ended early: an assistant message says why
 * (`status: "incomplete"`, `incomplete_details.reason`); other item types have no such field and
 * are stored as they were.
 */
export function endedEarly(item: StoredItem, reason: IncompleteReason): StoredItem {
  if (item.type !== 'uikit.assistant_message') return item;
  return { ...item, status: 'incomplete', incomplete_details: { reason } };
}

export class ItemTable {
  private readonly upsert;
  private readonly byId;
  private readonly laterIds;
  private readonly deleteLater;
  private readonly deleteRow;
  private readonly firstUserMessageRow;
  private readonly allRows;
  private readonly toolCallRow;
  private readonly pager;
  private readonly upsertOpen;
  private readonly deleteOpen;
  private readonly openRows;
  private readonly clearOpen;

  constructor(private readonly db: Database) {
    // A new item takes the next seq; saving it again (an update, a replace) keeps its place.
    this.upsert = db.prepare<[string, string, string, number, string]>(
      `INSERT INTO items (id, thread_id, type, created_at, data) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET type = excluded.type, data = excluded.data`,
    );
    this.byId = db.prepare<[string, string], ItemRow>(
      'SELECT seq, data FROM items WHERE id = ? AND thread_id = ?',
    );
    this.laterIds = db.prepare<[string, number], { id: string }>(
      'SELECT id FROM items WHERE thread_id = ? AND seq > ? ORDER BY seq',
    );
    this.deleteLater = db.prepare<[string, number]>(
      'DELETE FROM items WHERE thread_id = ? AND seq > ?',
    );
    this.deleteRow = db.prepare<[string, string]>(
      'DELETE FROM items WHERE id = ? AND thread_id = ?',
    );
    this.firstUserMessageRow = db.prepare<[string], ItemRow>(
      `SELECT seq, data FROM items WHERE thread_id = ? AND type = 'uikit.user_message'
       ORDER BY seq LIMIT 1`,
    );
    this.allRows = db.prepare<[string], ItemRow>(
      'SELECT seq, data FROM items WHERE thread_id = ? ORDER BY seq',
    );
    this.toolCallRow = db.prepare<[string, string], ItemRow>(
      `SELECT seq, data FROM items WHERE thread_id = ? AND type = 'uikit.client_tool_call'
       AND json_extract(data, '$.call_id') = ?`,
    );
    this.pager = new KeysetPager<ItemRow>(db, 'SELECT seq, data FROM items WHERE thread_id = ?');
    this.upsertOpen = db.prepare<[string, string, string]>(
      `INSERT INTO open_items (id, thread_id, data) VALUES (?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data`,
    );
    this.deleteOpen = db.prepare<[string]>('DELETE FROM open_items WHERE id = ?');
    this.openRows = db.prepare<[], { data: string }>('SELECT data FROM open_items ORDER BY rowid');
    this.clearOpen = db.prepare('DELETE FROM open_items');
  }

  /**
   * Writes the current state of items still streaming, all in one transaction, so a crash leaves
   * either the previous checkpoint or this one. They are not listed until they are finished.
   */
  checkpoint(items: Iterable<StoredItem>): void {
    this.db.transaction(() => {
      for (const item of items) this.upsertOpen.run(item.id, item.thread_id, JSON.stringify(item));
    })();
  }

  /** Stores an item that was checkpointed while it streamed, and drops its checkpoint. */
  finishOpen(item: StoredItem): void {
    this.db.transaction(() => {
      this.save(item);
      this.deleteOpen.run(item.id);
    })();
  }

  /** Drops the checkpoint of an item that will not be stored (it was removed). */
  dropOpen(id: string): void {
    this.deleteOpen.run(id);
  }

  /**
   * At start-up: stores every checkpointed item, which an answer the server never finished left
   * behind, as interrupted (in the order they were first checkpointed). Returns how many.
   */
  recoverInterrupted(): number {
    return this.db.transaction(() => {
      const rows = this.openRows.all();
      for (const row of rows) this.save(endedEarly(toItem({ seq: 0, ...row }), 'interrupted'));
      this.clearOpen.run();
      return rows.length;
    })();
  }

  save(item: StoredItem): void {
    this.upsert.run(item.id, item.thread_id, item.type, item.created_at, JSON.stringify(item));
  }

  /** Saves many items in one transaction (seeding, imports). */
  saveMany(items: readonly StoredItem[]): void {
    this.db.transaction(() => {
      for (const item of items) this.save(item);
    })();
  }

  find(id: string, threadId: string): StoredItem | undefined {
    const row = this.byId.get(id, threadId);
    return row && toItem(row);
  }

  seqOf(id: string, threadId: string): number | undefined {
    return this.byId.get(id, threadId)?.seq;
  }

  list(threadId: string, query: SeqPageQuery): SeqPage<StoredItem> {
    const page = this.pager.page([threadId], query);
    return { rows: page.rows.map(toItem), hasMore: page.hasMore };
  }

  /** Every item of the thread, oldest first (what a workflow reads as history). */
  all(threadId: string): StoredItem[] {
    return this.allRows.all(threadId).map(toItem);
  }

  firstUserMessage(threadId: string): UserMessageItem | undefined {
    const row = this.firstUserMessageRow.get(threadId);
    const item = row && toItem(row);
    return item?.type === 'uikit.user_message' ? item : undefined;
  }

  findClientToolCall(threadId: string, callId: string): ClientToolCallItem | undefined {
    const row = this.toolCallRow.get(threadId, callId);
    const item = row && toItem(row);
    return item?.type === 'uikit.client_tool_call' ? item : undefined;
  }

  /** Deletes every item after `seq`; returns their ids, oldest first. */
  deleteAfter(threadId: string, seq: number): string[] {
    return this.db.transaction(() => {
      const ids = this.laterIds.all(threadId, seq).map((row) => row.id);
      this.deleteLater.run(threadId, seq);
      return ids;
    })();
  }

  delete(id: string, threadId: string): void {
    this.deleteRow.run(id, threadId);
  }
}
