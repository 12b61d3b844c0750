/**
 * How a write can fail for reasons outside the server's code: the disk is full, or the storage
 * cannot be written at all (read-only, an I/O error, locked). These are answered as
 * `storage_error` (507 when full, else 503) and logged as one line: they are the machine's
 * condition, not a bug, and a stack trace would say nothing more.
 */
export type StorageFailure = 'full' | 'unavailable';

const FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);
const UNAVAILABLE = /^(SQLITE_(IOERR|READONLY|CANTOPEN|BUSY|LOCKED|PROTOCOL)|EROFS$|EIO$)/;

export function storageFailureOf(error: unknown): StorageFailure | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (FULL.has(code)) return 'full';
  return UNAVAILABLE.test(code) ? 'unavailable' : null;
}

/** The log line of a storage failure: what failed, without a stack. */
export function describeStorageFailure(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return `${String(code)} ${typeof message === 'string' ? message : ''}`.trim();
}
