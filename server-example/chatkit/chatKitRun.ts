// One execution of a workflow behind a ChatKit server: the workflow's events, converted, as what
// `respond` yields. It outlives a stream when the workflow waits for a client tool: ChatKit's flow
// ends the stream at the pending `client_tool_call` item, the page posts
// `threads.add_client_tool_output`, and the SDK calls `respond` again, where the run resumes inside
// the workflow's `await callClientTool(...)` (as the local API's WorkflowRun does).
import type { ThreadMetadata } from 'chatkit-node-backend-sdk';
import { applyItemUpdate } from '../../src/state/applyItemUpdate';
import type { ClientToolCallItem, JsonValue } from '../../src/wire';
import type { Clock } from '../clock';
import { deferred, sleepUnlessAborted, type Deferred } from '../conversation/deferred';
import { clampTitle } from '../conversation/titling';
import { newId } from '../ids';
import type { Logger } from '../logger';
import { ITEM_ID_PREFIX, createItemFactory, itemBase } from '../workflows/itemFactory';
import type {
  Workflow,
  WorkflowContext,
  WorkflowEvent,
  WorkflowInput,
  WorkflowItem,
} from '../workflows/workflow';
import { toWorkflowItem, toWorkflowThread } from './fromChatKit';
import type { MemoryStore, Visitor } from './memoryStore';
import { asSdkItem, toChatKitEvent, toChatKitItem, type ChatKitEvent } from './toChatKit';

/** How one stream of a run ended. */
export type RunOutcome = 'completed' | 'failed' | 'suspended' | 'aborted';

type Step =
  | { kind: 'result'; result: IteratorResult<WorkflowEvent> }
  | { kind: 'error'; error: unknown }
  | { kind: 'tool' }
  | { kind: 'abort' };

export interface ChatKitRunInit {
  workflow: Workflow;
  input: WorkflowInput;
  /** The SDK's thread of this stream: what the workflow changes (title, status) goes here. */
  thread: ThreadMetadata;
  visitor: Visitor;
  store: MemoryStore;
  clock: Clock;
  logger: Logger;
}

const noop = () => undefined;
const stopped = () => new DOMException('The answer was stopped', 'AbortError');

/** The most items `context.history()` reads. */
const HISTORY_LIMIT = 10_000;

export class ChatKitRun {
  readonly threadId: string;
  private thread: ThreadMetadata;
  private readonly controller = new AbortController();
  private readonly iterator: AsyncIterator<WorkflowEvent>;
  /** Items added and not yet done, as the workflow wrote them: what a stop keeps. */
  private readonly open = new Map<string, WorkflowItem>();
  private pending: Promise<IteratorResult<WorkflowEvent>> | null = null;
  private wake: ((step: Step) => void) | null = null;
  private toolWait: {
    item: ClientToolCallItem;
    output: Deferred<JsonValue>;
    sent: boolean;
  } | null = null;
  private finished = false;

  constructor(private readonly init: ChatKitRunInit) {
    this.threadId = init.thread.id;
    this.thread = init.thread;
    const signal = this.controller.signal;
    const { store, visitor } = init;
    const context: WorkflowContext = {
      thread: toWorkflowThread(init.thread, visitor.user),
      stateVariables: {},
      signal,
      items: createItemFactory(this.threadId, init.clock),
      history: async () => {
        const page = await store.loadThreadItems(
          this.threadId,
          null,
          HISTORY_LIMIT,
          'asc',
          visitor,
        );
        return page.data.flatMap((item) => {
          const converted = toWorkflowItem(item);
          return converted === null ? [] : [converted];
        });
      },
      callClientTool: (name, args) => this.requestClientTool(name, args),
      sleep: (ms) => sleepUnlessAborted(ms, signal),
      // The SDK compares the thread after every event and at the end, and sends `thread.updated`.
      lockThread: (reason = null) => {
        this.thread.status = { type: 'locked', reason };
      },
      closeThread: (reason = null) => {
        this.thread.status = { type: 'closed', reason };
      },
      setTitle: (title) => {
        const clamped = clampTitle(title);
        if (clamped !== null) this.thread.title = clamped;
      },
    };
    this.iterator = init.workflow.respond(init.input, context)[Symbol.asyncIterator]();
  }

  private isStopped(): boolean {
    return this.controller.signal.aborted;
  }

  /**
   * Runs the workflow, yielding its events in ChatKit's words, until it finishes, fails, waits for
   * a client tool (the pending call is the stream's last event), or `clientGone` aborts.
   */
  async *drive(clientGone: AbortSignal): AsyncGenerator<ChatKitEvent, RunOutcome, undefined> {
    const onGone = () => this.wake?.({ kind: 'abort' });
    clientGone.addEventListener('abort', onGone);
    try {
      for (;;) {
        if (clientGone.aborted || this.isStopped()) return this.stop();
        const step = await this.nextStep(clientGone);
        this.wake = null;
        switch (step.kind) {
          case 'abort':
            return this.stop();
          case 'tool': {
            const wait = this.toolWait as NonNullable<typeof this.toolWait>;
            wait.sent = true;
            // The SDK stores it (`thread.item.done`); its output comes in the next request.
            yield { type: 'thread.item.done', item: toChatKitItem(wait.item) };
            return 'suspended';
          }
          case 'error':
            this.pending = null;
            yield* this.fail(step.error);
            return 'failed';
          case 'result': {
            this.pending = null;
            if (step.result.done === true) {
              this.finished = true;
              // What the workflow left open is done now, as it stands.
              for (const item of this.closeOpen())
                yield { type: 'thread.item.done', item: toChatKitItem(item) };
              return 'completed';
            }
            const event = step.result.value;
            await this.record(event);
            const converted = toChatKitEvent(event);
            if (converted !== null) yield converted;
          }
        }
      }
    } finally {
      clientGone.removeEventListener('abort', onGone);
    }
  }

  /** Hands the page's output to the workflow waiting in `callClientTool`, in a new stream. */
  resume(output: JsonValue, thread: ThreadMetadata): void {
    const wait = this.toolWait;
    if (!wait) throw new Error('This run waits for no client tool');
    this.toolWait = null;
    this.thread = thread;
    wait.output.resolve(output);
  }

  /**
   * Stops the run (the client went away, the thread moved on, the tool never answered): the
   * workflow's signal aborts and its answers so far are kept. Safe to call more than once.
   */
  abort(): void {
    if (this.finished) return;
    this.stop();
  }

  private nextStep(clientGone: AbortSignal): Promise<Step> {
    if (!this.pending) {
      const pending = this.iterator.next();
      pending.catch(noop);
      this.pending = pending;
    }
    const pending = this.pending;
    return new Promise<Step>((resolve) => {
      this.wake = resolve;
      pending.then(
        (result) => {
          resolve({ kind: 'result', result });
        },
        (error: unknown) => {
          resolve({ kind: 'error', error });
        },
      );
      // `next()` runs the generator up to its first await: it may have asked for a tool already.
      if (this.toolWait && !this.toolWait.sent) resolve({ kind: 'tool' });
      if (this.isStopped() || clientGone.aborted) resolve({ kind: 'abort' });
    });
  }

  private requestClientTool(
    name: string,
    args: Readonly<Record<string, JsonValue>>,
  ): Promise<JsonValue> {
    if (this.finished || this.isStopped()) return Promise.reject(stopped());
    if (this.toolWait)
      return Promise.reject(new Error('A workflow waits for one client tool call at a time'));
    const item: ClientToolCallItem = {
      ...itemBase(this.threadId, ITEM_ID_PREFIX.clientToolCall, this.init.clock),
      type: 'uikit.client_tool_call',
      name,
      call_id: newId('call'),
      arguments: JSON.stringify(args),
      output: null,
      status: 'in_progress',
    };
    const output = deferred<JsonValue>();
    output.promise.catch(noop);
    this.toolWait = { item, output, sent: false };
    this.wake?.({ kind: 'tool' });
    return output.promise;
  }

  /**
   * Keeps the open items in step with an event. An update of an item already done (a widget
   * answering its own action) is stored here: the SDK stores only done, replaced and removed.
   */
  private async record(event: WorkflowEvent): Promise<void> {
    const { store, visitor } = this.init;
    switch (event.type) {
      case 'thread.item.added':
        this.open.set(event.item.id, event.item);
        return;
      case 'thread.item.updated': {
        const open = this.open.get(event.item_id);
        if (open) {
          this.open.set(event.item_id, applyItemUpdate(open, event.update) as WorkflowItem);
          return;
        }
        const stored = toWorkflowItem(await store.loadItem(this.threadId, event.item_id, visitor));
        if (stored === null) return;
        const updated = applyItemUpdate(stored, event.update) as WorkflowItem;
        await store.saveItem(this.threadId, asSdkItem(toChatKitItem(updated)), visitor);
        return;
      }
      case 'thread.item.done':
      case 'thread.item.replaced':
      case 'thread.item.removed':
        this.open.delete('item' in event ? event.item.id : event.item_id);
        return;
      default:
        return;
    }
  }

  private closeOpen(): WorkflowItem[] {
    const items = [...this.open.values()];
    this.open.clear();
    return items;
  }

  /** The workflow threw: what it left open is done, then ChatKit's error, which can be retried. */
  private fail(error: unknown): ChatKitEvent[] {
    this.finished = true;
    this.init.logger.error(
      `workflow ${this.init.workflow.id} failed on thread ${this.threadId}`,
      error,
    );
    return [
      ...this.closeOpen().map((item) => ({
        type: 'thread.item.done' as const,
        item: toChatKitItem(item),
      })),
      {
        type: 'error',
        code: 'custom',
        message: 'The answer could not be completed.',
        allow_retry: true,
      },
    ];
  }

  /**
   * Ends the run without sending more. An answer it was writing is stored as far as it went when
   * it has text, as chatkit-python keeps a stopped answer; other open items (a widget still
   * streaming) are dropped, as there.
   */
  private stop(): RunOutcome {
    if (!this.isStopped()) this.controller.abort();
    if (this.finished) return 'aborted';
    this.finished = true;
    for (const item of this.closeOpen())
      if (
        item.type === 'uikit.assistant_message' &&
        item.content.some((part) => part.type === 'output_text' && part.text.trim() !== '')
      )
        this.init.store
          .saveItem(this.threadId, asSdkItem(toChatKitItem(item)), this.init.visitor)
          .catch((error: unknown) => {
            this.init.logger.error(`the stopped answer on ${this.threadId} was not kept`, error);
          });
    this.toolWait?.output.reject(stopped());
    this.toolWait = null;
    // The generator's `finally` blocks run once its current step settles.
    const settled = this.pending ?? Promise.resolve();
    this.pending = null;
    settled
      .then(() => this.iterator.return?.())
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          this.init.logger.error(`workflow ${this.init.workflow.id} failed while stopping`, error);
      });
    return 'aborted';
  }
}
