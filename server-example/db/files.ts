import type { Database } from 'better-sqlite3';

/** An uploaded file. The bytes live on disk under the data folder, named by `id`. */
export interface FileRecord {
  id: string;
  sessionId: string;
  user: string;
  /** The thread whose message attached it; null until then. */
  threadId: string | null;
  name: string;
  mimeType: string;
  type: 'image' | 'file';
  bytes: number;
  createdAt: number;
}

interface FileRow {
  id: string;
  session_id: string;
  user_id: string;
  thread_id: string | null;
  name: string;
  mime_type: string;
  type: 'image' | 'file';
  bytes: number;
  created_at: number;
}

const toRecord = (row: FileRow): FileRecord => ({
  id: row.id,
  sessionId: row.session_id,
  user: row.user_id,
  threadId: row.thread_id,
  name: row.name,
  mimeType: row.mime_type,
  type: row.type,
  bytes: row.bytes,
  createdAt: row.created_at,
});

const COLUMNS = 'id, session_id, user_id, thread_id, name, mime_type, type, bytes, created_at';

export class FileTable {
  private readonly insertRow;
  private readonly byId;
  private readonly attachRow;
  private readonly ofThread;
  private readonly deleteUnattached;

  constructor(db: Database) {
    this.insertRow = db.prepare<[string, string, string, string, string, string, number, number]>(
      `INSERT INTO files (id, session_id, user_id, name, mime_type, type, bytes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.byId = db.prepare<[string], FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = ?`);
    this.attachRow = db.prepare<[string, string]>(
      'UPDATE files SET thread_id = ? WHERE id = ? AND thread_id IS NULL',
    );
    this.ofThread = db.prepare<[string], { id: string }>(
      'SELECT id FROM files WHERE thread_id = ?',
    );
    this.deleteUnattached = db.prepare<[string]>(
      'DELETE FROM files WHERE id = ? AND thread_id IS NULL',
    );
  }

  insert(file: Omit<FileRecord, 'threadId'>): void {
    this.insertRow.run(
      file.id,
      file.sessionId,
      file.user,
      file.name,
      file.mimeType,
      file.type,
      file.bytes,
      file.createdAt,
    );
  }

  find(id: string): FileRecord | undefined {
    const row = this.byId.get(id);
    return row && toRecord(row);
  }

  /** Ties a file to the thread whose message attached it, so deleting the thread deletes it. */
  attach(id: string, threadId: string): void {
    this.attachRow.run(threadId, id);
  }

  /**
   * Deletes a file no message has attached yet; false when a message attached it meanwhile (the
   * check and the delete are one statement, so a send racing the delete cannot lose its file).
   */
  removeUnattached(id: string): boolean {
    return this.deleteUnattached.run(id).changes === 1;
  }

  idsOfThread(threadId: string): string[] {
    return this.ofThread.all(threadId).map((row) => row.id);
  }
}
