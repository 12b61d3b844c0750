import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './migrations';

const tables = (db: Database.Database) =>
  (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);

describe('migrate', () => {
  it('creates the schema once, records each step, and is a no-op the second time', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toBe(MIGRATIONS.at(-1)?.version);
    expect(tables(db)).toEqual(
      expect.arrayContaining([
        'feedback',
        'files',
        'items',
        'open_items',
        'schema_migrations',
        'sessions',
        'threads',
      ]),
    );
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    migrate(db);
    expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual(
      MIGRATIONS.map(({ version, name }) => ({ version, name })),
    );
  });

  it('applies only the steps a database lacks', () => {
    const db = new Database(':memory:');
    migrate(db);
    const next = [
      ...MIGRATIONS,
      {
        version: MIGRATIONS.length + 1,
        name: 'thread pins',
        sql: 'ALTER TABLE threads ADD COLUMN pinned INTEGER',
      },
    ];
    migrate(db, next);
    expect(db.pragma('user_version', { simple: true })).toBe(next.length);
    expect(
      db.prepare("SELECT name FROM pragma_table_info('threads') WHERE name = 'pinned'").get(),
    ).toEqual({
      name: 'pinned',
    });
  });

  it('refuses a database written by a newer server', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${MIGRATIONS.length + 5}`);
    expect(() => migrate(db)).toThrow(/newer than this server/);
  });

  it('rolls a failing step back whole', () => {
    const db = new Database(':memory:');
    const broken = [{ version: 1, name: 'half', sql: 'CREATE TABLE a (x); CREATE TABLE a (y);' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(tables(db)).not.toContain('a');
    expect(db.pragma('user_version', { simple: true })).toBe(0);
  });
});
