/**
 * The conversation operations of a ChatKit server behind the uikit client's `conversation`
 * methods. The streaming ones go through {@link createAnswerStreams}; the two of protocol section
 * 12 that answer JSON (a widget action that does not stream, dictation) are read here.
 */
import type { JsonValue } from '../../wire/common';
import type { ConversationOperation, UserInput, WidgetAction } from '../../wire/conversation';
import { UikitApiError, UikitParseError } from '../../wire/errors';
import { isRecord, joinPath } from '../../wire/problems';
import type { ReceivedThreadItem } from '../../wire/received';
import type { DataProblem } from '../../wire/receivePage';
import { loadReaders, preloadReaders } from '../loadReaders';
import type { RequestOptions, UikitResult } from '../request';
import type { OpenStream, UikitEventStream } from '../stream';
import type { ChatKitTransport } from './chatkitTransport';
import type { ChatKitRequest } from './encodeRequest';
import { toUikitItem } from './convertItem';
import type { ToolCallMemory } from './toolCallMemory';

/**
 * What the user answered to a structured input (protocol section 12, chatkit-python 1.6.5): the
 * whole form `answered` or `skipped`, and each answer by input id.
 */
export interface ChatKitStructuredAnswers {
  /** `answered`, or `skipped` when the user declined the whole form. */
  status: 'answered' | 'skipped';
  /** By input id: the values chosen or typed; an input left out counts as skipped. */
  answers: Record<string, { values: string[]; skipped?: boolean }>;
}

/** Dictated audio: the recording's bytes, base64-encoded, and its MIME type as recorded. */
export interface ChatKitDictatedAudio {
  /** The recording, base64-encoded. */
  readonly audioBase64: string;
  /** As recorded, codecs included: `audio/webm;codecs=opus`, `audio/mp4`, … */
  readonly mimeType: string;
}

/** Opens an answer: a uikit operation, or a ChatKit request sent as it is. */
export type OpenChatKitStream = (
  operation: ConversationOperation | ChatKitRequest,
  requestOptions?: RequestOptions,
) => Promise<UikitEventStream>;

export function createChatKitConversation(
  openStream: OpenChatKitStream,
  transport: ChatKitTransport,
  report: (problem: DataProblem) => void,
  toolCalls: ToolCallMemory,
) {
  // Public as the uikit client's: the wider ChatKit requests are this module's own business.
  const stream: OpenStream = openStream;
  return {
    /** Sends any conversation operation and resolves once the answer stream opens. */
    stream,
    createThread(input: UserInput, requestOptions?: RequestOptions) {
      return openStream({ type: 'threads.create', params: { input } }, requestOptions);
    },
    addUserMessage(threadId: string, input: UserInput, requestOptions?: RequestOptions) {
      return openStream(
        { type: 'threads.add_user_message', params: { thread_id: threadId, input } },
        requestOptions,
      );
    },
    /** ChatKit takes the output as `result`, without the call id; the call is completed here. */
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
    /** The items after `itemId` are removed at the start of the answer (ChatKit does not say so). */
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
        { type: 'threads.custom_action', params: { thread_id: threadId, item_id: itemId, action } },
        requestOptions,
      );
    },
    /** Answers a structured input (`threads.add_structured_input`): streams like a widget action. */
    addStructuredInput(
      threadId: string,
      itemId: string,
      input: ChatKitStructuredAnswers,
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
     * A widget action whose config says `streaming: false` (`threads.sync_custom_action`): the
     * server answers at once with the widget as it is now, if the action changed it. The item is
     * read as every item is: one that cannot be read is reported and left out.
     */
    async syncCustomAction(
      threadId: string,
      itemId: string,
      action: WidgetAction,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<{ readonly updatedItem: ReceivedThreadItem | null }>> {
      const subject = 'widget action result';
      preloadReaders();
      const { json, meta } = await transport.requestJson(
        {
          type: 'threads.sync_custom_action',
          params: { thread_id: threadId, item_id: itemId, action },
        },
        subject,
        requestOptions,
      );
      if (!isRecord(json))
        throw new UikitParseError(subject, [{ path: '', message: 'Expected an object' }]);
      const raw = json.updated_item === undefined ? null : toUikitItem(json.updated_item);
      if (raw === null) return { data: { updatedItem: null }, meta };
      // One item, read as a page of one: the same checks, the same repairs.
      const { page, problems } = (await loadReaders()).receiveItemPage(
        { object: 'list', data: [raw], has_more: false },
        { threadId },
      );
      const item = page.data[0] ?? null;
      for (const problem of problems)
        report({
          ...problem,
          subject,
          path: joinPath('updated_item', problem.path.replace(/^data\[0\]\.?/, '')),
        });
      if (item) toolCalls.see(item);
      return { data: { updatedItem: item }, meta };
    },
    /**
     * ChatKit servers keep no answer going without its stream (they have no `resume`): the chat
     * never asks one; a caller who does gets a 404 saying so.
     */
    resume(): Promise<UikitEventStream> {
      return Promise.reject(notInChatKit('threads.resume'));
    },
    /**
     * ChatKit servers cannot edit a message (they have no `threads.edit_user_message`): the chat
     * never asks one; a caller who does gets a 404 saying so.
     */
    editUserMessage(): Promise<UikitEventStream> {
      return Promise.reject(notInChatKit('threads.edit_user_message'));
    },
    /** ChatKit servers stop an answer when its stream closes (they have no `threads.stop`). */
    stop(): Promise<UikitResult<never>> {
      return Promise.reject(notInChatKit('threads.stop'));
    },
    /** Dictation (`input.transcribe`): the recording's text, for the user to edit before sending. */
    async transcribe(
      audio: ChatKitDictatedAudio,
      requestOptions?: RequestOptions,
    ): Promise<UikitResult<{ text: string }>> {
      const { json, meta } = await transport.requestJson(
        {
          type: 'input.transcribe',
          params: { audio_base64: audio.audioBase64, mime_type: audio.mimeType },
        },
        'transcription',
        requestOptions,
      );
      if (!isRecord(json) || typeof json.text !== 'string')
        throw new UikitParseError('transcription', [
          { path: 'text', message: 'Expected the transcribed text' },
        ]);
      return { data: { text: json.text }, meta };
    },
  };
}

/** An operation of protocol section 11, which ChatKit's dialect does not have. */
function notInChatKit(operation: string): UikitApiError {
  return new UikitApiError({
    status: 404,
    type: 'invalid_request_error',
    code: 'unsupported_operation',
    message: `A ChatKit server has no ${operation} (uikit protocol section 11)`,
    param: 'type',
  });
}
