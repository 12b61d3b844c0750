import * as v from 'valibot';

/** Unix seconds. */
export const TimestampSchema = v.number();

/** The list envelope every list endpoint answers with. */
export function listSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    object: v.literal('list'),
    data: v.array(item),
    first_id: v.optional(v.nullable(v.string()), null),
    last_id: v.optional(v.nullable(v.string()), null),
    has_more: v.boolean(),
  });
}

/** A page of a list endpoint. */
export interface ListPage<TItem> {
  object: 'list';
  data: TItem[];
  first_id: string | null;
  last_id: string | null;
  has_more: boolean;
}

/** Cursor query of the list endpoints (protocol section 5). */
export interface ListQuery {
  /** 1 to 100; the service defaults to 20. */
  limit?: number;
  /** By `created_at`; the service defaults to `desc` (newest first). */
  order?: 'asc' | 'desc';
  /** Items after this id in the chosen order. */
  after?: string;
  /** Items before this id in the chosen order. */
  before?: string;
}

export const LIST_LIMIT = { min: 1, max: 100, default: 20 } as const;

/** A JSON value, as `client_effect.data`, tool output and action payloads carry. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
