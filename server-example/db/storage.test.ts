import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantMessageItem, TaskItem } from '../../src/wire';
import { openStorage, type Storage } from './storage';
import { storageFailureOf } from './storageFailure';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function freshStorage(): { storage: Storage; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'uikit-storage-'));
  folders.push(dataDir);
  return { storage: openStorage(dataDir), dataDir };
}

const answer = (id: string, text: string): AssistantMessageItem => ({
  id,
  object: 'uikit.thread_item',
  created_at: 1_700_000_000,
  thread_id: 'thr_1',
  type: 'uikit.assistant_message',
  content: [{ type: 'output_text', text, annotations: [] }],
});

const task: TaskItem = {
  id: 'tsk_1',
  object: 'uikit.thread_item',
  created_at: 1_700_000_000,
  thread_id: 'thr_1',
  type: 'uikit.task',
  heading: 'Looking',
  summary: null,
  task_type: 'custom',
};

describe('checkpoints of streaming items', () => {
  it('lists nothing while an item streams, and stores it once when it is finished', () => {
    const { storage } = freshStorage();
    storage.threads.create('thr_1', 'u', 1);
    storage.items.checkpoint([answer('msg_1', 'Hel')]);
    storage.items.checkpoint([answer('msg_1', 'Hello wor')]);
    expect(storage.items.all('thr_1')).toEqual([]);

    storage.items.finishOpen(answer('msg_1', 'Hello world'));
    expect(storage.items.all('thr_1')).toEqual([answer('msg_1', 'Hello world')]);
    expect(storage.db.prepare('SELECT count(*) AS n FROM open_items').get()).toEqual({ n: 0 });
    storage.close();
  });

  it('stores what a crash left streaming as interrupted at the next start, in order', () => {
    const { storage, dataDir } = freshStorage();
    storage.threads.create('thr_1', 'u', 1);
    storage.items.save(answer('msg_0', 'Before'));
    storage.items.checkpoint([answer('msg_1', 'Half an ans'), task]);
    // No finish, no graceful close: the process is gone.
    storage.db.close();

    const restarted = openStorage(dataDir);
    expect(restarted.recoveredItems).toBe(2);
    expect(restarted.items.all('thr_1')).toEqual([
      answer('msg_0', 'Before'),
      {
        ...answer('msg_1', 'Half an ans'),
        status: 'incomplete',
        incomplete_details: { reason: 'interrupted' },
      },
      // Only assistant messages have a status; other items are kept as they were.
      task,
    ]);
    restarted.close();
    const again = openStorage(dataDir);
    expect(again.recoveredItems).toBe(0);
    again.close();
  });

  it('drops the checkpoints of a deleted thread with it', () => {
    const { storage } = freshStorage();
    storage.threads.create('thr_1', 'u', 1);
    storage.items.checkpoint([answer('msg_1', 'Hel')]);
    storage.threads.delete('thr_1');
    expect(storage.db.prepare('SELECT count(*) AS n FROM open_items').get()).toEqual({ n: 0 });
    storage.close();
  });
});

describe('storageFailureOf', () => {
  it('tells a full disk and unwritable storage from other errors', () => {
    const { storage } = freshStorage();
    storage.db.exec('CREATE TABLE filler (x BLOB)');
    storage.db.pragma(
      `max_page_count = ${String(storage.db.pragma('page_count', { simple: true }))}`,
    );
    let full: unknown = null;
    try {
      for (;;) storage.db.prepare('INSERT INTO filler VALUES (zeroblob(4096))').run();
    } catch (error) {
      full = error;
    }
    expect(storageFailureOf(full)).toBe('full');
    storage.close();

    expect(storageFailureOf(Object.assign(new Error('no space'), { code: 'ENOSPC' }))).toBe('full');
    expect(storageFailureOf(Object.assign(new Error('ro'), { code: 'SQLITE_READONLY' }))).toBe(
      'unavailable',
    );
    expect(storageFailureOf(Object.assign(new Error('io'), { code: 'SQLITE_IOERR_WRITE' }))).toBe(
      'unavailable',
    );
    expect(storageFailureOf(Object.assign(new Error('c'), { code: 'SQLITE_CONSTRAINT' }))).toBe(
      null,
    );
    expect(storageFailureOf(new TypeError('bug'))).toBe(null);
    expect(storageFailureOf(null)).toBe(null);
  });
});
