import * as v from 'valibot';

// Entities on the wire (protocol section 9): the `entity` annotation source of answers, as
// received, and the `Entity` a host offers. The `input_tag` content part is in inputTag.ts.

const optionalText = v.optional(v.nullable(v.string()));
const data = v.optional(v.nullable(v.record(v.string(), v.string())));

/** Schema of an `entity` annotation of assistant text: the answer cites an entity. */
export const EntityAnnotationSchema = v.object({
  type: v.literal('entity'),
  source: v.object({
    type: v.literal('entity'),
    id: v.string(),
    title: v.string(),
    icon: optionalText,
    group: optionalText,
    data,
    interactive: v.optional(v.nullable(v.boolean())),
  }),
  index: v.optional(v.nullable(v.number()), null),
});
/** An answer's citation of an entity (`entity` annotation source). */
export type EntityAnnotation = v.InferOutput<typeof EntityAnnotationSchema>;

/**
 * Something the user can point at: a person, a document, a record of the host's. ChatKit's
 * `Entity` shape: `title` is what its tag shows, `data` goes to the service with the tag.
 */
export interface Entity {
  /** The host's id for it. */
  id: string;
  /** What its tag and source show, e.g. "Ada Lovelace", "Q2 planning doc". */
  title: string;
  /** A widget icon name shown beside it in the menu and in sources. */
  icon?: string;
  /** A group of the `@` menu, e.g. "People", "Documents". */
  group?: string;
  /** Whether a click on its tag or source calls `entities.onClick` (and it may be previewed). */
  interactive?: boolean;
  /** Flat string metadata sent with the tag (at most 16 pairs). */
  data?: Record<string, string>;
}
