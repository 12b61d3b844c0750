import {
  assistantMessage,
  clientToolCall,
  CREATED_AT,
  taskGroup,
  taskItem,
  thread,
  THREAD_ID,
  userMessage,
  widgetJson,
} from '../../test/fixtures/items';
import { citedAnswer, flightWidget, longAnswerText, manyTasks } from '../../test/fixtures/states';
import type { Session } from '../../src/wire/session';
import type { Thread } from '../../src/wire/thread';
import type {
  Annotation,
  AssistantMessageItem,
  OutputText,
  ThreadItem,
} from '../../src/wire/items';
import { longAnswer, tokenize } from './answer';

// The data of the chat benchmark: a long thread of mixed, realistic items built from the test
// fixtures, the session and the REST answers the kit asks for, and the answer streamed as
// server-sent events, one `thread.item.updated` text delta per token.

export { THREAD_ID };
export const benchThread: Thread = thread;

/** A 1×1 PNG: image attachments render a real <img> without touching the network. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const QUESTIONS = [
  'What should I pack for four days in Lisbon in May?',
  'Can you turn that into a day-by-day plan with a budget?',
  'Which of these places are open on Mondays?',
  'Write me a script that adds up the costs per day.',
  'Book a table for two near the river, please.',
  'Summarise the sources you used.',
];

const SHORT_ANSWERS = [
  'Sure. Most museums close on **Mondays**, but the [Gulbenkian](https://gulbenkian.pt) garden stays open; use `tram 28` early to skip the queue.',
  'Done: the plan below keeps walking under 8 km a day and puts the hills in the mornings, when it is cooler.\n\n1. Alfama\n2. Baixa\n3. Belém',
];

/** The fixture answer's text part (the fixtures have exactly one). */
function outputText(item: AssistantMessageItem): OutputText {
  const part = item.content[0];
  if (part?.type !== 'output_text') throw new Error(`${item.id} has no text part`);
  return part;
}

/**
 * A thread of `count` items, oldest first, in turns as a real conversation has them: a question
 * (sometimes quoting, sometimes with attachments), sometimes tasks or a client tool call, an answer
 * (markdown with lists, tables, fenced code, citations; short and long), sometimes a widget.
 */
export function generateThread(count: number): ThreadItem[] {
  const items: ThreadItem[] = [];
  let n = 0;
  const base = () => {
    n += 1;
    return {
      id: `itm_${String(n).padStart(6, '0')}`,
      object: 'uikit.thread_item' as const,
      created_at: CREATED_AT + n,
      thread_id: THREAD_ID,
    };
  };
  for (let turn = 0; items.length < count; turn += 1) {
    const question = `${QUESTIONS[turn % QUESTIONS.length] ?? ''} (question ${String(turn + 1)})`;
    items.push({
      ...userMessage,
      ...base(),
      content: [
        ...(turn % 5 === 2 ? [{ type: 'quoted_text' as const, text: 'Lisbon is hilly.' }] : []),
        { type: 'input_text', text: question },
      ],
      attachments:
        turn % 7 === 3
          ? [
              { id: `file_img_${String(turn)}`, type: 'image', name: 'suitcase.png', mime_type: 'image/png', preview_url: PIXEL },
              { id: `file_pdf_${String(turn)}`, type: 'file', name: 'itinerary.pdf', mime_type: 'application/pdf', preview_url: null },
            ]
          : [],
      inference_options:
        turn % 4 === 1
          ? { model: 'gpt-large', tool_choice: { id: 'web_search' } }
          : { model: null, tool_choice: null },
    }); // prettier-ignore
    if (turn % 3 === 1) items.push({ ...taskItem, ...base() });
    if (turn % 3 === 2) items.push({ ...(turn % 2 === 0 ? taskGroup : manyTasks), ...base() });
    if (turn % 5 === 3)
      items.push({
        ...clientToolCall,
        ...base(),
        call_id: `call_${String(turn)}`,
        output: JSON.stringify({ title: 'Lisbon trip', url: 'https://example.com/trip' }),
        status: 'completed',
      });
    const variant = turn % 4;
    const text =
      variant === 0
        ? outputText(assistantMessage).text
        : variant === 1
          ? longAnswerText
          : variant === 2
            ? outputText(citedAnswer).text
            : (SHORT_ANSWERS[turn % SHORT_ANSWERS.length] ?? '');
    const annotations: Annotation[] =
      variant === 0
        ? outputText(assistantMessage).annotations
        : variant === 2
          ? outputText(citedAnswer).annotations
          : [];
    items.push({
      ...assistantMessage,
      ...base(),
      content: [
        {
          type: 'output_text',
          text: `${text}\n\nThat was answer ${String(turn + 1)}.`,
          annotations,
        },
      ],
    });
    if (turn % 4 === 0)
      items.push({
        type: 'uikit.widget',
        ...base(),
        widget: turn % 8 === 0 ? widgetJson : JSON.stringify(flightWidget),
      });
  }
  return items.slice(0, count);
}

/** A live, resolved session (history on, uploads on, titling on: the default configuration). */
export function benchSession(): Session {
  return {
    id: 'cksess_bench',
    object: 'uikit.session',
    client_secret: 'cs_bench',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    max_requests_per_1_minute: 1000,
    rate_limits: { max_requests_per_1_minute: 1000 },
    status: 'active',
    user: 'user_bench',
    workflow: { id: 'bench', state_variables: null, tracing: { enabled: false }, version: null },
    chatkit_configuration: {
      automatic_thread_titling: { enabled: true },
      file_upload: { enabled: true, max_file_size: 16, max_files: 5 },
      history: { enabled: true, recent_threads: null },
    },
  };
}

// ---- the streamed answer -----------------------------------------------------------------------

const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => {
  waiting.shift()?.();
};
/** Resolves in a new task (not a microtask): the page can render in between. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

export const ANSWER_ID = 'itm_bench_answer';
export const QUESTION_ID = 'itm_bench_question';

/** The answer's text (about 4,000 tokens of markdown) and its tokens. */
export function answerTokens(tokenLimit = Infinity): { text: string; tokens: string[] } {
  const tokens = tokenize(longAnswer()).slice(0, tokenLimit);
  return { text: tokens.join(''), tokens };
}

/**
 * The answer to one message as SSE frames, encoded before the clock starts (serialising is the
 * server's work, not the page's): the user message stored, the answer added, one text delta per
 * token, then the answer done.
 */
export function answerFrames(question: string, tokenLimit = Infinity): Uint8Array[] {
  const { text, tokens } = answerTokens(tokenLimit);
  const item = (id: string, offset: number) => ({
    id,
    object: 'uikit.thread_item',
    created_at: CREATED_AT + 1_000_000 + offset,
    thread_id: THREAD_ID,
  });
  const done = { type: 'output_text', text, annotations: [] };
  const events: unknown[] = [
    { type: 'stream_options', stream_options: { allow_cancel: true } },
    {
      type: 'thread.item.done',
      item: {
        ...item(QUESTION_ID, 0),
        type: 'uikit.user_message',
        content: [{ type: 'input_text', text: question }],
        attachments: [],
        inference_options: { model: null, tool_choice: null },
      },
    },
    {
      type: 'thread.item.added',
      item: { ...item(ANSWER_ID, 1), type: 'uikit.assistant_message', content: [] },
    },
    {
      type: 'thread.item.updated',
      item_id: ANSWER_ID,
      update: {
        type: 'assistant_message.content_part.added',
        content_index: 0,
        content: { type: 'output_text', text: '', annotations: [] },
      },
    },
    ...tokens.map((delta) => ({
      type: 'thread.item.updated',
      item_id: ANSWER_ID,
      update: { type: 'assistant_message.content_part.text_delta', content_index: 0, delta },
    })),
    {
      type: 'thread.item.updated',
      item_id: ANSWER_ID,
      update: { type: 'assistant_message.content_part.done', content_index: 0, content: done },
    },
    {
      type: 'thread.item.done',
      item: { ...item(ANSWER_ID, 1), type: 'uikit.assistant_message', content: [done] },
    },
  ];
  const encoder = new TextEncoder();
  return events.map((event) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
}

/**
 * A `text/event-stream` body that sends one frame per task, as fast as tasks run: each token
 * arrives on its own, as network chunks do, and the page can render between any two of them.
 * It does not wait for the reader (a fast server does not either): frames queue up while the page
 * is busy, as they would in the network stack.
 */
export function streamOf(frames: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      void (async () => {
        for (const frame of frames) {
          if (cancelled) return;
          controller.enqueue(frame);
          await nextTask();
        }
        if (!cancelled) controller.close();
      })();
    },
    cancel() {
      cancelled = true;
    },
  });
}

// ---- the fake API's answers ----------------------------------------------------------------------

/** A JSON answer of the fake API, as the service sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req_bench' },
  });

/** A page of a list endpoint. */
export const list = (data: readonly unknown[], hasMore = false, lastId: string | null = null) => ({
  object: 'list',
  data,
  first_id: null,
  last_id: lastId,
  has_more: hasMore,
});

/** The fake API's answer to a path it does not serve. */
export const notFound = (path: string) =>
  json({ error: { type: 'not_found_error', code: null, param: null, message: path } }, 404);
