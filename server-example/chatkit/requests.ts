// What the ChatKit endpoint accepts: one JSON body per request (chatkit-dialect.md §2), read up to
// a size, checked against the example's body bounds, then against the shape of its `type`. The SDK
// itself only runs `JSON.parse`: a request it cannot handle would throw inside it and answer a bare
// 500, or break a stream off after its 200. Here it is a 400 that says what is wrong, first.
import * as v from 'valibot';
import { THREAD_TITLE_LENGTH } from '../../src/wire';
import { checkBodyBounds } from '../api/bodyBounds';
import { invalidRequest, tooLarge } from '../api/errors';
import { MAX_JSON_BYTES, parseParams, readBodyUpTo } from '../api/requestBody';

const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(256));
const limit = v.optional(
  v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
);
const order = v.optional(v.picklist(['asc', 'desc']));
const after = v.optional(v.nullable(id));

const UserInputSchema = v.object({
  content: v.array(
    v.variant('type', [
      v.object({ type: v.literal('input_text'), text: v.string() }),
      v.object({
        type: v.literal('input_tag'),
        id: v.string(),
        text: v.string(),
        data: v.optional(v.record(v.string(), v.unknown())),
        group: v.optional(v.nullable(v.string())),
        interactive: v.optional(v.boolean()),
      }),
    ]),
  ),
  attachments: v.optional(v.array(id), []),
  quoted_text: v.optional(v.nullable(v.string())),
  inference_options: v.optional(
    v.object({
      model: v.optional(v.nullable(v.string())),
      tool_choice: v.optional(v.nullable(v.object({ id: v.string() }))),
    }),
  ),
});

const ActionSchema = v.object({
  type: v.pipe(v.string(), v.nonEmpty()),
  payload: v.optional(v.unknown()),
  handler: v.optional(v.picklist(['client', 'server'])),
  loadingBehavior: v.optional(v.string()),
});

const request = <T extends string, P extends v.GenericSchema>(type: T, params: P) =>
  v.object({
    type: v.literal(type),
    params,
    metadata: v.optional(v.record(v.string(), v.unknown())),
  });

/** Every request the server answers, by `type`, with its params. */
const ChatKitRequestSchema = v.variant('type', [
  request('threads.get_by_id', v.object({ thread_id: id })),
  request('threads.list', v.object({ limit, order, after })),
  request(
    'threads.update',
    v.object({
      thread_id: id,
      title: v.pipe(
        v.string(),
        v.minLength(THREAD_TITLE_LENGTH.min),
        v.maxLength(THREAD_TITLE_LENGTH.max),
      ),
    }),
  ),
  request('threads.delete', v.object({ thread_id: id })),
  request('items.list', v.object({ thread_id: id, limit, order, after })),
  request(
    'items.feedback',
    v.object({
      thread_id: id,
      item_ids: v.pipe(v.array(id), v.minLength(1)),
      kind: v.picklist(['positive', 'negative']),
    }),
  ),
  request(
    'attachments.create',
    v.object({
      name: v.pipe(v.string(), v.nonEmpty()),
      size: v.pipe(v.number(), v.integer(), v.minValue(0)),
      mime_type: v.string(),
    }),
  ),
  request('attachments.delete', v.object({ attachment_id: id })),
  request('threads.create', v.object({ input: UserInputSchema })),
  request('threads.add_user_message', v.object({ thread_id: id, input: UserInputSchema })),
  request('threads.add_client_tool_output', v.object({ thread_id: id, result: v.unknown() })),
  request('threads.retry_after_item', v.object({ thread_id: id, item_id: id })),
  request(
    'threads.custom_action',
    v.object({ thread_id: id, item_id: v.optional(v.nullable(id)), action: ActionSchema }),
  ),
]);

/** A request as checked: its `type` and params. */
export type ChatKitRequest = v.InferOutput<typeof ChatKitRequestSchema>;

/**
 * ChatKit requests chatkit-node-backend-sdk 1.1.2 does not handle (chatkit-dialect.md §6), so
 * neither does this server: a clear refusal rather than the SDK's "Unknown request type" 500.
 */
const NOT_IN_THE_SDK: Readonly<Record<string, string>> = {
  'threads.add_structured_input': 'structured input',
  'threads.sync_custom_action': 'widget actions that do not stream',
  'input.transcribe': 'dictation',
};

const KNOWN_TYPES: ReadonlySet<unknown> = new Set(
  ChatKitRequestSchema.options.map((option) => option.entries.type.literal),
);

/**
 * Reads and checks one request of the endpoint. Throws the 4xx to answer (`UikitApiError`): a body
 * too large or not JSON, past a bound, an unknown or unsupported `type`, params of the wrong shape.
 */
export async function readChatKitRequest(raw: Request): Promise<ChatKitRequest> {
  const bytes = await readBodyUpTo(raw, MAX_JSON_BYTES);
  if (bytes === null)
    throw tooLarge('request_too_large', `The body is larger than ${String(MAX_JSON_BYTES)} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw invalidRequest('invalid_json', 'The body is not valid JSON');
  }
  checkBodyBounds(body, 'chatkit');
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : null;
  if (typeof type !== 'string')
    throw invalidRequest('missing_required_parameter', 'type is required', 'type');
  const missing = NOT_IN_THE_SDK[type];
  if (missing !== undefined)
    throw invalidRequest(
      'unsupported_request',
      `This server does not take ${type} (${missing}): chatkit-node-backend-sdk 1.1.2 has no handler for it`,
      'type',
    );
  if (!KNOWN_TYPES.has(type))
    throw invalidRequest('unknown_request', `There is no ChatKit request "${type}"`, 'type');
  return parseParams(ChatKitRequestSchema, body);
}
