// ChatKit threads and pages in uikit shape (chatkit-dialect.md §2.2, §3, §5).
import { childPath, isRecord, kindOf, type WireProblem } from '../../wire/problems';
import { isHiddenItem, toUikitItem } from './convertItem';
import { sortTime, toUnixSeconds } from './isoTime';

/**
 * A ChatKit thread as a uikit thread. ChatKit threads carry no user: `user` is empty. `items` (the
 * first page `threads.get_by_id` embeds) and `metadata` are dropped; `allowed_image_domains` is kept
 * (protocol section 12). A `created_at` that cannot be read becomes 0 and is reported in
 * `problems`, so one bad value never costs the thread.
 */
export function toUikitThread(raw: unknown, problems: WireProblem[], path = ''): unknown {
  if (!isRecord(raw)) return raw;
  let createdAt = toUnixSeconds(raw.created_at);
  if (createdAt === null) {
    problems.push({
      path: childPath(path, 'created_at'),
      message: `Expected an ISO-8601 time, got ${kindOf(raw.created_at)}`,
    });
    createdAt = 0;
  }
  return {
    id: raw.id,
    object: 'uikit.thread',
    created_at: createdAt,
    status: raw.status ?? { type: 'active' },
    title: raw.title ?? null,
    user: '',
    ...(raw.allowed_image_domains === undefined || raw.allowed_image_domains === null
      ? {}
      : { allowed_image_domains: raw.allowed_image_domains }),
  };
}

/**
 * Puts a page's entries in the order asked for when their times show the server sent them the
 * other way (a store that ignores `order`); entries without readable times are left as they came.
 * Returns whether it reversed them.
 */
export function orderEntries(entries: unknown[], order: 'asc' | 'desc'): boolean {
  const times = entries.map((entry) => (isRecord(entry) ? sortTime(entry.created_at) : null));
  if (times.length < 2 || times.some((time) => time === null)) return false;
  let ascending = false;
  let descending = false;
  for (let index = 1; index < times.length; index += 1) {
    const step = (times[index] as number) - (times[index - 1] as number);
    if (step > 0) ascending = true;
    if (step < 0) descending = true;
  }
  const reversed = order === 'desc' ? ascending && !descending : descending && !ascending;
  if (reversed) entries.reverse();
  return reversed;
}

export interface PageConversion {
  /** The page as uikit's list envelope, for the kit's page readers. */
  readonly json: unknown;
  readonly problems: readonly WireProblem[];
}

/**
 * A ChatKit `Page` (`{data, has_more, after}`) as uikit's list envelope. Hidden items are dropped;
 * entries come in the order asked for; the cursor for the next page is ChatKit's `after` (or the
 * last entry's id when a server leaves it out), given as `last_id`, which the kit pages with. An
 * envelope that is not a page is handed on for the reader to refuse.
 */
export function toUikitPage(
  raw: unknown,
  order: 'asc' | 'desc',
  convert: (entry: unknown, problems: WireProblem[], path: string) => unknown,
): PageConversion {
  if (!isRecord(raw) || !Array.isArray(raw.data)) return { json: raw, problems: [] };
  const problems: WireProblem[] = [];
  const entries = raw.data.filter((entry) => !isHiddenItem(entry));
  if (orderEntries(entries, order)) {
    problems.push({
      path: 'data',
      message: `The page came in the other order than "${order}": reversed`,
    });
  }
  const data = entries.map((entry, index) => convert(entry, problems, childPath('data', index)));
  const idOf = (entry: unknown) =>
    isRecord(entry) && typeof entry.id === 'string' ? entry.id : null;
  const hasMore = raw.has_more ?? false;
  const after = typeof raw.after === 'string' && raw.after !== '' ? raw.after : null;
  return {
    json: {
      object: 'list',
      data,
      first_id: idOf(entries[0]),
      last_id: after ?? idOf(raw.data.at(-1)),
      has_more: hasMore,
    },
    problems,
  };
}

/** Converts an item entry of a page (`convert` for {@link toUikitPage}). */
export const itemEntry = (entry: unknown): unknown => toUikitItem(entry);
