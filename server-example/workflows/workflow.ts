import type {
  AssistantMessageItem,
  ClientEffectEvent,
  ClientToolCallItem,
  ErrorEvent,
  GeneratedImageItem,
  GroupTask,
  ItemUpdate,
  JsonValue,
  NoticeEvent,
  ProgressUpdateEvent,
  StateVariableValue,
  StructuredInput,
  StructuredInputItem,
  TaskGroupItem,
  TaskItem,
  TaskType,
  Thread,
  UserMessageItem,
  WidgetAction,
  WidgetItem,
} from '../../src/wire';
import type { StoredItem } from '../db/items';

/** A thread item a workflow can emit: every type of the protocol. */
export type WorkflowItem = StoredItem;
/** An increment of `thread.item.updated`: every kind of the protocol. */
export type WorkflowItemUpdate = Exclude<ItemUpdate, { type: 'unknown' }>;

export interface ItemAddedEvent {
  type: 'thread.item.added';
  item: WorkflowItem;
}
export interface ItemUpdatedEvent {
  type: 'thread.item.updated';
  item_id: string;
  update: WorkflowItemUpdate;
}
export interface ItemDoneEvent {
  type: 'thread.item.done';
  item: WorkflowItem;
}
export interface ItemReplacedEvent {
  type: 'thread.item.replaced';
  item: WorkflowItem;
}
export interface ItemRemovedEvent {
  type: 'thread.item.removed';
  item_id: string;
}

/**
 * What a workflow yields: the protocol's stream events about items, plus the transient ones.
 * `stream_options`, `thread.created` and `thread.updated` are the server's: it sends them in the
 * protocol's order (thread changes go through `lockThread`, `closeThread` and `setTitle`).
 */
export type WorkflowEvent =
  | ItemAddedEvent
  | ItemUpdatedEvent
  | ItemDoneEvent
  | ItemReplacedEvent
  | ItemRemovedEvent
  | ProgressUpdateEvent
  | ClientEffectEvent
  | NoticeEvent
  | ErrorEvent;

/**
 * The user sent a message (`threads.create`, `threads.add_user_message`), or edited one
 * (`threads.edit_user_message`): then `item` is the message as edited, same id, and everything
 * after it is already deleted.
 */
export interface UserMessageInput {
  type: 'user_message';
  item: UserMessageItem;
}
/**
 * The page answered a client tool call, and no run was waiting for it (the server restarted, or
 * the call was made by an earlier run): continue from the output. A run that is still waiting gets
 * the output as the result of `callClientTool` instead.
 */
export interface ClientToolOutputInput {
  type: 'client_tool_output';
  item: ClientToolCallItem;
  output: JsonValue;
}
/** A widget's server action (`threads.custom_action`). */
export interface WidgetActionInput {
  type: 'widget_action';
  item: WidgetItem;
  action: WidgetAction;
}
/** Answer this user message again; everything after it is already deleted. */
export interface RetryInput {
  type: 'retry';
  item: UserMessageItem;
}
/**
 * The user answered (or skipped) a structured input (`threads.add_structured_input`): `item` is
 * the item as now stored, `status` `answered` or `skipped`, each input with its checked `answer`
 * (an input the user left out is `skipped: true`). The client already has it
 * (`thread.item.replaced`); go on from the answers.
 */
export interface StructuredInputAnswerInput {
  type: 'structured_input';
  item: StructuredInputItem;
}
export type WorkflowInput =
  | UserMessageInput
  | ClientToolOutputInput
  | WidgetActionInput
  | RetryInput
  | StructuredInputAnswerInput;

/**
 * What a workflow may use when a widget action answers at once (`threads.sync_custom_action`):
 * no stream, so no items to add and nothing to wait for but the request itself.
 */
export interface SyncActionContext {
  readonly thread: Thread;
  readonly stateVariables: Readonly<Record<string, StateVariableValue>>;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
}

/**
 * Thrown by {@link Workflow.syncAction} for an action it does not take: the client gets a 400 with
 * this message (and `param`, default `params.action.type`), instead of a 500.
 */
export class RefusedAction extends Error {
  override name = 'RefusedAction';
  constructor(
    message: string,
    readonly param = 'params.action.type',
  ) {
    super(message);
  }
}

/** A node of a widget tree (protocol section 8): a component `type`, its props and children. */
export interface WidgetTreeNode {
  type: string;
  id?: string;
  children?: WidgetTreeNode[] | WidgetTreeNode;
  [prop: string]: unknown;
}

/** Builds items of the current thread with fresh ids and the current time. */
export interface ItemFactory {
  assistantMessage(): AssistantMessageItem;
  widget(root: WidgetTreeNode): WidgetItem;
  task(task: { heading?: string | null; summary?: string | null; type?: TaskType }): TaskItem;
  taskGroup(tasks?: GroupTask[]): TaskGroupItem;
  /** Questions for the user, `pending` until `threads.add_structured_input` answers them. */
  structuredInput(inputs: StructuredInput[]): StructuredInputItem;
  /** An image being generated: no image yet; `generated_image.updated` brings previews. */
  generatedImage(): GeneratedImageItem;
}

/** Everything a workflow may use while it answers. */
export interface WorkflowContext {
  /** The thread as it was when this answer started. */
  readonly thread: Thread;
  /** The session's `workflow.state_variables` (empty when none were set). */
  readonly stateVariables: Readonly<Record<string, StateVariableValue>>;
  /**
   * Aborted when the answer is stopped (the user pressed stop, the session was cancelled, the
   * thread deleted). Pass it to whatever you await; the server already keeps what was sent.
   */
  readonly signal: AbortSignal;
  readonly items: ItemFactory;
  /** The thread's stored items, oldest first. */
  history(): Promise<readonly WorkflowItem[]>;
  /**
   * Asks the page to run a client tool and resolves with its output. The stream ends after the
   * `uikit.client_tool_call` item; the page posts `threads.add_client_tool_output`, and this
   * answer continues in that new stream. Rejects when the answer is stopped meanwhile.
   */
  callClientTool(name: string, args: Readonly<Record<string, JsonValue>>): Promise<JsonValue>;
  /** Waits, but resolves at once when the answer is stopped. */
  sleep(ms: number): Promise<void>;
  /** The thread takes no more input (sent as `thread.updated` at the end of the answer). */
  lockThread(reason?: string | null): void;
  closeThread(reason?: string | null): void;
  setTitle(title: string): void;
}

/**
 * A workflow answers one input with a stream of protocol events. Write it as an async generator:
 *
 * @example
 * export const shout: Workflow = {
 *   id: 'shout',
 *   version: '1',
 *   async *respond(input, context) {
 *     if (input.type !== 'user_message') return;
 *     yield* streamAssistantMessage(context, textOf(input.item).toUpperCase());
 *   },
 * };
 */
export interface Workflow {
  /** The `workflow.id` sessions name to run it. */
  readonly id: string;
  /** Reported as `workflow.version`; sessions asking for another version are refused. */
  readonly version: string;
  respond(input: WorkflowInput, context: WorkflowContext): AsyncIterable<WorkflowEvent>;
  /**
   * A widget action whose config says `streaming: false` (`threads.sync_custom_action`, protocol
   * section 12): answers at once, even while an answer streams on the thread, with the widget item
   * as the action left it (same id; the server stores it), or null when nothing changed. Throw
   * {@link RefusedAction} for an action it does not take. Without it, such actions get a 400.
   */
  syncAction?(
    item: WidgetItem,
    action: WidgetAction,
    context: SyncActionContext,
  ): Promise<WidgetItem | null>;
}
