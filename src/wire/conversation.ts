import * as v from 'valibot';
import type { JsonValue } from './common';
import { InputTagSchema } from './inputTag';

/**
 * What the user typed: the content of a new user message (protocol section 6), with entity tags
 * (`input_tag`, section 9).
 */
export const UserInputSchema = v.object({
  content: v.array(
    v.variant('type', [
      v.object({ type: v.literal('input_text'), text: v.string() }),
      v.object({ type: v.literal('quoted_text'), text: v.string() }),
      InputTagSchema,
    ]),
  ),
  /** Ids of files uploaded first with `POST /uikit/files`. */
  attachments: v.optional(v.array(v.string()), []),
  inference_options: v.optional(
    v.object({
      model: v.optional(v.nullable(v.string()), null),
      tool_choice: v.optional(v.nullable(v.object({ id: v.string() })), null),
    }),
    { model: null, tool_choice: null },
  ),
});
/** A message to send: its content parts, attachments and inference options. */
export type UserInput = v.InferInput<typeof UserInputSchema>;

/** A widget action (protocol section 8). `handler` defaults to `server`. */
export const WidgetActionSchema = v.object({
  type: v.string(),
  payload: v.optional(v.record(v.string(), v.unknown())),
  handler: v.optional(v.picklist(['server', 'client'])),
  /**
   * Which control shows the action's loading state (chatkit-python's `ActionConfig`): `auto` and
   * `self` the one that fired it, `container` the whole widget, `none` nothing. An unknown value
   * counts as `auto`.
   */
  loadingBehavior: v.fallback(
    v.optional(v.picklist(['auto', 'none', 'self', 'container'])),
    undefined,
  ),
});
/** An action a widget sends (a button press, a form submission), with its payload. */
export type WidgetAction = v.InferOutput<typeof WidgetActionSchema>;

const JsonValueSchema: v.GenericSchema<JsonValue> = v.lazy(() =>
  v.union([
    v.string(),
    v.number(),
    v.boolean(),
    v.null(),
    v.array(JsonValueSchema),
    v.record(v.string(), JsonValueSchema),
  ]),
);

/** The body of `POST /uikit/conversation`: one operation with its params. */
export const ConversationOperationSchema = v.variant('type', [
  v.object({ type: v.literal('threads.create'), params: v.object({ input: UserInputSchema }) }),
  v.object({
    type: v.literal('threads.add_user_message'),
    params: v.object({ thread_id: v.string(), input: UserInputSchema }),
  }),
  v.object({
    type: v.literal('threads.add_client_tool_output'),
    params: v.object({ thread_id: v.string(), call_id: v.string(), output: JsonValueSchema }),
  }),
  v.object({
    type: v.literal('threads.retry_after_item'),
    params: v.object({ thread_id: v.string(), item_id: v.string() }),
  }),
  v.object({
    type: v.literal('threads.custom_action'),
    params: v.object({
      thread_id: v.string(),
      item_id: v.string(),
      action: WidgetActionSchema,
    }),
  }),
]);
/**
 * One operation of `POST /uikit/conversation` (create a thread, add a message, retry, …) with its
 * params.
 */
export type ConversationOperation = v.InferInput<typeof ConversationOperationSchema>;
export type ConversationOperationType = ConversationOperation['type'];
export type ParsedConversationOperation = v.InferOutput<typeof ConversationOperationSchema>;
