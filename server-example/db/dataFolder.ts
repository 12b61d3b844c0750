import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What lives in the data folder (`UIKIT_DATA_DIR`). */
export const DATA_FOLDER = {
  database: 'uikit.sqlite',
  files: 'files',
  /** HMAC key of the signed file URLs: kept so URLs stay valid across restarts. */
  signingKey: 'signing-key',
  /** The generated API key, when `UIKIT_API_KEY` is not set. */
  apiKey: 'api-key',
} as const;

export function ensureDataFolder(dataDir: string): void {
  mkdirSync(join(dataDir, DATA_FOLDER.files), { recursive: true, mode: 0o700 });
}

/**
 * A secret kept in the data folder: read when present, otherwise generated once and written
 * readable by the owner only. The value is never logged.
 */
export function readOrCreateSecret(
  dataDir: string,
  fileName: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const path = join(dataDir, fileName);
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing !== '') return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = generate();
  // `wx` fails if another process created it meanwhile; then that one's value wins.
  try {
    writeFileSync(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(path, 'utf8').trim();
    throw error;
  }
}
