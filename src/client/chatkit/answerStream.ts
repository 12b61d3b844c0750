/**
 * ChatKit answer streams as uikit event streams: the request goes in ChatKit's words, each event
 * comes back in uikit's, and what a ChatKit server leaves unsaid is said here (chatkit-dialect.md
 * §2.4, §5), so nothing above the client knows which dialect it talks to:
 *
 * - a retry sends no `thread.item.removed`: the items after the retried message are read before
 *   the request and removed at the start of the answer;
 * - a client tool's output gets no event: the call is completed at the start of the answer;
 * - `stream_options` comes late (after the user's message) or never (the Node SDK): when the answer
 *   starts without it, ChatKit's default (`allow_cancel: true`) is given;
 * - events about hidden items are dropped;
 * - a new message whose stream closes without a single event failed (a server that broke off
 *   before sending anything), and says so.
 */
import type { ConversationOperation } from '../../wire/conversation';
import { UikitConnectionError } from '../../wire/errors';
import { isRecord, type WireProblem } from '../../wire/problems';
import type { DataProblem } from '../../wire/receivePage';
import type { RequestOptions } from '../request';
import { openEventStream, type UikitEventStream } from '../stream';
import type { ChatKitTransport } from './chatkitTransport';
import { toUikitEvents } from './convertEvent';
import { toChatKitRequest, type ChatKitRequest } from './encodeRequest';
import type { ToolCallMemory } from './toolCallMemory';

export interface AnswerStreamDeps {
  transport: ChatKitTransport;
  report: (problem: DataProblem) => void;
  toolCalls: ToolCallMemory;
  /** The ids of the items after `itemId` in the thread, newest first (none when it is not found). */
  itemsAfter: (
    threadId: string,
    itemId: string,
    requestOptions: RequestOptions,
  ) => Promise<string[]>;
}

/** Events that are not yet the answer: a stop control has nothing to stop before them. */
function precedesAnswer(event: unknown): boolean {
  if (!isRecord(event)) return true;
  switch (event.type) {
    case 'thread.created':
    case 'thread.updated':
    case 'stream_options':
    case 'error':
      return true;
    case 'thread.item.done':
      return isRecord(event.item) && event.item.type === 'uikit.user_message';
    default:
      return false;
  }
}

/** Operations that always answer something: the user's message at least. */
const ANSWERS_MESSAGE: ReadonlySet<string> = new Set([
  'threads.create',
  'threads.add_user_message',
]);

/** What the client says before the server's first event (removals, a completed call). */
async function preludeOf(
  operation: ConversationOperation | ChatKitRequest,
  deps: AnswerStreamDeps,
  requestOptions: RequestOptions,
): Promise<unknown[]> {
  const op = operation as ConversationOperation;
  if (op.type === 'threads.retry_after_item') {
    const { thread_id: threadId, item_id: itemId } = op.params;
    const later = await deps.itemsAfter(threadId, itemId, requestOptions);
    return later.map((id) => ({ type: 'thread.item.removed', item_id: id }));
  }
  if (op.type === 'threads.add_client_tool_output') {
    const { thread_id: threadId, call_id: callId, output } = op.params;
    const call = deps.toolCalls.complete(threadId, callId, output);
    return call ? [{ type: 'thread.item.done', item: call }] : [];
  }
  return [];
}

/** Sends a conversation operation to a ChatKit server and reads its answer as uikit events. */
export function createAnswerStreams(deps: AnswerStreamDeps) {
  return async (
    operation: ConversationOperation | ChatKitRequest,
    requestOptions: RequestOptions = {},
  ): Promise<UikitEventStream> => {
    const request = toChatKitRequest(operation);
    const prelude = await preludeOf(operation, deps, requestOptions);
    let messages = 0;
    let optionsSeen = false;
    const report = (problems: readonly WireProblem[]) => {
      for (const problem of problems)
        deps.report({ ...problem, outcome: 'repaired', subject: 'stream event' });
    };
    const translate = (json: unknown): unknown[] => {
      // The prelude goes out once the server has answered something: a server that broke off at
      // once (an unknown thread) did nothing it stands for.
      const events = messages === 0 ? [...prelude] : [];
      messages += 1;
      const problems: WireProblem[] = [];
      for (const event of toUikitEvents(json, problems)) {
        if (isRecord(event) && event.type === 'stream_options') optionsSeen = true;
        else if (!optionsSeen && !precedesAnswer(event)) {
          optionsSeen = true;
          events.push({ type: 'stream_options', stream_options: { allow_cancel: true } });
        }
        if (isRecord(event) && isRecord(event.item)) deps.toolCalls.see(event.item);
        events.push(event);
      }
      report(problems);
      return events;
    };
    const threadId = request.params.thread_id;
    return openEventStream(
      {
        open: (signal) =>
          deps.transport.send(request, {
            signal,
            accept: 'text/event-stream',
            ...(requestOptions.clientRequestId === undefined
              ? {}
              : { clientRequestId: requestOptions.clientRequestId }),
          }),
        threadId: typeof threadId === 'string' ? threadId : null,
        translate,
        end: () => {
          if (messages > 0) return [];
          if (ANSWERS_MESSAGE.has(request.type))
            throw new UikitConnectionError(
              `The ChatKit server closed the answer to ${request.type} without sending anything`,
            );
          return prelude;
        },
      },
      requestOptions,
      deps.report,
    );
  };
}
