import * as v from 'valibot';
import { TimestampSchema } from './common';

/** The fields every thread item has (protocol section 1), shared by every item type's schema. */
export const itemBase = {
  /** Never empty: an item without a usable id cannot be placed, updated or reported. */
  id: v.pipe(v.string(), v.nonEmpty()),
  object: v.literal('uikit.thread_item'),
  created_at: TimestampSchema,
  thread_id: v.string(),
};
