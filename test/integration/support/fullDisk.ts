import type { Database } from 'better-sqlite3';

/**
 * Makes the database as full as a full disk would: no new page may be allocated (SQLite's
 * `max_page_count`), and the free room in existing pages is taken by filler rows, so the next
 * write that needs space fails with `SQLITE_FULL`, exactly as it would on a full disk. No real
 * disk is filled.
 */
export function fillDatabase(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS test_filler (x BLOB)');
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages}`);
  const insert = db.prepare('INSERT INTO test_filler VALUES (zeroblob(?))');
  for (const size of [4096, 512, 64, 8, 1]) {
    try {
      for (;;) insert.run(size);
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_FULL') throw error;
    }
  }
}

/** Space comes back: the filler goes and the database may grow again. */
export function freeDatabase(db: Database): void {
  db.pragma('max_page_count = 4294967294');
  db.exec('DROP TABLE IF EXISTS test_filler');
}
