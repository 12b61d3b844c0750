// What a ChatKit server hands `respond` and `action` (its thread, the user's message, a client
// tool call, a widget and its action) in the words of the workflow (src/wire). Items are read with
// the kit's own ChatKit reader (src/client/chatkit/convertItem.ts), the mapping chatkit-dialect.md
// §5 describes, then checked with the wire's schema as any item the kit receives.
import * as v from 'valibot';
import type { ActionConfig, ThreadMetadata } from 'chatkit-node-backend-sdk';
import { toUikitItem } from '../../src/client/chatkit/convertItem';
import { toUnixSeconds } from '../../src/client/chatkit/isoTime';
import {
  ThreadItemSchema,
  WidgetActionSchema,
  type Thread,
  type WidgetAction,
} from '../../src/wire';
import type { WorkflowItem } from '../workflows/workflow';
import type { ChatKitItem } from './toChatKit';

/**
 * A stored ChatKit item as the workflow's; null for what the kit never shows (hidden items,
 * `end_of_turn`) and for an item its schema refuses or does not know.
 */
export function toWorkflowItem(item: ChatKitItem): WorkflowItem | null {
  const uikit = toUikitItem(item);
  if (uikit === null) return null;
  const parsed = v.safeParse(ThreadItemSchema, uikit);
  if (!parsed.success || parsed.output.type === 'unknown') return null;
  return parsed.output;
}

/**
 * The thread as the workflow sees it (`context.thread`). ChatKit threads carry no user: the
 * server's own (the visitor this request is for) is given.
 */
export function toWorkflowThread(thread: ThreadMetadata, user: string): Thread {
  return {
    id: thread.id,
    object: 'uikit.thread',
    created_at: toUnixSeconds(thread.created_at) ?? 0,
    status:
      thread.status.type === 'active'
        ? thread.status
        : { ...thread.status, reason: thread.status.reason ?? null },
    title: thread.title ?? null,
    user,
  };
}

/**
 * A widget action as the workflow takes it: ChatKit's `ActionConfig` has the same fields (an
 * unknown `loadingBehavior` counts as absent, as the kit reads it); a payload that is not an object
 * goes as `{value}`. Null when it has no `type`.
 */
export function toWidgetAction(action: ActionConfig): WidgetAction | null {
  const payload: unknown = action.payload;
  const parsed = v.safeParse(WidgetActionSchema, {
    ...action,
    payload:
      payload === undefined || payload === null
        ? undefined
        : typeof payload === 'object' && !Array.isArray(payload)
          ? payload
          : { value: payload },
  });
  return parsed.success ? parsed.output : null;
}
