import { isRecord } from '../../wire/problems';

/** How many waiting calls are remembered; a chat waits for one at a time. */
const REMEMBERED = 64;

/**
 * The client tool calls this client has seen waiting for their output (as uikit JSON), by thread
 * and call id. A ChatKit server completes a call when its output arrives but sends no event for it
 * (chatkit-dialect.md §2.4), so the client completes it in the answer itself, from what it saw.
 */
export function createToolCallMemory() {
  const waiting = new Map<string, Readonly<Record<string, unknown>>>();
  const key = (threadId: string, callId: string) => `${threadId}\u0000${callId}`;

  return {
    /** Notes a converted item: a waiting call is remembered, a completed one forgotten. */
    see(item: unknown): void {
      if (!isRecord(item) || item.type !== 'uikit.client_tool_call') return;
      const { thread_id: threadId, call_id: callId } = item;
      if (typeof threadId !== 'string' || typeof callId !== 'string') return;
      const id = key(threadId, callId);
      waiting.delete(id);
      if (item.status !== 'in_progress') return;
      waiting.set(id, item);
      if (waiting.size > REMEMBERED) waiting.delete(waiting.keys().next().value as string);
    },
    /**
     * The call completed with `output` (JSON-encoded, as uikit has it), or null when this client
     * never saw it waiting. It is forgotten either way.
     */
    complete(threadId: string, callId: string, output: unknown): Record<string, unknown> | null {
      const id = key(threadId, callId);
      const call = waiting.get(id);
      waiting.delete(id);
      return call ? { ...call, status: 'completed', output: JSON.stringify(output) } : null;
    },
  };
}

export type ToolCallMemory = ReturnType<typeof createToolCallMemory>;
