import type { Database } from 'better-sqlite3';
import type { Thread, ThreadStatus } from '../../src/wire';
import { KeysetPager, type SeqPage, type SeqPageQuery } from './keysetPage';

interface ThreadRow {
  seq: number;
  id: string;
  user_id: string;
  created_at: number;
  title: string | null;
  status: 'active' | 'locked' | 'closed';
  status_reason: string | null;
}

function toThread(row: ThreadRow): Thread {
  const status: ThreadStatus =
    row.status === 'active' ? { type: 'active' } : { type: row.status, reason: row.status_reason };
  return {
    id: row.id,
    object: 'uikit.thread',
    created_at: row.created_at,
    status,
    title: row.title,
    user: row.user_id,
  };
}

const COLUMNS = 'seq, id, user_id, created_at, title, status, status_reason';

export class ThreadTable {
  private readonly insertRow;
  private readonly byId;
  private readonly owned;
  private readonly recentFloor;
  private readonly setTitleRow;
  private readonly setStatusRow;
  private readonly deleteRow;
  private readonly pager;

  constructor(db: Database) {
    this.insertRow = db.prepare<[string, string, number]>(
      'INSERT INTO threads (id, user_id, created_at) VALUES (?, ?, ?)',
    );
    this.byId = db.prepare<[string], ThreadRow>(`SELECT ${COLUMNS} FROM threads WHERE id = ?`);
    this.owned = db.prepare<[string, string], ThreadRow>(
      `SELECT ${COLUMNS} FROM threads WHERE id = ? AND user_id = ?`,
    );
    this.recentFloor = db.prepare<[string, number], { seq: number }>(
      'SELECT seq FROM threads WHERE user_id = ? ORDER BY seq DESC LIMIT 1 OFFSET ?',
    );
    this.setTitleRow = db.prepare<[string, string]>('UPDATE threads SET title = ? WHERE id = ?');
    this.setStatusRow = db.prepare<[string, string | null, string]>(
      'UPDATE threads SET status = ?, status_reason = ? WHERE id = ?',
    );
    this.deleteRow = db.prepare<[string]>('DELETE FROM threads WHERE id = ?');
    this.pager = new KeysetPager<ThreadRow>(
      db,
      `SELECT ${COLUMNS} FROM threads WHERE user_id = ? AND seq >= ?`,
    );
  }

  create(id: string, user: string, createdAt: number): Thread {
    this.insertRow.run(id, user, createdAt);
    return toThread(this.byId.get(id) as ThreadRow);
  }

  /** The thread if `user` owns it. Another user's thread is indistinguishable from none. */
  findOwned(id: string, user: string): Thread | undefined {
    const row = this.owned.get(id, user);
    return row && toThread(row);
  }

  /**
   * Position of a thread in its owner's list, for cursors; undefined when it is not in the list
   * (another user's, unknown, or older than the `recent_threads` window).
   */
  seqOf(id: string, user: string, recentThreads: number | null): number | undefined {
    const row = this.owned.get(id, user);
    if (!row) return undefined;
    return row.seq >= this.floor(user, recentThreads) ? row.seq : undefined;
  }

  /** A page of the user's threads; with `recentThreads` only the newest n are ever listed. */
  list(user: string, query: SeqPageQuery, recentThreads: number | null): SeqPage<Thread> {
    const page = this.pager.page([user, this.floor(user, recentThreads)], query);
    return { rows: page.rows.map(toThread), hasMore: page.hasMore };
  }

  setTitle(id: string, title: string): void {
    this.setTitleRow.run(title, id);
  }

  setStatus(id: string, status: ThreadStatus): void {
    this.setStatusRow.run(status.type, status.type === 'active' ? null : status.reason, id);
  }

  /** Deletes the thread; its items, files and feedback rows go with it (foreign keys). */
  delete(id: string): void {
    this.deleteRow.run(id);
  }

  /** The lowest `seq` inside the user's `recentThreads` window (0 when there is no window). */
  private floor(user: string, recentThreads: number | null): number {
    if (recentThreads === null) return 0;
    return this.recentFloor.get(user, recentThreads - 1)?.seq ?? 0;
  }
}
