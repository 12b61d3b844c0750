import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ConversationOperationSchema,
  StopOperationSchema,
  SyncCustomActionOperationSchema,
  TranscribeOperationSchema,
  type Thread,
  type UserMessageItem,
  type UserInputSchema,
  type WidgetAction,
  type WidgetItem,
} from '../../../src/wire';
import { unixSeconds } from '../../clock';
import { LiveAnswer, type AnswerReader } from '../../conversation/liveAnswer';
import { WorkflowRun } from '../../conversation/workflowRun';
import type { FileRecord } from '../../db/files';
import type { SessionRecord } from '../../db/sessions';
import { newId } from '../../ids';
import { MAX_TRANSCRIBE_BODY_BYTES, readRecording } from '../../transcription/audio';
import { ITEM_ID_PREFIX, itemBase } from '../../workflows/itemFactory';
import {
  RefusedAction,
  type Workflow,
  type WorkflowEvent,
  type WorkflowInput,
} from '../../workflows/workflow';
import type { ApiDeps } from '../apiDeps';
import type { AppEnv } from '../appEnv';
import { authenticate, sessionOf } from '../auth';
import { connectionReset } from '../connectionReset';
import { conflict, invalidRequest, notFound, serverError } from '../errors';
import { attachmentJson, eventPresenter, itemPresenter, threadJson } from '../present';
import { parseParams, readJson, type LargeBody } from '../requestBody';
import { answerStructuredInput } from '../structuredInputAnswer';

type UserInput = v.InferOutput<typeof UserInputSchema>;

/**
 * Every operation of `POST /uikit/conversation`: the streaming ones of sections 6, 11 and 12, and
 * the JSON ones of sections 11 (`threads.stop`) and 12 (`threads.sync_custom_action`,
 * `input.transcribe`).
 */
const OperationSchema = v.variant('type', [
  ...ConversationOperationSchema.options,
  StopOperationSchema,
  SyncCustomActionOperationSchema,
  TranscribeOperationSchema,
]);

type ParsedOperation = v.InferOutput<typeof OperationSchema>;

/** Only a recording to transcribe may be larger than the usual JSON body. */
const TRANSCRIBE_BODY: LargeBody = {
  maxBytes: MAX_TRANSCRIBE_BODY_BYTES,
  what: 'a recording to transcribe (input.transcribe)',
  allows: (body: unknown) =>
    typeof body === 'object' && body !== null && 'type' in body && body.type === 'input.transcribe',
};

/** What an operation resolves to before its stream starts. */
interface PlannedAnswer {
  thread: Thread;
  input: WorkflowInput;
  /** The thread `threads.create` made, announced to the sender alone. */
  created: Thread | null;
  prelude: WorkflowEvent[];
}

/** An answer's stream as the response to the request. */
function eventStream(reader: AnswerReader): Response {
  return new Response(reader.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // Proxies (nginx) would otherwise buffer the stream and deliver it all at the end.
      'x-accel-buffering': 'no',
    },
  });
}

/**
 * `POST /uikit/conversation` (protocol section 6). Everything that can be refused is checked
 * first and answered as a JSON error; only then does the event stream start.
 */
export function conversationRoutes(deps: ApiDeps) {
  const routes = new Hono<AppEnv>();
  const { threads, items, files } = deps.storage;

  /** A thread of the session's user; anyone else's is "not found", so ids never leak. */
  const ownedThread = (session: SessionRecord, threadId: string): Thread => {
    const thread = threads.findOwned(threadId, session.user);
    if (!thread) throw notFound(`There is no thread "${threadId}"`, 'params.thread_id');
    return thread;
  };

  /** A thread of the session's user that takes input (it is neither locked nor closed). */
  const activeThread = (session: SessionRecord, threadId: string): Thread => {
    const thread = ownedThread(session, threadId);
    if (thread.status.type !== 'active') {
      const { type, reason } = thread.status;
      throw conflict(
        type === 'locked' ? 'thread_locked' : 'thread_closed',
        `This thread is ${type}${reason ? `: ${reason}` : ''}`,
        'params.thread_id',
      );
    }
    return thread;
  };

  /** A thread of the session's user that takes new input and is not answering already. */
  const inputThread = (session: SessionRecord, threadId: string): Thread => {
    const thread = activeThread(session, threadId);
    deps.responses.assertIdle(thread.id);
    return thread;
  };

  /** The action as a workflow gets it: what the kit's config keys add is the client's business. */
  const actionOf = (action: WidgetAction): WidgetAction => ({
    type: action.type,
    ...(action.payload === undefined ? {} : { payload: action.payload }),
    ...(action.handler === undefined ? {} : { handler: action.handler }),
  });

  const attachmentsOf = (
    session: SessionRecord,
    input: UserInput,
    threadId: string | null,
  ): FileRecord[] =>
    input.attachments.map((id, index) => {
      const param = `params.input.attachments[${index}]`;
      const file = files.find(id);
      if (file?.user !== session.user) throw notFound(`There is no uploaded file "${id}"`, param);
      if (file.threadId !== null && file.threadId !== threadId)
        throw invalidRequest('attachment_in_use', 'This file is attached in another thread', param);
      return file;
    });

  const checkNotEmpty = (input: UserInput) => {
    if (input.attachments.length === 0 && input.content.every((part) => part.text.trim() === ''))
      throw invalidRequest(
        'empty_message',
        'A message needs text or an attachment',
        'params.input.content',
      );
  };

  /** What a user message says: the input, with its attachments as stored. */
  const storedInput = (input: UserInput, attachments: FileRecord[]) => ({
    content: input.content,
    // Stored whole; `preview_url` is signed afresh whenever the item is read.
    attachments: attachments.map((file) => attachmentJson(file, null)),
    inference_options: input.inference_options,
  });

  const storeUserMessage = (
    thread: Thread,
    input: UserInput,
    attachments: FileRecord[],
  ): UserMessageItem => {
    const message: UserMessageItem = {
      ...itemBase(thread.id, ITEM_ID_PREFIX.message, deps.clock),
      type: 'uikit.user_message',
      ...storedInput(input, attachments),
    };
    deps.storage.db.transaction(() => {
      items.save(message);
      for (const file of attachments) files.attach(file.id, thread.id);
    })();
    return message;
  };

  const itemOf = (thread: Thread, itemId: string) => {
    const item = items.find(itemId, thread.id);
    if (!item) throw notFound(`There is no item "${itemId}" in this thread`, 'params.item_id');
    return item;
  };

  /**
   * `threads.edit_user_message` (protocol section 11, `edit`): the message says `input` instead,
   * everything after it is deleted, and it is answered as a new message. No branches are kept.
   *
   * The edited message keeps its id, `created_at` and place (saving an item again keeps its
   * row). A file it no longer names stays tied to the thread, as the files of the messages a
   * retry deletes do: it goes with the thread, and may be attached again in it but not elsewhere.
   * (Untying it would let the user delete a file another message of the thread still shows.)
   */
  const editUserMessage = (
    session: SessionRecord,
    params: Extract<ParsedOperation, { type: 'threads.edit_user_message' }>['params'],
  ): PlannedAnswer => {
    const { thread_id, item_id, input } = params;
    const thread = inputThread(session, thread_id);
    const item = items.find(item_id, thread.id);
    // A 404 for an item of another type too, as the protocol says ("not a user message of that
    // thread"), where retry answers 400 `not_a_user_message`.
    if (item?.type !== 'uikit.user_message')
      throw notFound(`There is no user message "${item_id}" in this thread`, 'params.item_id');
    checkNotEmpty(input);
    const attachments = attachmentsOf(session, input, thread.id);
    // A tool call still waiting for its output is abandoned: the user moved on.
    deps.responses.dropWaiting(thread.id);
    const edited: UserMessageItem = { ...item, ...storedInput(input, attachments) };
    const removed = deps.storage.db.transaction(() => {
      const later = items.deleteAfter(thread.id, items.seqOf(item.id, thread.id) as number);
      items.save(edited);
      for (const file of attachments) files.attach(file.id, thread.id);
      return later;
    })();
    return {
      thread,
      // A new turn to the workflow: as a new message is, with the history already cut after it.
      input: { type: 'user_message', item: edited },
      created: null,
      prelude: [
        ...removed.map((id): WorkflowEvent => ({ type: 'thread.item.removed', item_id: id })),
        { type: 'thread.item.replaced', item: edited },
      ],
    };
  };

  /**
   * `threads.sync_custom_action` (protocol section 12): the workflow's `syncAction` answers at
   * once, with no stream and even while an answer streams on the thread; the widget it returns is
   * stored and answered as `updated_item`.
   */
  const syncAction = async (
    session: SessionRecord,
    workflow: Workflow,
    params: v.InferOutput<typeof SyncCustomActionOperationSchema>['params'],
    signal: AbortSignal,
  ): Promise<WidgetItem | null> => {
    const thread = activeThread(session, params.thread_id);
    const item = itemOf(thread, params.item_id);
    if (item.type !== 'uikit.widget')
      throw invalidRequest('not_a_widget', 'Actions come from widget items', 'params.item_id');
    if (!workflow.syncAction)
      throw invalidRequest(
        'unsupported_operation',
        `This session's workflow "${workflow.id}" has no actions that answer at once (streaming: false); send threads.custom_action`,
        'type',
      );
    let updated: WidgetItem | null;
    try {
      updated = await workflow.syncAction(item, actionOf(params.action), {
        thread,
        stateVariables: session.workflow.state_variables ?? {},
        signal,
      });
    } catch (error) {
      if (error instanceof RefusedAction)
        throw invalidRequest('invalid_action', error.message, error.param);
      throw error;
    }
    if (updated === null) return null;
    if (
      updated.id !== item.id ||
      updated.thread_id !== item.thread_id ||
      (updated.type as string) !== 'uikit.widget'
    ) {
      deps.logger.error(
        `workflow ${workflow.id} answered a sync action on ${item.id} with another item (${updated.id})`,
      );
      throw serverError();
    }
    items.save(updated);
    return updated;
  };

  routes.post('/conversation', authenticate(deps, 'session'), async (c) => {
    const session = sessionOf(c);
    const operation = parseParams(
      OperationSchema,
      await readJson(c.req.raw, 'conversation', TRANSCRIBE_BODY),
    );
    if (operation.type === 'input.transcribe') {
      if (!deps.transcriber)
        throw invalidRequest(
          'transcription_not_configured',
          'This server has no transcription endpoint configured (UIKIT_TRANSCRIBE_URL), so it does not transcribe audio',
          'type',
        );
      const recording = readRecording(operation.params);
      // Nothing recorded, nothing heard: no need to ask the service.
      if (recording.bytes.byteLength === 0) return c.json({ text: '' });
      const result = await deps.transcriber(recording, c.req.raw.signal);
      if (!result.ok) {
        c.set('logDetail', result.detail);
        throw result.error;
      }
      return c.json({ text: result.text });
    }
    // Protocol section 11: stopping and resuming the running answer, whatever workflow runs it.
    if (operation.type === 'threads.stop') {
      const thread = ownedThread(session, operation.params.thread_id);
      deps.responses.stopThread(thread.id);
      return c.json(threadJson(thread, null));
    }
    if (operation.type === 'threads.resume') {
      // Not `activeThread`: a workflow may lock or close the thread during the answer.
      const thread = ownedThread(session, operation.params.thread_id);
      const reader = deps.responses.live(thread.id)?.join({
        present: eventPresenter(deps.signer, new URL(c.req.url).origin),
        resetConnection: connectionReset(c),
      });
      if (!reader)
        throw conflict(
          'no_active_response',
          'No answer is running on this thread; its items are stored',
          'params.thread_id',
        );
      c.set('streamDone', reader.done);
      return eventStream(reader);
    }
    const workflow = deps.workflows.get(session.workflow.id);
    if (!workflow)
      throw invalidRequest(
        'unknown_workflow',
        `This session's workflow "${session.workflow.id}" is not served here any more`,
      );
    if (operation.type === 'threads.sync_custom_action') {
      const updated = await syncAction(session, workflow, operation.params, c.req.raw.signal);
      const presentItem = itemPresenter(deps.signer, new URL(c.req.url).origin);
      return c.json({ updated_item: updated && presentItem(updated) });
    }

    let run: WorkflowRun | undefined;
    let planned: PlannedAnswer;
    switch (operation.type) {
      case 'threads.create': {
        const { input } = operation.params;
        checkNotEmpty(input);
        const attachments = attachmentsOf(session, input, null);
        const thread = threads.create(newId('thr'), session.user, unixSeconds(deps.clock));
        const message = storeUserMessage(thread, input, attachments);
        planned = {
          thread,
          input: { type: 'user_message', item: message },
          created: thread,
          prelude: [{ type: 'thread.item.done', item: message }],
        };
        break;
      }
      case 'threads.add_user_message': {
        const { input, thread_id } = operation.params;
        const thread = inputThread(session, thread_id);
        checkNotEmpty(input);
        const attachments = attachmentsOf(session, input, thread.id);
        // A tool call still waiting for its output is abandoned: the user moved on.
        deps.responses.dropWaiting(thread.id);
        const message = storeUserMessage(thread, input, attachments);
        planned = {
          thread,
          input: { type: 'user_message', item: message },
          created: null,
          prelude: [{ type: 'thread.item.done', item: message }],
        };
        break;
      }
      case 'threads.add_client_tool_output': {
        const { thread_id, call_id, output } = operation.params;
        const thread = inputThread(session, thread_id);
        const call = items.findClientToolCall(thread.id, call_id);
        if (!call)
          throw notFound(
            `There is no client tool call "${call_id}" in this thread`,
            'params.call_id',
          );
        if (call.status === 'completed')
          throw conflict(
            'tool_call_completed',
            'This client tool call already has its output',
            'params.call_id',
          );
        const completed = { ...call, status: 'completed' as const, output: JSON.stringify(output) };
        items.save(completed);
        run = deps.responses.takeWaiting(thread.id, call_id);
        if (run) run.resumeWithToolOutput(output);
        // No run waits (the server restarted, or the run was dropped): run the workflow again
        // with the output as its input.
        else deps.responses.dropWaiting(thread.id);
        planned = {
          thread,
          input: { type: 'client_tool_output', item: completed, output },
          created: null,
          prelude: [{ type: 'thread.item.done', item: completed }],
        };
        break;
      }
      case 'threads.retry_after_item': {
        const { thread_id, item_id } = operation.params;
        const thread = inputThread(session, thread_id);
        const item = itemOf(thread, item_id);
        if (item.type !== 'uikit.user_message')
          throw invalidRequest(
            'not_a_user_message',
            'Retry after a user message',
            'params.item_id',
          );
        deps.responses.dropWaiting(thread.id);
        const removed = items.deleteAfter(thread.id, items.seqOf(item.id, thread.id) as number);
        planned = {
          thread,
          input: { type: 'retry', item },
          created: null,
          prelude: removed.map((id) => ({ type: 'thread.item.removed', item_id: id })),
        };
        break;
      }
      case 'threads.edit_user_message':
        planned = editUserMessage(session, operation.params);
        break;
      case 'threads.custom_action': {
        const { thread_id, item_id, action } = operation.params;
        const thread = inputThread(session, thread_id);
        const item = itemOf(thread, item_id);
        if (item.type !== 'uikit.widget')
          throw invalidRequest('not_a_widget', 'Actions come from widget items', 'params.item_id');
        deps.responses.dropWaiting(thread.id);
        planned = {
          thread,
          input: { type: 'widget_action', item, action: actionOf(action) },
          created: null,
          prelude: [],
        };
        break;
      }
      case 'threads.add_structured_input': {
        const { thread_id, item_id, input } = operation.params;
        const thread = inputThread(session, thread_id);
        const item = itemOf(thread, item_id);
        if (item.type !== 'uikit.structured_input')
          throw invalidRequest(
            'not_a_structured_input',
            'Answers go to a uikit.structured_input item',
            'params.item_id',
          );
        const answered = answerStructuredInput(item, input);
        deps.responses.dropWaiting(thread.id);
        items.save(answered);
        planned = {
          thread,
          input: { type: 'structured_input', item: answered },
          created: null,
          prelude: [{ type: 'thread.item.replaced', item: answered }],
        };
        break;
      }
    }

    run ??= new WorkflowRun({
      storage: deps.storage,
      clock: deps.clock,
      logger: deps.logger,
      workflow,
      input: planned.input,
      thread: planned.thread,
      sessionId: session.id,
      stateVariables: session.workflow.state_variables ?? {},
      ...(deps.checkpoint ? { checkpoint: deps.checkpoint } : {}),
    });
    const reader = LiveAnswer.start(
      {
        storage: deps.storage,
        clock: deps.clock,
        logger: deps.logger,
        responses: deps.responses,
        session,
        run,
        maxDurationMs: deps.maxAnswerMs,
        maxUnsentBytes: deps.maxReaderBacklogBytes,
      },
      {
        present: eventPresenter(deps.signer, new URL(c.req.url).origin),
        resetConnection: connectionReset(c),
        created: planned.created,
        prelude: planned.prelude,
      },
    );
    c.set('streamDone', reader.done);
    return eventStream(reader);
  });

  return routes;
}
