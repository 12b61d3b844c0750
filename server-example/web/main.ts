import {
  createSessionManager,
  createThreadStore,
  createUikitClient,
  type ClientToolCallItem,
  type JsonValue,
  type ThreadItem,
  type ThreadStore,
  type UikitEventStream,
} from '../../src/index';

/** Set by the example server: '' for the embedded API on this origin, else `UIKIT_BASE_URL`. */
declare const __UIKIT_API_BASE_URL__: string;

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found;
}

const transcript = element('transcript') as HTMLDivElement;
const status = element('status') as HTMLParagraphElement;
const composer = element('composer') as HTMLFormElement;
const message = element('message') as HTMLTextAreaElement;
const sendButton = element('send') as HTMLButtonElement;
const stopButton = element('stop') as HTMLButtonElement;
const newChatButton = element('new-chat') as HTMLButtonElement;

const sessions = createSessionManager({
  getSession: async () => {
    const response = await fetch('/api/uikit/session', { method: 'POST' });
    const body: unknown = await response.json();
    if (!response.ok) throw new Error(`The session route answered ${response.status}`);
    return body;
  },
});
const client = createUikitClient({
  baseUrl: __UIKIT_API_BASE_URL__ || window.location.origin,
  clientSecret: (context) => sessions.getClientSecret(context),
});

let store: ThreadStore = createThreadStore();
let unsubscribe = store.subscribe(render);
let streaming: UikitEventStream | null = null;

/** What the page answers to the demo's client tool. */
function runClientTool(call: ClientToolCallItem): JsonValue {
  if (call.name === 'get_page_info') return { title: document.title, url: window.location.href };
  return { error: `This page has no tool "${call.name}"` };
}

function describe(item: ThreadItem): string {
  switch (item.type) {
    case 'uikit.user_message': {
      const text = item.content.map((part) => ('text' in part ? part.text : '')).join('\n');
      const files = item.attachments.map((file) => `📎 ${file.name}`).join('  ');
      return files ? `${text}\n${files}` : text;
    }
    case 'uikit.assistant_message':
      return item.content.map((part) => ('text' in part ? part.text : '')).join('\n');
    case 'uikit.widget':
      return '[widget: the full chat renders it]';
    case 'uikit.client_tool_call':
      return `[client tool ${item.name}: ${item.status}]`;
    case 'uikit.task':
      return `[task] ${item.heading ?? ''}${item.summary ? ` — ${item.summary}` : ''}`;
    case 'uikit.task_group':
      return item.tasks.map((task) => `☑ ${task.heading ?? ''} ${task.summary ?? '…'}`).join('\n');
    case 'unknown':
      return `[${item.original_type}]`;
  }
}

function render(): void {
  const state = store.getState();
  transcript.replaceChildren(
    ...state.items.map((item) => {
      const node = document.createElement('div');
      node.className = 'item';
      node.dataset.type = item.type === 'unknown' ? item.original_type : item.type;
      if (Object.hasOwn(state.streaming, item.id)) node.dataset.streaming = '';
      // textContent, never innerHTML: the answer is shown as the text it is.
      node.textContent = describe(item);
      return node;
    }),
  );
  const { response, notices, thread } = state;
  const closed = thread !== null && thread.status.type !== 'active';
  const lastNotice = notices.at(-1);
  status.dataset.kind = response.error ? 'error' : 'info';
  status.textContent =
    response.error?.message ??
    response.progress?.text ??
    (closed && thread.status.type !== 'active'
      ? `This thread is ${thread.status.type}. ${thread.status.reason ?? ''}`
      : lastNotice
        ? `${lastNotice.level}: ${lastNotice.message}`
        : (thread?.title ?? ''));
  const busy = response.status === 'streaming';
  sendButton.disabled = busy || closed;
  message.disabled = closed;
  stopButton.disabled = !busy || !response.allowCancel;
}

/** Reads one answer into the store; answers a client tool call and reads the continuation. */
async function consume(stream: UikitEventStream): Promise<void> {
  streaming = stream;
  store.getState().dispatch({ type: 'response.started' });
  let toolCall: ClientToolCallItem | null = null;
  try {
    for await (const event of stream) {
      store.getState().applyEvents([event]);
      if (
        event.type === 'thread.item.done' &&
        event.item.type === 'uikit.client_tool_call' &&
        event.item.status === 'in_progress'
      )
        toolCall = event.item;
    }
  } finally {
    streaming = null;
    store.getState().dispatch({ type: 'response.ended' });
  }
  const thread = store.getState().thread;
  if (toolCall && thread && !stream.aborted)
    await consume(
      await client.conversation.addClientToolOutput(
        thread.id,
        toolCall.call_id,
        runClientTool(toolCall),
      ),
    );
}

composer.addEventListener('submit', (event) => {
  event.preventDefault();
  const text = message.value.trim();
  if (text === '') return;
  message.value = '';
  const input = { content: [{ type: 'input_text' as const, text }] };
  const thread = store.getState().thread;
  void (async () => {
    try {
      await consume(
        thread
          ? await client.conversation.addUserMessage(thread.id, input)
          : await client.conversation.createThread(input),
      );
    } catch (error) {
      message.value = text;
      status.dataset.kind = 'error';
      status.textContent = error instanceof Error ? error.message : String(error);
    }
  })();
});

stopButton.addEventListener('click', () => {
  streaming?.abort();
});

newChatButton.addEventListener('click', () => {
  streaming?.abort();
  unsubscribe();
  store = createThreadStore();
  unsubscribe = store.subscribe(render);
  render();
});

render();
