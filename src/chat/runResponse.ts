import type { UikitClient } from '../client/UikitClient';
import type { ThreadStore } from '../state/createThreadStore';
import type { JsonValue } from '../wire/common';
import type { ConversationOperation } from '../wire/conversation';
import { UikitConnectionError } from '../wire/errors';
import type { ReceivedClientToolCallItem, ReceivedStreamEvent } from '../wire/received';
import type { Thread } from '../wire/thread';
import type { ChatEvents } from './chatEvents';

/**
 * Runs a client tool the workflow asked for; its return value (any JSON) goes back to the
 * workflow as the tool's output.
 */
export type ClientToolHandler = (
  args: Record<string, unknown>,
  context: { name: string; callId: string; threadId: string; signal: AbortSignal },
) => JsonValue | Promise<JsonValue>;

/**
 * The page's client tools as ChatKit takes them: one function for every tool, called with the
 * tool's `name` and `params` (and, beyond ChatKit, the call's id, thread and an abort signal);
 * its return value goes back to the workflow as the tool's output.
 *
 * @example
 * onClientTool: async ({ name, params }) => (name === 'get_location' ? await locate() : { error: 'unknown tool' })
 */
export type ClientToolFunction = (toolCall: {
  name: string;
  params: Record<string, unknown>;
  callId: string;
  threadId: string;
  signal: AbortSignal;
}) => ClientToolResult | Promise<ClientToolResult>;

/** What a client tool answers: JSON (ChatKit types it as an object; anything JSON goes). */
export type ClientToolResult = JsonValue | Record<string, unknown>;

/** Client tools: ChatKit's one function, or a handler per tool name. */
export type ClientTools = ClientToolFunction | Readonly<Record<string, ClientToolHandler>>;

/** The handler of the tool `name`, or undefined when the page has none. */
function clientToolHandler(tools: ClientTools, name: string): ClientToolHandler | undefined {
  if (typeof tools === 'function')
    // Sent as JSON, as any handler's output is.
    return async (params, context) => (await tools({ ...context, name, params })) as JsonValue;
  return Object.hasOwn(tools, name) ? tools[name] : undefined;
}

/** How long a stop pressed before `thread.created` waits for it (see `stop`). */
const NAMELESS_STOP_MS = 3000;

/** Schedules `flush` (in browsers, for the next animation frame); returns a cancel function. */
export type FlushScheduler = (flush: () => void) => () => void;

/** The longest events wait for a frame: hidden tabs get no animation frames at all. */
const FRAME_WAIT_LIMIT = 100;

/**
 * One paint's worth of events per store update: a token per frame would waste renders. Whichever
 * comes first, the next animation frame or {@link FRAME_WAIT_LIMIT}, flushes, so a background tab
 * keeps its thread current instead of piling up the whole answer.
 */
export const frameScheduler: FlushScheduler = (flush) => {
  const timer = setTimeout(
    flush,
    typeof requestAnimationFrame === 'function' ? FRAME_WAIT_LIMIT : 16,
  );
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(flush) : null;
  return () => {
    clearTimeout(timer);
    if (frame !== null) cancelAnimationFrame(frame);
  };
};

export interface ResponseContext {
  client: UikitClient;
  store: ThreadStore;
  events: ChatEvents;
  clientTools: () => ClientTools;
  scheduleFlush: FlushScheduler;
  /** The first event of `threads.create`: the chat now has a thread. */
  onThreadCreated: (thread: Thread) => void;
  /** Resuming and stopping through the service, once loaded for a service that has them. */
  recovery?: (() => AnswerRecovery | null) | undefined;
  /** While that is loading: settles once it has loaded or failed to. */
  recoveryLoading?: (() => Promise<unknown> | null) | undefined;
}

/**
 * What a service that keeps answers running (protocol section 11) adds to an answer; the chat
 * loads it (`answerRecovery.ts`) with a session that has such capabilities.
 */
export interface AnswerRecovery {
  /**
   * A stream of the answer failed (`attempt` resumes since it last delivered an event): `resume`
   * once it is time to, `over` when the answer turned out to have ended (what the service stored
   * is re-read), `failed` when the error stands.
   */
  afterDrop(drop: {
    error: unknown;
    operation: ConversationOperation['type'];
    attempt: number;
    signal: AbortSignal;
  }): Promise<'resume' | 'over' | 'failed'>;
  /** A resumed stream delivers again. */
  reconnected(): void;
  /**
   * Watches the browser's connection while a stream is read: offline, the chat says it is
   * reconnecting; back online, `back` is called (the stream may be dead without knowing it, so the
   * chat resumes it). Returns the function that stops watching.
   */
  watchConnection(back: () => void): () => void;
  /**
   * Asks the service to stop the thread's answer (false: it cannot); `close` ends the stream when
   * the service does not soon, or the request fails.
   */
  stop(threadId: string, close: () => void): boolean;
}

export interface ResponseOutcome {
  status: 'completed' | 'stopped' | 'failed';
  /**
   * Whether the service confirmed the user's message: its `thread.item.done`, or for an edit the
   * message's `thread.item.replaced`.
   */
  userMessageStored: boolean;
  /** Why it failed when no answer could be produced or the stream broke (not an `error` event). */
  error: unknown;
}

export interface RunningResponse {
  readonly done: Promise<ResponseOutcome>;
  /**
   * Stops the answer: with the service's `stop`, asks it to (`threads.stop`; every stream of the
   * answer then ends with what it kept); without it, aborts the request. The service keeps what it
   * produced.
   */
  stop(): void;
  /**
   * Stops following the answer without stopping it, where the service keeps answers running
   * (`resume`): the chat moves to another thread or goes away. Elsewhere, the same as `stop`.
   */
  detach(): void;
}

function parseArguments(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return {};
  }
}

/**
 * Sends one operation and streams its answer into the thread store, from `response.started` to
 * `response.ended`. A client tool call is answered with the host's handler and the answer goes on
 * in a new stream: the whole round counts as one response.
 */
export function startResponse(
  context: ResponseContext,
  operation: ConversationOperation,
): RunningResponse {
  const { client, store, events } = context;
  const controller = new AbortController();
  let queue: ReceivedStreamEvent[] = [];
  let scheduled = false;
  let cancelScheduled: () => void = () => undefined;

  const flush = () => {
    if (scheduled) cancelScheduled();
    scheduled = false;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    try {
      store.getState().applyEvents(batch);
    } catch {
      // One event the state cannot take must not cost the others, nor end the answer: apply them
      // one by one and report the one that fails.
      for (const event of batch) {
        try {
          store.getState().applyEvents([event]);
        } catch (error) {
          events.emit('error', { error });
          events.emit('log', { name: 'event.not_applied', data: { type: event.type } });
        }
      }
    }
  };
  const enqueue = (event: ReceivedStreamEvent) => {
    queue.push(event);
    if (scheduled) return;
    scheduled = true;
    cancelScheduled = context.scheduleFlush(flush);
  };
  const threadId = () => store.getState().thread?.id ?? null;

  const runTool = async (call: ReceivedClientToolCallItem): Promise<JsonValue> => {
    const handler = clientToolHandler(context.clientTools(), call.name);
    if (!handler) {
      events.emit('log', { name: 'client_tool.missing', data: { name: call.name } });
      return { error: `No handler for the client tool "${call.name}"` };
    }
    try {
      // A handler that never settles must not keep a stopped response (and the chat) waiting.
      const stopped = new Promise<JsonValue>((resolve) => {
        controller.signal.addEventListener(
          'abort',
          () => {
            resolve({ error: 'stopped' });
          },
          { once: true },
        );
      });
      return await Promise.race([
        handler(parseArguments(call.arguments), {
          name: call.name,
          callId: call.call_id,
          threadId: call.thread_id,
          signal: controller.signal,
        }),
        stopped,
      ]);
    } catch (error) {
      events.emit('error', { error });
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

  /** The thread the answer is on: the operation's, or the one `threads.create` made. */
  let answerThread: string | null =
    'thread_id' in operation.params ? operation.params.thread_id : null;
  /** The user asked to stop: the stream now ends by the service's hand, or is closed. */
  let stopping = false;
  // A call, not the variable, so checks after an `await` are not narrowed away.
  const isStopping = () => stopping;
  const isAborted = () => controller.signal.aborted;
  const close = () => {
    controller.abort();
  };
  /** Asks the service to stop, once the answer's thread is known; false when it cannot. */
  const stopThroughService = () =>
    answerThread !== null && context.recovery?.()?.stop(answerThread, close) === true;
  /** Stops without the service's hand: closes the stream (see `stop`). */
  const stopHere = () => {
    if (answerThread === null && context.recovery?.()) {
      // Before `thread.created`: the service is asked once it names the thread, and the stream
      // closed if it never does.
      setTimeout(close, NAMELESS_STOP_MS);
      return;
    }
    close();
  };

  /** The stream broke off (it threw), as opposed to ending or being stopped. */
  let brokeOff = false;
  const done = (async (): Promise<ResponseOutcome> => {
    store.getState().dispatch({
      type: 'response.started',
      continuesTurn:
        operation.type !== 'threads.create' && operation.type !== 'threads.add_user_message',
    });
    events.emit('responseStart', { threadId: threadId() });
    let userMessageStored = false;
    let next: ConversationOperation | null = operation;
    /** Attempts to resume since the stream last delivered an event. */
    let attempts = 0;
    /** The chat says it is reconnecting until a resumed stream delivers. */
    let resuming = false;
    const ended = (status: ResponseOutcome['status']): ResponseOutcome => ({
      status,
      userMessageStored,
      error: null,
    });
    try {
      while (next !== null) {
        const sent: ConversationOperation = next;
        next = null;
        let pendingTool: ReceivedClientToolCallItem | null = null;
        let failed = false;
        let stream;
        /** The browser came back online: this stream is left for a resumed one. */
        const reopen = { asked: false };
        let unwatch: (() => void) | undefined;
        try {
          stream = await client.conversation.stream(sent, { signal: controller.signal });
          const current = stream;
          unwatch = context.recovery?.()?.watchConnection(() => {
            if (answerThread === null || isStopping()) return;
            reopen.asked = true;
            current.abort();
          });
          for await (const event of stream) {
            if (resuming) {
              resuming = false;
              attempts = 0;
              context.recovery?.()?.reconnected();
            }
            switch (event.type) {
              case 'thread.created':
                enqueue(event);
                flush();
                answerThread = event.thread.id;
                context.onThreadCreated(event.thread);
                // Stop was pressed before the service said which thread it answers on.
                if (isStopping() && !stopThroughService()) close();
                break;
              case 'client_effect':
                events.emit('effect', { name: event.name, data: event.data });
                break;
              case 'error':
                failed = true;
                enqueue(event);
                break;
              case 'thread.item.replaced':
                // An edited message (protocol section 11, `edit`) is stored as it is replaced.
                if (event.item.type === 'uikit.user_message') userMessageStored = true;
                enqueue(event);
                break;
              case 'thread.item.done':
                if (event.item.type === 'uikit.user_message') userMessageStored = true;
                pendingTool =
                  event.item.type === 'uikit.client_tool_call' &&
                  event.item.status === 'in_progress'
                    ? event.item
                    : pendingTool;
                enqueue(event);
                break;
              default:
                enqueue(event);
            }
          }
          flush();
          if (reopen.asked) {
            resuming = true;
            next = { type: 'threads.resume', params: { thread_id: answerThread as string } };
            continue;
          }
          if (stream.aborted) return ended('stopped');
          // Ended with an item still being written: the stream broke off without an error (a
          // proxy that closed it, a server gone mid-answer). Nothing will finish that item here.
          if (!failed && pendingTool === null && Object.keys(store.getState().streaming).length > 0)
            throw new UikitConnectionError('The answer stream ended early');
        } catch (error) {
          flush();
          if (controller.signal.aborted) return ended('stopped');
          const recovery = context.recovery?.();
          const verdict =
            recovery && answerThread !== null && !isStopping()
              ? await recovery.afterDrop({
                  error,
                  operation: sent.type,
                  attempt: attempts++,
                  signal: controller.signal,
                })
              : 'failed';
          // Stopped or left while it waited to resume.
          if (isAborted()) return ended('stopped');
          if (verdict === 'failed') throw error;
          if (verdict === 'over') return ended(isStopping() ? 'stopped' : 'completed');
          resuming = true;
          next = { type: 'threads.resume', params: { thread_id: answerThread as string } };
          continue;
        } finally {
          unwatch?.();
        }
        if (isStopping()) return ended('stopped');
        if (failed) return ended('failed');
        if (pendingTool !== null) {
          const output = await runTool(pendingTool);
          if (controller.signal.aborted || isStopping()) return ended('stopped');
          next = {
            type: 'threads.add_client_tool_output',
            params: { thread_id: pendingTool.thread_id, call_id: pendingTool.call_id, output },
          };
        }
      }
      return ended('completed');
    } catch (error) {
      flush();
      if (controller.signal.aborted) return ended('stopped');
      brokeOff = true;
      events.emit('error', { error });
      return { status: 'failed', userMessageStored, error };
    } finally {
      // Whatever said "reconnecting" (a drop, the browser offline) is over with the answer.
      context.recovery?.()?.reconnected();
      // Whatever happened above, the response ends: a chat left "responding" would refuse every
      // message after it.
      try {
        flush();
      } finally {
        const stopped = controller.signal.aborted || isStopping();
        store.getState().dispatch({ type: 'response.ended', stopped, interrupted: brokeOff });
        // The answer's own thread: the chat may have moved to another one meanwhile (its cached
        // pages of this one are then stale).
        events.emit('responseEnd', { threadId: answerThread ?? threadId() });
      }
    }
  })();

  return {
    done,
    stop() {
      if (stopping || controller.signal.aborted) return;
      stopping = true;
      if (stopThroughService()) return;
      // Stopped before the code that stops through the service has loaded (soon after the chat
      // started): closing the stream alone would leave the answer running on a service that keeps
      // answers running, its end and title stored long after the chat said "stopped".
      const loading = context.recoveryLoading?.();
      if (loading)
        void loading.then(() => {
          if (!stopThroughService()) stopHere();
        });
      else stopHere();
    },
    detach() {
      controller.abort();
    },
  };
}
