import type { Database } from 'better-sqlite3';
import type { FeedbackKind } from '../../src/wire';

export class FeedbackTable {
  private readonly upsert;
  private readonly forItem;

  constructor(private readonly db: Database) {
    // One verdict per user and item: the latest one wins.
    this.upsert = db.prepare<[string, string, string, string, number]>(
      `INSERT INTO feedback (item_id, user_id, thread_id, kind, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (item_id, user_id) DO UPDATE SET kind = excluded.kind,
         created_at = excluded.created_at`,
    );
    this.forItem = db.prepare<[string, string], { kind: FeedbackKind }>(
      'SELECT kind FROM feedback WHERE item_id = ? AND user_id = ?',
    );
  }

  record(
    threadId: string,
    itemIds: readonly string[],
    user: string,
    kind: FeedbackKind,
    at: number,
  ): void {
    this.db.transaction(() => {
      for (const itemId of itemIds) this.upsert.run(itemId, user, threadId, kind, at);
    })();
  }

  kindOf(itemId: string, user: string): FeedbackKind | undefined {
    return this.forItem.get(itemId, user)?.kind;
  }
}
