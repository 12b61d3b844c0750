// What the kit asks for, in ChatKit's words (chatkit-dialect.md §2, §5): the body of the one POST
// endpoint is `{type, params}`. Most operations keep their name and params; a message's input,
// a client tool's output and list queries are rewritten.
import type { ConversationOperation, UserInput } from '../../wire/conversation';
import { present } from './convertContent';

/** The body of a request to a ChatKit server. */
export interface ChatKitRequest {
  readonly type: string;
  readonly params: Readonly<Record<string, unknown>>;
}

type UserPart = UserInput['content'][number];

function chatkitPart(part: UserPart): Record<string, unknown> {
  if (part.type !== 'input_tag') return { ...part };
  // ChatKit requires `data` and `interactive`; the kit may leave them out.
  return present({
    type: 'input_tag',
    id: part.id,
    text: part.text,
    data: part.data ?? {},
    group: part.group ?? undefined,
    interactive: part.interactive ?? false,
  });
}

/**
 * A message's input as ChatKit takes it: quoted text moves from its content part to `quoted_text`
 * (several are joined by a blank line), and `attachments` and `inference_options`, which ChatKit
 * requires, are always sent (null options left out).
 */
export function toChatKitInput(input: UserInput): Record<string, unknown> {
  const quotes: string[] = [];
  const content: Record<string, unknown>[] = [];
  for (const part of input.content) {
    if (part.type === 'quoted_text') quotes.push(part.text);
    else content.push(chatkitPart(part));
  }
  const options = input.inference_options;
  return {
    content,
    attachments: [...(input.attachments ?? [])],
    ...(quotes.length === 0 ? {} : { quoted_text: quotes.join('\n\n') }),
    inference_options: present({
      model: options?.model ?? undefined,
      tool_choice: options?.tool_choice ?? undefined,
    }),
  };
}

/**
 * A uikit conversation operation as the ChatKit request it stands for. `add_client_tool_output`
 * sends the output as `result` and no `call_id` (ChatKit completes the thread's pending call).
 * Operations this client does not rewrite (the structured input of protocol section 12, say) go
 * as they are: their params are the same in both dialects.
 */
export function toChatKitRequest(
  operation: ConversationOperation | ChatKitRequest,
): ChatKitRequest {
  const op = operation as ConversationOperation;
  switch (op.type) {
    case 'threads.create':
      return { type: op.type, params: { input: toChatKitInput(op.params.input) } };
    case 'threads.add_user_message':
      return {
        type: op.type,
        params: { thread_id: op.params.thread_id, input: toChatKitInput(op.params.input) },
      };
    case 'threads.add_client_tool_output':
      return {
        type: op.type,
        params: { thread_id: op.params.thread_id, result: op.params.output },
      };
    default:
      return { type: operation.type, params: { ...operation.params } };
  }
}
