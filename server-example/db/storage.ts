import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DATA_FOLDER, ensureDataFolder, readOrCreateSecret } from './dataFolder';
import { FeedbackTable } from './feedback';
import { FileTable } from './files';
import { ItemTable } from './items';
import { migrate } from './migrations';
import { SessionTable } from './sessions';
import { ThreadTable } from './threads';

/** The server's persistent state: one SQLite database (WAL) and the uploaded files beside it. */
export interface Storage {
  readonly db: Database.Database;
  readonly sessions: SessionTable;
  readonly threads: ThreadTable;
  readonly items: ItemTable;
  readonly files: FileTable;
  readonly feedback: FeedbackTable;
  /** Folder of the uploaded files' bytes. */
  readonly filesDir: string;
  /** HMAC key of signed file URLs. */
  readonly signingKey: Buffer;
  /**
   * Items of answers the last run never finished (a crash, a kill), found at start-up and now
   * stored as interrupted.
   */
  readonly recoveredItems: number;
  close(): void;
}

export function openStorage(dataDir: string): Storage {
  ensureDataFolder(dataDir);
  const db = new Database(join(dataDir, DATA_FOLDER.database));
  // WAL: readers never wait for the writer, and a crash never leaves a half-written page.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  const items = new ItemTable(db);
  const recoveredItems = items.recoverInterrupted();
  const signingKey = Buffer.from(readOrCreateSecret(dataDir, DATA_FOLDER.signingKey), 'base64url');
  return {
    db,
    sessions: new SessionTable(db),
    threads: new ThreadTable(db),
    items,
    files: new FileTable(db),
    feedback: new FeedbackTable(db),
    filesDir: join(dataDir, DATA_FOLDER.files),
    signingKey,
    recoveredItems,
    close() {
      if (db.open) db.close();
    },
  };
}
