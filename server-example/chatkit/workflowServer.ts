// chatkit-node-backend-sdk's ChatKitServer answering with one of the example's workflows, the same
// one the local API runs: `respond` and `action` turn ChatKit's inputs into the workflow's
// (a user message, a retry, a client tool's output, a widget action) and run it (ChatKitRun).
import {
  ChatKitServer,
  type ActionConfig,
  type FeedbackKind,
  type Logger as SdkLogger,
  type StreamingReq,
  type ThreadMetadata,
  type ThreadStreamEvent,
  type UserMessageItem,
  type WidgetItem,
} from 'chatkit-node-backend-sdk';
import type { JsonValue, ClientToolCallItem } from '../../src/wire';
import type { Clock } from '../clock';
import { titleFromMessage } from '../conversation/titling';
import type { Logger } from '../logger';
import type { Workflow, WorkflowInput } from '../workflows/workflow';
import { ChatKitRun, type RunOutcome } from './chatKitRun';
import type { ChatKitContext } from './context';
import { toWidgetAction, toWorkflowItem } from './fromChatKit';
import type { MemoryFiles, MemoryStore } from './memoryStore';
import { asSdkEvent, type ChatKitEvent } from './toChatKit';

export interface WorkflowServerOptions {
  workflow: Workflow;
  clock: Clock;
  logger: Logger;
  /** How long a run waits for its client tool's output before it is dropped. */
  toolWaitMs?: number;
}

/** Ten minutes: a person reading the page's prompt, not a lost tab. */
const DEFAULT_TOOL_WAIT_MS = 10 * 60_000;
/** Runs waiting for a tool at once; the oldest is dropped to make room. */
const MAX_WAITING_RUNS = 1000;
/** How many of a thread's newest items hold the tool call just completed. */
const RECENT_ITEMS = 50;

/**
 * The SDK logs each request's type (our request log has it) and each failure with its error: the
 * failures go to the example's log, the rest nowhere.
 */
function sdkLogger(logger: Logger): SdkLogger {
  const quiet = () => undefined;
  return {
    info: quiet,
    debug: quiet,
    warn: (message) => {
      logger.info(`chatkit-node-backend-sdk: ${message}`);
    },
    error: (message, extra) => {
      logger.error(`chatkit-node-backend-sdk: ${message}`, extra?.error);
    },
  };
}

export class WorkflowChatKitServer extends ChatKitServer<ChatKitContext> {
  private readonly waiting = new Map<string, { run: ChatKitRun; timer: NodeJS.Timeout }>();

  constructor(
    readonly memory: MemoryStore,
    files: MemoryFiles,
    private readonly options: WorkflowServerOptions,
  ) {
    super(memory, files, sdkLogger(options.logger));
  }

  /**
   * `threads.create` as the SDK's own, without the line chatkit-node-backend-sdk 1.1.2 prints for
   * every new thread ("DEBUG threads.create params", the user's first message on stdout).
   */
  protected override async *processStreamingImpl(
    request: StreamingReq,
    context: ChatKitContext,
  ): AsyncGenerator<ThreadStreamEvent> {
    if (request.type !== 'threads.create') {
      yield* super.processStreamingImpl(request, context);
      return;
    }
    const thread: ThreadMetadata = {
      id: this.store.generateThreadId(context),
      title: null,
      created_at: new Date(this.options.clock.now()).toISOString(),
      status: { type: 'active' },
      metadata: {},
    };
    await this.store.saveThread(thread, context);
    yield { type: 'thread.created', thread: this.toThreadResponse(thread) };
    const message = await this.buildUserMessageItem(request.params.input, thread, context);
    yield* this.processNewThreadItemRespond(thread, message, context);
  }

  override async *respond(
    thread: ThreadMetadata,
    input: UserMessageItem | null,
    context: ChatKitContext,
  ): AsyncGenerator<ThreadStreamEvent> {
    for await (const event of this.answer(thread, input, context)) yield asSdkEvent(event);
  }

  override async *action(
    thread: ThreadMetadata,
    action: ActionConfig,
    sender: WidgetItem | null,
    context: ChatKitContext,
  ): AsyncGenerator<ThreadStreamEvent> {
    for await (const event of this.act(thread, action, sender, context)) yield asSdkEvent(event);
  }

  override addFeedback(
    threadId: string,
    itemIds: string[],
    kind: FeedbackKind,
    context: ChatKitContext,
  ): Promise<void> {
    return this.memory.saveFeedback(threadId, itemIds, kind, context);
  }

  /** A thread was deleted: a run waiting there for a tool's output ends. */
  forget(threadId: string): void {
    this.release(threadId)?.abort();
  }

  /** Ends every run waiting for a tool (the server is stopping). */
  close(): void {
    for (const threadId of [...this.waiting.keys()]) this.forget(threadId);
  }

  private async *answer(
    thread: ThreadMetadata,
    input: UserMessageItem | null,
    context: ChatKitContext,
  ): AsyncGenerator<ChatKitEvent> {
    const { request } = context;
    if (input === null) {
      // The SDK calls `respond` without a message after storing a client tool's output.
      if (request.type !== 'threads.add_client_tool_output') return;
      const output = request.params.result as JsonValue;
      const run = this.release(thread.id);
      if (run) {
        run.resume(output, thread);
        yield* this.drive(run, thread, context);
        return;
      }
      // No run waits for it (the server restarted, or the wait ran out): the workflow goes on from
      // the stored call.
      const call = await this.completedCall(thread.id, context);
      if (call)
        yield* this.start(thread, context, { type: 'client_tool_output', item: call, output });
      return;
    }
    // A new message or a retry moves the thread on: a run still waiting for a tool's output ends.
    this.forget(thread.id);
    const message = toWorkflowItem(input);
    if (message?.type !== 'uikit.user_message') return;
    if (request.type === 'threads.retry_after_item') {
      // The SDK keeps what came after the message (chatkit-python deletes it, without saying so):
      // removed here, and said, so the client sees the same thread the store keeps.
      for (const itemId of await this.itemsAfter(thread.id, message.id, context))
        yield { type: 'thread.item.removed', item_id: itemId };
      yield* this.start(thread, context, { type: 'retry', item: message });
      return;
    }
    yield* this.start(thread, context, { type: 'user_message', item: message });
  }

  private async *act(
    thread: ThreadMetadata,
    action: ActionConfig,
    sender: WidgetItem | null,
    context: ChatKitContext,
  ): AsyncGenerator<ChatKitEvent> {
    const widgetAction = toWidgetAction(action);
    const item = sender === null ? null : toWorkflowItem(sender);
    if (widgetAction === null || item?.type !== 'uikit.widget') {
      yield {
        type: 'error',
        code: 'custom',
        message: 'This action needs the widget it came from: send its item_id.',
        allow_retry: false,
      };
      return;
    }
    this.forget(thread.id);
    yield* this.start(thread, context, { type: 'widget_action', item, action: widgetAction });
  }

  private start(thread: ThreadMetadata, context: ChatKitContext, input: WorkflowInput) {
    const { workflow, clock, logger } = this.options;
    const run = new ChatKitRun({
      workflow,
      input,
      thread,
      visitor: context,
      store: this.memory,
      clock,
      logger,
    });
    return this.drive(run, thread, context);
  }

  private async *drive(
    run: ChatKitRun,
    thread: ThreadMetadata,
    context: ChatKitContext,
  ): AsyncGenerator<ChatKitEvent> {
    let outcome: RunOutcome | null = null;
    try {
      outcome = yield* run.drive(context.signal);
    } finally {
      // The stream was closed under it.
      if (outcome === null) run.abort();
    }
    if (outcome === 'suspended') {
      this.wait(run);
      return;
    }
    // Named after its first message once answered (a stopped answer too: the history list wants
    // a name), as the local API titles threads; the SDK sends `thread.updated`.
    if (thread.title === null || thread.title === undefined) {
      const { data } = await this.memory.loadThreadItems(thread.id, null, 1, 'asc', context);
      const first = data[0] ? toWorkflowItem(data[0]) : null;
      const title = first?.type === 'uikit.user_message' ? titleFromMessage(first) : null;
      if (title !== null) thread.title = title;
    }
  }

  /** Parks a run waiting for its client tool's output, for the next `respond`. */
  private wait(run: ChatKitRun): void {
    this.forget(run.threadId);
    if (this.waiting.size >= MAX_WAITING_RUNS) {
      const oldest = this.waiting.keys().next();
      if (oldest.done !== true) this.forget(oldest.value);
    }
    const timer = setTimeout(() => {
      if (this.waiting.get(run.threadId)?.run === run) this.forget(run.threadId);
    }, this.options.toolWaitMs ?? DEFAULT_TOOL_WAIT_MS);
    timer.unref();
    this.waiting.set(run.threadId, { run, timer });
  }

  private release(threadId: string): ChatKitRun | null {
    const entry = this.waiting.get(threadId);
    if (!entry) return null;
    clearTimeout(entry.timer);
    this.waiting.delete(threadId);
    return entry.run;
  }

  /** The client tool call the SDK has just completed: the newest completed one. */
  private async completedCall(
    threadId: string,
    context: ChatKitContext,
  ): Promise<ClientToolCallItem | null> {
    const { data } = await this.memory.loadThreadItems(
      threadId,
      null,
      RECENT_ITEMS,
      'desc',
      context,
    );
    for (const item of data)
      if (item.type === 'client_tool_call' && item.status === 'completed') {
        const call = toWorkflowItem(item);
        return call?.type === 'uikit.client_tool_call' ? call : null;
      }
    return null;
  }

  /** The ids of the items after `itemId`, oldest first. */
  private async itemsAfter(
    threadId: string,
    itemId: string,
    context: ChatKitContext,
  ): Promise<string[]> {
    const { data } = await this.memory.loadThreadItems(
      threadId,
      null,
      this.memory.limits.itemsPerThread,
      'asc',
      context,
    );
    const index = data.findIndex((item) => item.id === itemId);
    return index === -1 ? [] : data.slice(index + 1).map((item) => item.id);
  }
}
