import type { Database } from 'better-sqlite3';
import type { ResolvedConfiguration, SessionWorkflow } from '../../src/wire';

/** A stored session. Its client secret is not here: only the secret's hash is ever stored. */
export interface SessionRecord {
  id: string;
  user: string;
  workflow: SessionWorkflow;
  configuration: ResolvedConfiguration;
  maxRequestsPerMinute: number;
  /** Unix seconds. */
  createdAt: number;
  /** Unix seconds. */
  expiresAt: number;
  /** Unix seconds; null while not cancelled. */
  cancelledAt: number | null;
  /** Files uploaded in this session so far (the `max_files` budget). */
  uploads: number;
}

interface SessionRow {
  id: string;
  user_id: string;
  workflow: string;
  configuration: string;
  max_requests_per_minute: number;
  created_at: number;
  expires_at: number;
  cancelled_at: number | null;
  uploads: number;
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    user: row.user_id,
    workflow: JSON.parse(row.workflow) as SessionWorkflow,
    configuration: JSON.parse(row.configuration) as ResolvedConfiguration,
    maxRequestsPerMinute: row.max_requests_per_minute,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    cancelledAt: row.cancelled_at,
    uploads: row.uploads,
  };
}

const COLUMNS =
  'id, user_id, workflow, configuration, max_requests_per_minute, created_at, expires_at, cancelled_at, uploads';

export class SessionTable {
  private readonly insertRow;
  private readonly byId;
  private readonly bySecretHash;
  private readonly markCancelled;
  private readonly takeUpload;
  private readonly returnUpload;

  constructor(db: Database) {
    this.insertRow = db.prepare<[string, string, string, string, string, number, number, number]>(
      `INSERT INTO sessions (id, secret_hash, user_id, workflow, configuration,
         max_requests_per_minute, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.byId = db.prepare<[string], SessionRow>(`SELECT ${COLUMNS} FROM sessions WHERE id = ?`);
    this.bySecretHash = db.prepare<[string], SessionRow>(
      `SELECT ${COLUMNS} FROM sessions WHERE secret_hash = ?`,
    );
    this.markCancelled = db.prepare<[number, string]>(
      'UPDATE sessions SET cancelled_at = ? WHERE id = ? AND cancelled_at IS NULL',
    );
    this.takeUpload = db.prepare<[string, number]>(
      'UPDATE sessions SET uploads = uploads + 1 WHERE id = ? AND uploads < ?',
    );
    this.returnUpload = db.prepare<[string]>(
      'UPDATE sessions SET uploads = uploads - 1 WHERE id = ? AND uploads > 0',
    );
  }

  insert(record: SessionRecord, secretHash: string): void {
    this.insertRow.run(
      record.id,
      secretHash,
      record.user,
      JSON.stringify(record.workflow),
      JSON.stringify(record.configuration),
      record.maxRequestsPerMinute,
      record.createdAt,
      record.expiresAt,
    );
  }

  find(id: string): SessionRecord | undefined {
    const row = this.byId.get(id);
    return row && toRecord(row);
  }

  findBySecretHash(secretHash: string): SessionRecord | undefined {
    const row = this.bySecretHash.get(secretHash);
    return row && toRecord(row);
  }

  /** Marks the session cancelled; a second cancel keeps the first moment. */
  cancel(id: string, at: number): void {
    this.markCancelled.run(at, id);
  }

  /** Takes one upload from the session's `max_files` budget; false when none is left. */
  reserveUpload(id: string, maxFiles: number): boolean {
    return this.takeUpload.run(id, maxFiles).changes === 1;
  }

  /** Gives back an upload reserved for a file that was then refused. */
  releaseUpload(id: string): void {
    this.returnUpload.run(id);
  }
}
