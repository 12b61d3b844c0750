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
  /**
   * `false`: the action's answer is not a stream but the widget as it is now, asked for with
   * `threads.sync_custom_action` at once, even while an answer streams (protocol section 12).
   * Absent or anything but `false`: the action streams its answer (`threads.custom_action`).
   */
  streaming: v.fallback(v.optional(v.boolean()), undefined),
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

/** Schema of what `threads.add_structured_input` sends as its `input`. */
export const StructuredInputResponseSchema = v.object({
  /** `answered` (with the answers) or `skipped` (the user declined the whole form). */
  status: v.picklist(['answered', 'skipped']),
  /** By input id (chatkit-python 1.6.5); an input the user left out is `skipped: true`. */
  answers: v.record(
    v.string(),
    v.object({ values: v.array(v.string()), skipped: v.optional(v.boolean()) }),
  ),
});
/**
 * What the user answered to a structured input: the `input` of `threads.add_structured_input`,
 * and what `onStructuredInput` receives.
 */
export type StructuredInputResponse = v.InferInput<typeof StructuredInputResponseSchema>;

/**
 * Schema of `threads.add_structured_input`: answers a `uikit.structured_input` item. Streams as
 * `threads.custom_action` does: `thread.item.replaced` with the answered item, then the answer.
 */
export const AddStructuredInputOperationSchema = v.object({
  type: v.literal('threads.add_structured_input'),
  params: v.object({
    thread_id: v.string(),
    item_id: v.string(),
    input: StructuredInputResponseSchema,
  }),
});
/** The `threads.add_structured_input` operation with its params. */
export type AddStructuredInputOperation = v.InferInput<typeof AddStructuredInputOperationSchema>;

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
  AddStructuredInputOperationSchema,
  /**
   * Protocol section 11 (`resume`): the running answer of a thread, as a stream that begins with
   * its snapshot and goes on live. 409 `no_active_response` when nothing runs.
   */
  v.object({
    type: v.literal('threads.resume'),
    params: v.object({ thread_id: v.string() }),
  }),
  /**
   * Protocol section 11 (`edit`): a user message of the thread says `input` instead, and is
   * answered anew. The stream sends `thread.item.removed` for every later item,
   * `thread.item.replaced` for the message (same id), then the answer. No branches are kept.
   * 409 while an answer runs or the thread is locked or closed; 404 for an item that is not a user
   * message of the thread.
   */
  v.object({
    type: v.literal('threads.edit_user_message'),
    params: v.object({ thread_id: v.string(), item_id: v.string(), input: UserInputSchema }),
  }),
]);
/**
 * One operation of `POST /uikit/conversation` (create a thread, add a message, retry, edit, …)
 * with its params.
 */
export type ConversationOperation = v.InferInput<typeof ConversationOperationSchema>;
export type ConversationOperationType = ConversationOperation['type'];
export type ParsedConversationOperation = v.InferOutput<typeof ConversationOperationSchema>;

// ---- protocol section 12: the operations from ChatKit 1.6 ---------------------------------------
// The two that answer JSON, not a stream. (`threads.add_structured_input` streams, so it is one of
// the conversation operations above.)

/**
 * Schema of `threads.sync_custom_action`: a widget action whose config says `streaming: false`.
 * Params as `threads.custom_action`; answers JSON ({@link SyncCustomActionResultSchema}), not a
 * stream, and is allowed while an answer streams.
 */
export const SyncCustomActionOperationSchema = v.object({
  type: v.literal('threads.sync_custom_action'),
  params: v.object({
    thread_id: v.string(),
    item_id: v.string(),
    action: WidgetActionSchema,
  }),
});
/** The `threads.sync_custom_action` operation with its params. */
export type SyncCustomActionOperation = v.InferInput<typeof SyncCustomActionOperationSchema>;

/**
 * Schema of the answer to `threads.sync_custom_action`: the item the action changed, if any. The
 * item is left unchecked here: read it with `receiveThreadItem`, as every item from a service is.
 */
export const SyncCustomActionResultSchema = v.object({
  updated_item: v.optional(v.nullable(v.unknown())),
});
export type SyncCustomActionResult = v.InferOutput<typeof SyncCustomActionResultSchema>;

/**
 * Schema of `threads.stop` (protocol section 11, `stop`): ends the thread's running answer as a
 * stopped one. Answers JSON, the thread with `active_response: null`; nothing running is not an
 * error.
 */
export const StopOperationSchema = v.object({
  type: v.literal('threads.stop'),
  params: v.object({ thread_id: v.string() }),
});
/** The `threads.stop` operation with its params. */
export type StopOperation = v.InferInput<typeof StopOperationSchema>;

/**
 * Schema of `input.transcribe`: dictated audio to text. Answers JSON ({@link TranscriptionSchema});
 * a service without it answers 400, and dictation is hidden.
 */
export const TranscribeOperationSchema = v.object({
  type: v.literal('input.transcribe'),
  params: v.object({
    /** The recording, base64-encoded. */
    audio_base64: v.string(),
    /** As recorded, codecs included: `audio/webm;codecs=opus`, `audio/mp4`, … */
    mime_type: v.string(),
  }),
});
/** The `input.transcribe` operation with its params. */
export type TranscribeOperation = v.InferInput<typeof TranscribeOperationSchema>;

/** Schema of the answer to `input.transcribe`: the text, for the composer. */
export const TranscriptionSchema = v.object({ text: v.string() });
/** The text of a recording, for the composer. */
export interface Transcription {
  /** What was heard, for the user to edit before sending. */
  text: string;
}
