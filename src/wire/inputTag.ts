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
 * checks a host's tags with this before anything is sent.
 */
export function inputTagProblems(value: unknown): string[] {
  const result = v.safeParse(InputTagSchema, value);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(segment.key)).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
}
