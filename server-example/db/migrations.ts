import type { Database } from 'better-sqlite3';

/** One step of the schema. Steps only ever get appended; a shipped step is never edited. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions, threads, items, files and feedback',
    sql: `
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        -- SHA-256 of the client secret: a leaked database does not leak usable secrets.
        secret_hash TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL,
        workflow TEXT NOT NULL,
        configuration TEXT NOT NULL,
        max_requests_per_minute INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        cancelled_at INTEGER,
        uploads INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      -- seq orders rows: created_at has one-second resolution and many rows share a second.
      CREATE TABLE threads (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        title TEXT,
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked', 'closed')),
        status_reason TEXT
      ) STRICT;
      CREATE INDEX threads_by_user ON threads (user_id, seq);

      CREATE TABLE items (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        thread_id TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      ) STRICT;
      CREATE INDEX items_by_thread ON items (thread_id, seq);

      CREATE TABLE files (
        id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions (id),
        user_id TEXT NOT NULL,
        thread_id TEXT REFERENCES threads (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('image', 'file')),
        bytes INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX files_by_thread ON files (thread_id);

      CREATE TABLE feedback (
        item_id TEXT NOT NULL REFERENCES items (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        thread_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('positive', 'negative')),
        created_at INTEGER NOT NULL,
        PRIMARY KEY (item_id, user_id)
      ) STRICT;
    `,
  },
  {
    version: 2,
    name: 'items still streaming, checkpointed',
    sql: `
      -- The last checkpoint of every item a running answer has added but not finished. An item
      -- moves to items when it is done (or the answer stops); a row still here at start-up
      -- belongs to an answer the server never finished, and is stored as interrupted.
      CREATE TABLE open_items (
        id TEXT PRIMARY KEY,
        thread_id TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
        data TEXT NOT NULL
      ) STRICT;
    `,
  },
];

/**
 * Brings the schema up to the newest version, one transaction per step; the version lives in
 * `PRAGMA user_version` and each applied step is recorded in `schema_migrations`. A database
 * written by a newer server is refused rather than misread.
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  ) STRICT`);
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw Object.assign(
      new Error(
        `is at schema version ${current}, newer than this server knows (${latest}). ` +
          'Update the server or use another UIKIT_DATA_DIR.',
      ),
      { code: 'SCHEMA_TOO_NEW' },
    );
  }
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Math.floor(Date.now() / 1000));
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return latest;
}
