import * as v from 'valibot';
import { itemBase } from './itemBase';

// Protocol section 12: questions the workflow asks the user (ChatKit's `structured_input`), answered
// with `threads.add_structured_input` (conversation.ts), which replaces the item with its answered
// form (`thread.item.replaced`) and goes on with the answer.

/** Schema of what the user answered to one input: the values chosen or typed, or skipped. */
export const StructuredInputAnswerSchema = v.object({
  values: v.array(v.string()),
  skipped: v.optional(v.boolean(), false),
});
/** What the user answered to one input of a structured input. */
export type StructuredInputAnswer = v.InferOutput<typeof StructuredInputAnswerSchema>;

const answer = v.optional(v.nullable(StructuredInputAnswerSchema));

/** Schema of a multiple-choice question: one option (`multiple: false`) or any number of them. */
export const MultipleChoiceInputSchema = v.object({
  type: v.literal('multiple_choice'),
  /** Keys the answer in `threads.add_structured_input`. */
  id: v.string(),
  question: v.string(),
  options: v.array(v.object({ value: v.string() })),
  multiple: v.optional(v.boolean(), false),
  answer,
});
/** Schema of a question answered in the user's own words. */
export const FreeformInputSchema = v.object({
  type: v.literal('freeform'),
  id: v.string(),
  question: v.string(),
  /** Says more about what to write, under the question. */
  description: v.optional(v.nullable(v.string())),
  answer,
});
/** Schema of one input of a structured input: a multiple-choice or free-form question. */
export const StructuredInputSchema = v.variant('type', [
  MultipleChoiceInputSchema,
  FreeformInputSchema,
]);
/** A multiple-choice question of a structured input. */
export type MultipleChoiceInput = v.InferOutput<typeof MultipleChoiceInputSchema>;
/** A free-form question of a structured input. */
export type FreeformInput = v.InferOutput<typeof FreeformInputSchema>;
/** One input of a structured input: a multiple-choice or free-form question, maybe answered. */
export type StructuredInput = v.InferOutput<typeof StructuredInputSchema>;

/** Schema of where a structured input stands: waiting for the user, answered, or skipped. */
export const StructuredInputStatusSchema = v.picklist(['pending', 'answered', 'skipped']);
/** Where a structured input stands: waiting for the user, answered, or skipped. */
export type StructuredInputStatus = v.InferOutput<typeof StructuredInputStatusSchema>;

/** Schema of a `uikit.structured_input` thread item: questions the workflow asks the user. */
export const StructuredInputItemSchema = v.object({
  ...itemBase,
  type: v.literal('uikit.structured_input'),
  status: StructuredInputStatusSchema,
  inputs: v.array(StructuredInputSchema),
});
/** Questions the workflow asks the user, as the protocol defines them. */
export type StructuredInputItem = v.InferOutput<typeof StructuredInputItemSchema>;
