import { join, relative, isAbsolute } from 'node:path';
import type { ServerConfig } from './config';
import { DATA_FOLDER } from './db/dataFolder';

/** A failure to listen, with what was asked for. */
export class ListenError extends Error {
  override name = 'ListenError';
  constructor(
    readonly code: string,
    readonly host: string,
    /** The port asked for, or the range searched. */
    readonly port: number | { first: number; last: number },
  ) {
    super(`listen ${code}`);
  }
}

const PERMISSION = new Set(['EACCES', 'EPERM', 'EROFS']);

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}
const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/**
 * One line for a start-up failure a user can fix: what failed, where, and what to do. Null for
 * anything else (a bug), which is printed in full.
 */
export function describeStartupError(error: unknown, config: ServerConfig): string | null {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  const dataDir = config.dataDir;
  const database = join(dataDir, DATA_FOLDER.database);
  const elsewhere = 'or set UIKIT_DATA_DIR to another folder';

  if (error instanceof ListenError) {
    const where =
      typeof error.port === 'number'
        ? `port ${error.port} on ${error.host}`
        : `ports ${error.port.first} to ${error.port.last} on ${error.host}`;
    if (error.code === 'EADDRINUSE')
      return `${where} ${typeof error.port === 'number' ? 'is' : 'are all'} in use. Stop the other server, or set PORT to a free port (PORT=0 picks any).`;
    if (error.code === 'EACCES')
      return `not allowed to listen on ${where}. Use a port above 1023, e.g. PORT=3000.`;
    if (error.code === 'EADDRNOTAVAIL')
      return `cannot listen on ${error.host}: it is not an address of this machine. Set HOST to one (the default is 127.0.0.1).`;
    return `cannot listen on ${where} (${error.code}). Set PORT or HOST to something else.`;
  }
  if (typeof code !== 'string') return null;
  if (PERMISSION.has(code) || MISSING.has(code) || code === 'ENOSPC') {
    // A file error elsewhere (the page's build, say) is not about the data folder.
    if (typeof path !== 'string' || !isInside(path, dataDir)) return null;
    if (code === 'ENOTDIR')
      return `cannot create the data folder ${dataDir}: part of that path is a file, not a folder. Fix the path, ${elsewhere}.`;
    if (code === 'ENOENT')
      return `cannot create the data folder ${dataDir}: part of that path does not exist. Fix the path, ${elsewhere}.`;
    if (code !== 'ENOSPC')
      return `cannot write ${path}: ${code === 'EROFS' ? 'the file system is read-only' : 'permission denied'}. Make the data folder ${dataDir} writable by this user, ${elsewhere}.`;
  }
  if (code === 'SQLITE_CANTOPEN')
    return `cannot open the database ${database}. Make the data folder ${dataDir} writable by this user, ${elsewhere}.`;
  if (code.startsWith('SQLITE_READONLY'))
    return `the database ${database} is read-only. Make it and its folder writable by this user, ${elsewhere}.`;
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB')
    return `the database ${database} is damaged or is not a SQLite database. Move it (and any ${DATA_FOLDER.database}-wal beside it) away to start with an empty one, restore a backup, ${elsewhere}.`;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC')
    return `the disk holding ${dataDir} is full. Free some space, ${elsewhere}.`;
  if (code === 'SCHEMA_TOO_NEW' && error instanceof Error)
    return `the database ${database} ${error.message}`;
  return null;
}
