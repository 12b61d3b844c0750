import * as v from 'valibot';

// The `input_tag` content part (protocol section 9): the wire type and its bounds, in a module of
// their own so the sending side (`conversation.ts`), the received items (`items.ts`) and the local
// API all check a tag the same way. The composer's tag UI is built elsewhere on top of this.

/** The bounds of an `input_tag` part (protocol section 9; `data` has the metadata bounds). */
export const INPUT_TAG_LIMITS = {
  /** Characters of `text`, what the tag shows. */
  text: 256,
  /** Characters of `id`, the host's id for the entity. */
  id: 256,
  /** Pairs of `data`. */
  dataPairs: 16,
  /** Characters of one `data` key. */
  dataKey: 64,
  /** Characters of one `data` value. */
  dataValue: 512,
} as const;

const bounded = (max: number) =>
  v.pipe(v.string(), v.maxLength(max, `must be at most ${String(max)} characters`));

/** Schema of `input_tag.data`: a flat map of strings within the metadata bounds. */
export const InputTagDataSchema = v.pipe(
  // A record would take an array as a map of its indexes.
  v.unknown(),
  v.check((data) => !Array.isArray(data), 'expected an object'),
  v.record(bounded(INPUT_TAG_LIMITS.dataKey), bounded(INPUT_TAG_LIMITS.dataValue)),
  v.check(
    (data) => Object.keys(data).length <= INPUT_TAG_LIMITS.dataPairs,
    `must have at most ${String(INPUT_TAG_LIMITS.dataPairs)} pairs`,
  ),
);

/**
 * Schema of an `input_tag` content part of a user message: an entity the user pointed at
 * (`@`-mention, a tag set from code), as ChatKit's `UserMessageContent` has it.
 */
export const InputTagSchema = v.object({
  type: v.literal('input_tag'),
  text: bounded(INPUT_TAG_LIMITS.text),
  id: bounded(INPUT_TAG_LIMITS.id),
  group: v.optional(v.string()),
  data: v.optional(InputTagDataSchema),
  interactive: v.optional(v.boolean()),
});

/** An entity tag in a user message: what it shows (`text`), the host's `id`, its group and data. */
export type InputTag = v.InferOutput<typeof InputTagSchema>;

/**
 * The problems of a would-be tag, as `path: message` lines (empty when it is valid): a command
 * checks a host's tags with this before anything is sent. Written out rather than run through
 * {@link InputTagSchema}, so the chat's first load carries no schema for it; `inputTag.test.ts`
 * holds the two to the same verdicts.
 */
export function inputTagProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['expected an object'];
  const tag = value as Record<string, unknown>;
  const problems: string[] = [];
  const text = (key: string, max: number, optional = false) => {
    const field = tag[key];
    if (field === undefined && optional) return;
    if (typeof field !== 'string') problems.push(`${key}: expected a string`);
    else if (field.length > max) problems.push(`${key}: must be at most ${String(max)} characters`);
  };
  if (tag.type !== 'input_tag') problems.push('type: expected "input_tag"');
  text('text', INPUT_TAG_LIMITS.text);
  text('id', INPUT_TAG_LIMITS.id);
  text('group', Infinity, true);
  if (tag.interactive !== undefined && typeof tag.interactive !== 'boolean')
    problems.push('interactive: expected a boolean');
  const { data } = tag;
  if (data === undefined) return problems;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return [...problems, 'data: expected an object'];
  const entries = Object.entries(data);
  if (entries.length > INPUT_TAG_LIMITS.dataPairs)
    problems.push(`data: must have at most ${String(INPUT_TAG_LIMITS.dataPairs)} pairs`);
  for (const [key, entry] of entries) {
    if (key.length > INPUT_TAG_LIMITS.dataKey)
      problems.push(
        `data.${key}: keys must be at most ${String(INPUT_TAG_LIMITS.dataKey)} characters`,
      );
    if (typeof entry !== 'string') problems.push(`data.${key}: expected a string`);
    else if (entry.length > INPUT_TAG_LIMITS.dataValue)
      problems.push(
        `data.${key}: must be at most ${String(INPUT_TAG_LIMITS.dataValue)} characters`,
      );
  }
  return problems;
}
