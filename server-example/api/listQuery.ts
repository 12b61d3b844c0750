import type { Context } from 'hono';
import { LIST_LIMIT } from '../../src/wire';
import type { SeqPageQuery } from '../db/keysetPage';
import type { AppEnv } from './appEnv';
import { invalidRequest } from './errors';

/** The cursor query of the list endpoints (protocol section 5), before ids become positions. */
export interface ListQuery {
  limit: number;
  order: 'asc' | 'desc';
  after: string | undefined;
  before: string | undefined;
}

export function readListQuery(c: Context<AppEnv>): ListQuery {
  const rawLimit = c.req.query('limit');
  let limit: number = LIST_LIMIT.default;
  if (rawLimit !== undefined) {
    limit = /^\d+$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
    if (!(limit >= LIST_LIMIT.min && limit <= LIST_LIMIT.max))
      throw invalidRequest(
        'invalid_value',
        `limit must be an integer from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`,
        'limit',
      );
  }
  const order = c.req.query('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc')
    throw invalidRequest('invalid_value', 'order must be "asc" or "desc"', 'order');
  const cursor = (name: 'after' | 'before') => {
    const value = c.req.query(name);
    if (value === '') throw invalidRequest('invalid_value', `${name} must be an id`, name);
    return value;
  };
  return { limit, order, after: cursor('after'), before: cursor('before') };
}

/**
 * Turns the cursor ids into positions. An id that is not in the list (unknown, another user's,
 * deleted) is a 400 on that cursor: the list exists, the cursor does not point into it.
 */
export function toSeqQuery(
  query: ListQuery,
  positionOf: (id: string) => number | undefined,
): SeqPageQuery {
  const resolve = (name: 'after' | 'before') => {
    const id = query[name];
    if (id === undefined) return undefined;
    const seq = positionOf(id);
    if (seq === undefined)
      throw invalidRequest('invalid_cursor', `${name} is not an id of this list`, name);
    return seq;
  };
  return {
    limit: query.limit,
    order: query.order,
    afterSeq: resolve('after'),
    beforeSeq: resolve('before'),
  };
}
