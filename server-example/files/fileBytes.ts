import { createReadStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/**
 * The bytes of uploaded files, one file per upload named by its id (never by the user's file
 * name, so no upload can choose where it is written).
 */
export class FileBytes {
  constructor(private readonly folder: string) {}

  async write(id: string, bytes: Uint8Array): Promise<void> {
    await writeFile(this.path(id), bytes, { mode: 0o600 });
  }

  read(id: string): ReadableStream<Uint8Array> {
    return Readable.toWeb(createReadStream(this.path(id))) as ReadableStream<Uint8Array>;
  }

  async remove(ids: readonly string[]): Promise<void> {
    await Promise.all(ids.map((id) => rm(this.path(id), { force: true })));
  }

  private path(id: string): string {
    if (!/^[\w-]+$/.test(id)) throw new Error(`Not a file id: ${id}`);
    return join(this.folder, id);
  }
}
