/**
 * The conversation endpoint (`POST /uikit/conversation`) by operation: start a thread, add a
 * message, a client tool's output or a widget action, retry after an item. Each resolves to the
 * answer's event stream.
 */
import type { JsonValue } from '../wire/common';
import type { UserInput, WidgetAction } from '../wire/conversation';
import type { RequestOptions } from './request';
import type { OpenStream } from './stream';

export function createConversationEndpoints(openStream: OpenStream) {
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
  };
}
