/**
 * The conversation endpoint (`POST /uikit/conversation`) by operation: start a thread, add a
 * message, a client tool's output, a widget action or a structured input's answers, retry after an
 * item, edit a message; each resolves to the answer's event stream. Two operations of protocol
 * section 12 answer JSON instead: a widget action that does not stream
 * (`threads.sync_custom_action`) and dictation (`input.transcribe`).
 */
import type { JsonValue } from '../wire/common';
import type {
  StructuredInputResponse,
  Transcription,
  UserInput,
  WidgetAction,
} from '../wire/conversation';
import type { ReceivedThreadItem } from '../wire/received';
import { ThreadSchema, type Thread } from '../wire/thread';
import type { DataProblem } from '../wire/receivePage';
import { loadReaders } from './loadReaders';
import type { RequestOptions, RequestPipeline, UikitResult } from './request';
import type { OpenStream } from './stream';

/** What a widget action that does not stream changed: the widget item anew, or nothing. */
export interface SyncActionResult {
  /** The widget item as the action left it, read as every item is; null: nothing changed. */
  readonly updatedItem: ReceivedThreadItem | null;
}

/** Dictated audio: the recording's bytes, base64-encoded, and its MIME type as recorded. */
export interface DictatedAudio {
  /** The recording's bytes, base64-encoded. */
  readonly audioBase64: string;
  /** As recorded, codecs included: `audio/webm;codecs=opus`, `audio/mp4`, … */
  readonly mimeType: string;
}

const PATH = '/uikit/conversation';

export function createConversationEndpoints(
  openStream: OpenStream,
  requestJson: RequestPipeline['requestJson'],
  report: (problem: DataProblem) => void,
) {
  return {
    /** Sends any conversation operation and resolves once the answer stream opens. */
    stream: openStream,
    createThread(input: UserInput, requestOptions?: RequestOptions) {
      return openStream({ type: 'threads.create', params: { input } }, requestOptions);
    },
    addUserMessage(threadId: string, input: UserInput, requestOptions?: RequestOptions) {
      return openStream(
        { type: 'threads.add_user_message', params: { thread_id: threadId, input } },
        requestOptions,
      );
    },
    addClientToolOutput(
      threadId: string,
      callId: string,
      output: JsonValue,
      requestOptions?: RequestOptions,
    ) {
      return openStream(
        {
          type: 'threads.add_client_tool_output',
          params: { thread_id: threadId, call_id: callId, output },
        },
        requestOptions,
      );
    },
    retryAfterItem(threadId: string, itemId: string, requestOptions?: RequestOptions) {
      return openStream(
        { type: 'threads.retry_after_item', params: { thread_id: threadId, item_id: itemId } },
        requestOptions,
      );
    },
    customAction(
      threadId: string,
      itemId: string,
      action: WidgetAction,
      requestOptions?: RequestOptions,
    ) {
      return openStream(
        {
          type: 'threads.custom_action',
          params: { thread_id: threadId, item_id: itemId, action },
        },
        requestOptions,
      );
    },
    addStructuredInput(
      threadId: string,
      itemId: string,
      input: StructuredInputResponse,
      requestOptions?: RequestOptions,
    ) {
      return openStream(
        {
          type: 'threads.add_structured_input',
          params: { thread_id: threadId, item_id: itemId, input },
        },
        requestOptions,
      );
    },
    /**
     * The thread's running answer (protocol section 11, `resume`): a stream that begins with what
     * the answer has produced so far and goes on live. 409 `no_active_response` when none runs.
     */
    resume(threadId: string, requestOptions?: RequestOptions) {
      return openStream(
        { type: 'threads.resume', params: { thread_id: threadId } },
        requestOptions,
      );
    },
    /**
     * Edits a user message of the thread (protocol section 11, `edit`): it says `input` instead,
     * and is answered anew. The stream begins with `thread.item.removed` for every item after it
     * and `thread.item.replaced` for the message (same id), then the answer. No branches are kept.
     *
     * @example
     * const stream = await client.conversation.editUserMessage(threadId, messageId, {
     *   content: [{ type: 'input_text', text: 'Rather: what about Lisbon?' }],
     * });
     */
    editUserMessage(
      threadId: string,
      itemId: string,
      input: UserInput,
      requestOptions?: RequestOptions,
    ) {
      return openStream(
        {
          type: 'threads.edit_user_message',
          params: { thread_id: threadId, item_id: itemId, input },
        },
        requestOptions,
      );
    },
    /**
     * Stops the thread's running answer (protocol section 11, `stop`): it ends as a stopped one,
     * and every stream of it ends. Resolves with the thread; nothing running is not an error.
     */
    async stop(threadId: string, requestOptions?: RequestOptions): Promise<UikitResult<Thread>> {
      return requestJson(
        {
          method: 'POST',
          path: PATH,
          json: { type: 'threads.stop', params: { thread_id: threadId } },
          ...requestOptions,
        },
        ThreadSchema,
        'thread',
      );
    },
    /**
     * A widget action whose config says `streaming: false`: the service answers at once with the
     * widget as it is now (if the action changed it), even while an answer streams. The item is
     * read as every item is (protocol section 10): one that cannot be read is reported and left out.
     */
    async syncCustomAction(
      threadId: string,
      itemId: string,
      action: WidgetAction,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<SyncActionResult>> {
      // The answer's schemas and the item reader load with the readers, apart from the first load.
      const { SyncCustomActionResultSchema, receiveThreadItem } = await loadReaders();
      const { data, meta } = await requestJson(
        {
          method: 'POST',
          path: PATH,
          json: {
            type: 'threads.sync_custom_action',
            params: { thread_id: threadId, item_id: itemId, action },
          },
          ...requestOptions,
        },
        SyncCustomActionResultSchema,
        'widget action result',
      );
      const raw = data.updated_item;
      if (raw === undefined || raw === null) return { data: { updatedItem: null }, meta };
      const { item, problems } = receiveThreadItem(raw, { threadId }, 'updated_item');
      for (const problem of problems)
        report({
          ...problem,
          subject: 'widget action result',
          outcome: item === null ? 'skipped' : 'repaired',
          ...(item === null ? {} : { itemId: item.id }),
        });
      return { data: { updatedItem: item }, meta };
    },
    /** Dictation: the recording's text, for the user to edit before sending. */
    async transcribe(
      audio: DictatedAudio,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<Transcription>> {
      const { TranscriptionSchema } = await loadReaders();
      return requestJson(
        {
          method: 'POST',
          path: PATH,
          json: {
            type: 'input.transcribe',
            params: { audio_base64: audio.audioBase64, mime_type: audio.mimeType },
          },
          ...requestOptions,
        },
        TranscriptionSchema,
        'transcription',
      );
    },
  };
}
