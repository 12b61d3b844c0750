import * as v from 'valibot';
import type { ListPage } from './common';
import { UikitParseError } from './errors';
import { childPath, problemsOf, type WireProblem } from './problems';

/** Something in data from the service that was repaired or set aside, as the host hears of it. */
export interface DataProblem extends WireProblem {
  /** `skipped`: left out (an item, an entry) or skipped (an event); `repaired`: kept, repaired. */
  readonly outcome: 'skipped' | 'repaired';
  /** What was being read: `thread item list`, `thread list`, `stream event`. */
  readonly subject: string;
  /** The item concerned, when it has an id. */
  readonly itemId?: string;
}

/** One entry of a page as read alone: the value (null: left out) and what was wrong with it. */
export interface ReceivedEntry<T> {
  readonly value: T | null;
  readonly problems: readonly WireProblem[];
  readonly id?: string;
}

/** A page read entry by entry, with everything repaired or left out. */
export interface ReceivedPage<T> {
  readonly page: ListPage<T>;
  readonly problems: readonly DataProblem[];
}

const EnvelopeSchema = v.object({
  object: v.literal('list'),
  data: v.array(v.unknown()),
  first_id: v.optional(v.nullable(v.string()), null),
  last_id: v.optional(v.nullable(v.string()), null),
  has_more: v.boolean(),
});

/**
 * Reads a list page (protocol section 10): the envelope must be readable (it says where the next
 * page is), and each entry is read alone with `receive`, so one bad entry never costs the page.
 * Throws a {@link UikitParseError} only for an unreadable envelope.
 */
export function receiveListPage<T>(
  json: unknown,
  subject: string,
  receive: (entry: unknown, path: string) => ReceivedEntry<T>,
): ReceivedPage<T> {
  const envelope = v.safeParse(EnvelopeSchema, json);
  if (!envelope.success) {
    throw new UikitParseError(
      subject,
      problemsOf('', envelope.issues).map(({ path, message }) => ({ path, message })),
    );
  }
  const data: T[] = [];
  const problems: DataProblem[] = [];
  envelope.output.data.forEach((entry, index) => {
    const received = receive(entry, childPath('data', index));
    const outcome = received.value === null ? 'skipped' : 'repaired';
    for (const problem of received.problems) {
      problems.push({
        ...problem,
        outcome,
        subject,
        ...(received.id === undefined ? {} : { itemId: received.id }),
      });
    }
    if (received.value !== null) data.push(received.value);
  });
  return { page: { ...envelope.output, data }, problems };
}

/** Reads a page of any entries that `schema` checks, a bad entry left out alone. */
export function receiveSchemaPage<TSchema extends v.GenericSchema>(
  json: unknown,
  subject: string,
  schema: TSchema,
): ReceivedPage<v.InferOutput<TSchema>> {
  return receiveListPage(json, subject, (entry, path) => {
    const result = v.safeParse(schema, entry);
    return result.success
      ? { value: result.output, problems: [] }
      : { value: null, problems: problemsOf(path, result.issues) };
  });
}
