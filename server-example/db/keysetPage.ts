import type { Database, Statement } from 'better-sqlite3';

/** A page request in terms of the rows' `seq` (cursor ids already resolved). */
export interface SeqPageQuery {
  limit: number;
  order: 'asc' | 'desc';
  /** Rows after this one in `order`. */
  afterSeq?: number | undefined;
  /** Rows before this one in `order`. */
  beforeSeq?: number | undefined;
}

export interface SeqPage<TRow> {
  rows: TRow[];
  hasMore: boolean;
}

/**
 * Keyset paging over an ascending `seq` column: each page is one index range scan, so page 100 of
 * a 10,000-item thread costs what page 1 does (OFFSET would re-read every earlier row).
 *
 * With only `before`, the page is the `limit` rows just before the cursor, read towards it and
 * handed back in `order`; `has_more` then says whether rows remain further in that direction.
 */
export class KeysetPager<TRow> {
  private readonly statements = new Map<string, Statement<unknown[], TRow>>();

  /** `select` ends in a WHERE clause (`... WHERE thread_id = ?`) that the bounds are added to. */
  constructor(
    private readonly db: Database,
    private readonly select: string,
  ) {}

  page(filter: readonly unknown[], query: SeqPageQuery): SeqPage<TRow> {
    const backward = query.beforeSeq !== undefined && query.afterSeq === undefined;
    const [lower, upper] =
      query.order === 'asc' ? [query.afterSeq, query.beforeSeq] : [query.beforeSeq, query.afterSeq];
    const ascending = (query.order === 'asc') !== backward;
    const key = `${String(lower !== undefined)}${String(upper !== undefined)}${String(ascending)}`;
    let statement = this.statements.get(key);
    if (!statement) {
      statement = this.db.prepare<unknown[], TRow>(
        `${this.select}${lower === undefined ? '' : ' AND seq > ?'}${
          upper === undefined ? '' : ' AND seq < ?'
        } ORDER BY seq ${ascending ? 'ASC' : 'DESC'} LIMIT ?`,
      );
      this.statements.set(key, statement);
    }
    const bounds = [lower, upper].filter((bound) => bound !== undefined);
    const rows = statement.all(...filter, ...bounds, query.limit + 1);
    const hasMore = rows.length > query.limit;
    if (hasMore) rows.length = query.limit;
    if (backward) rows.reverse();
    return { rows, hasMore };
  }
}
