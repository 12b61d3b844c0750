// A ChatKit server nobody here wrote (chatkit-node-backend-sdk), run in-process for the ChatKit
// client's tests: its `ChatKitServer` with an in-memory store, a scripted `respond` (no model, no
// network), and a plain node http server on an ephemeral port that serves it as the SDK's README
// does (SSE for streams, `res.json(result.toJSON())` for JSON, nulls kept), behind a bearer token
// the host's `fetch` adds. Failures answer as FastAPI does by default: 500 "Internal Server
// Error" before a stream, a dropped connection inside one.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AttachmentStore,
  ChatKitServer,
  CustomStreamError,
  Store,
  StoreNotFoundError,
  type ActionConfig,
  type Attachment,
  type AttachmentCreateParams,
  type Page,
  type ThreadItem,
  type ThreadMetadata,
  type ThreadStreamEvent,
  type UserMessageItem,
  type WidgetItem,
} from 'chatkit-node-backend-sdk';

export const TOKEN = 'host-session-token';

interface Context {
  user: string;
}

/** One page of `rows` in `order` after the row `after` (the reference store's cursor). */
function pageOf<T extends { id: string }>(
  rows: readonly T[],
  after: string | null,
  limit: number,
  order: 'asc' | 'desc',
): Page<T> {
  const ordered = order === 'desc' ? [...rows].reverse() : [...rows];
  const start = after === null ? 0 : ordered.findIndex((row) => row.id === after) + 1;
  const data = ordered.slice(start, start + limit);
  const hasMore = start + limit < ordered.length;
  return { data, has_more: hasMore, after: hasMore ? (data.at(-1)?.id ?? null) : null };
}

/** Threads and items in memory, in the order they were stored (their `created_at` may tie). */
export class MemoryStore extends Store<Context> {
  readonly threads: ThreadMetadata[] = [];
  readonly items = new Map<string, ThreadItem[]>();
  readonly attachments = new Map<string, Attachment>();

  loadThread(threadId: string): Promise<ThreadMetadata> {
    const thread = this.threads.find((entry) => entry.id === threadId);
    if (!thread) return Promise.reject(new StoreNotFoundError(`Thread ${threadId} not found`));
    return Promise.resolve({ ...thread });
  }
  saveThread(thread: ThreadMetadata): Promise<void> {
    const index = this.threads.findIndex((entry) => entry.id === thread.id);
    if (index === -1) this.threads.push({ ...thread });
    else this.threads[index] = { ...thread };
    return Promise.resolve();
  }
  deleteThread(threadId: string): Promise<void> {
    const index = this.threads.findIndex((entry) => entry.id === threadId);
    if (index !== -1) this.threads.splice(index, 1);
    this.items.delete(threadId);
    return Promise.resolve();
  }
  loadThreads(
    limit: number,
    after: string | null,
    order: 'asc' | 'desc',
  ): Promise<Page<ThreadMetadata>> {
    return Promise.resolve(pageOf(this.threads, after, limit, order));
  }
  loadThreadItems(
    threadId: string,
    after: string | null,
    limit: number,
    order: 'asc' | 'desc',
  ): Promise<Page<ThreadItem>> {
    return Promise.resolve(pageOf(this.items.get(threadId) ?? [], after, limit, order));
  }
  addThreadItem(threadId: string, item: ThreadItem): Promise<void> {
    return this.saveItem(threadId, item);
  }
  saveItem(threadId: string, item: ThreadItem): Promise<void> {
    const items = this.items.get(threadId) ?? [];
    const index = items.findIndex((entry) => entry.id === item.id);
    if (index === -1) items.push(item);
    else items[index] = item;
    this.items.set(threadId, items);
    return Promise.resolve();
  }
  loadItem(threadId: string, itemId: string): Promise<ThreadItem> {
    const item = this.items.get(threadId)?.find((entry) => entry.id === itemId);
    if (!item) return Promise.reject(new StoreNotFoundError(`Item ${itemId} not found`));
    return Promise.resolve(item);
  }
  deleteThreadItem(threadId: string, itemId: string): Promise<void> {
    const items = this.items.get(threadId) ?? [];
    this.items.set(
      threadId,
      items.filter((entry) => entry.id !== itemId),
    );
    return Promise.resolve();
  }
  saveAttachment(attachment: Attachment): Promise<void> {
    this.attachments.set(attachment.id, attachment);
    return Promise.resolve();
  }
  loadAttachment(attachmentId: string): Promise<Attachment> {
    const attachment = this.attachments.get(attachmentId);
    if (!attachment) return Promise.reject(new StoreNotFoundError(`No attachment ${attachmentId}`));
    return Promise.resolve(attachment);
  }
  deleteAttachment(attachmentId: string): Promise<void> {
    this.attachments.delete(attachmentId);
    return Promise.resolve();
  }
}

/** Files in memory; `attachments.create` answers the SDK's `upload_url` on this server. */
class MemoryFiles extends AttachmentStore<Context> {
  readonly bytes = new Map<string, Uint8Array>();
  constructor(private readonly origin: () => string) {
    super();
  }
  createAttachment(params: AttachmentCreateParams, context: Context): Promise<Attachment> {
    const id = this.generateAttachmentId(params.mime_type, context);
    const base = { id, name: params.name, mime_type: params.mime_type };
    return Promise.resolve(
      params.mime_type.startsWith('image/')
        ? {
            ...base,
            type: 'image',
            preview_url: `${this.origin()}/files/${id}`,
            upload_url: `${this.origin()}/upload/${id}`,
          }
        : { ...base, type: 'file', upload_url: `${this.origin()}/upload/${id}` },
    );
  }
  deleteAttachment(attachmentId: string): Promise<void> {
    this.bytes.delete(attachmentId);
    return Promise.resolve();
  }
}

const now = () => new Date().toISOString();
const textOf = (item: UserMessageItem | null) =>
  item?.content.map((part) => (part.type === 'input_text' ? part.text : '')).join('') ?? '';

/** The answers: a word of the user's message picks one, as a scripted workflow would. */
class ScriptedServer extends ChatKitServer<Context> {
  readonly feedback: { itemIds: string[]; kind: string }[] = [];

  constructor(
    readonly memory: MemoryStore,
    files: MemoryFiles,
  ) {
    const ignore = () => undefined;
    super(memory, files, { info: ignore, warn: ignore, error: ignore, debug: ignore });
  }

  private id(thread: ThreadMetadata, context: Context, kind: 'message' | 'tool_call' = 'message') {
    return this.memory.generateItemId(kind, thread, context);
  }

  /** An answer streamed the way the SDK's own helpers stream one. */
  private *say(
    thread: ThreadMetadata,
    context: Context,
    text: string,
  ): Generator<ThreadStreamEvent> {
    const base = {
      id: this.id(thread, context),
      thread_id: thread.id,
      created_at: now(),
      type: 'assistant_message' as const,
    };
    yield { type: 'thread.item.added', item: { ...base, content: [] } };
    const part = { type: 'output_text' as const, text: '', annotations: [] };
    yield {
      type: 'thread.item.updated',
      item_id: base.id,
      update: { type: 'assistant_message.content_part.added', content_index: 0, content: part },
    };
    for (const delta of text.split(/(?<= )/))
      yield {
        type: 'thread.item.updated',
        item_id: base.id,
        update: { type: 'assistant_message.content_part.text_delta', content_index: 0, delta },
      };
    yield {
      type: 'thread.item.done',
      item: { ...base, content: [{ ...part, text }] },
    };
  }

  override async *respond(
    thread: ThreadMetadata,
    input: UserMessageItem | null,
    context: Context,
  ): AsyncGenerator<ThreadStreamEvent> {
    await Promise.resolve();
    if (input === null) {
      // A client tool's output: the SDK stored the completed call.
      const { data } = await this.memory.loadThreadItems(thread.id, null, 10, 'desc');
      const call = data.find((item) => item.type === 'client_tool_call');
      const city = (call?.type === 'client_tool_call' ? call.output : null) as {
        city?: string;
      } | null;
      yield* this.say(thread, context, `You are in ${city?.city ?? 'nowhere'}.`);
      return;
    }
    const text = textOf(input);
    if (text.startsWith('where am I')) {
      yield {
        type: 'thread.item.done',
        item: {
          id: this.id(thread, context, 'tool_call'),
          thread_id: thread.id,
          created_at: now(),
          type: 'client_tool_call',
          status: 'pending',
          call_id: `call_${String(Date.now())}`,
          name: 'get_location',
          arguments: { precise: true },
        },
      };
      return;
    }
    if (text.startsWith('widget')) {
      const widget: WidgetItem = {
        id: this.id(thread, context),
        thread_id: thread.id,
        created_at: now(),
        type: 'widget',
        copy_text: 'Flight LIS→OPO',
        widget: {
          type: 'Card',
          children: [
            { type: 'Text', id: 'status', value: 'Flight LIS→OPO' },
            {
              type: 'Button',
              label: 'Book',
              onClickAction: { type: 'book', payload: { seat: 3 } },
            },
          ],
        },
      };
      yield { type: 'thread.item.done', item: widget };
      return;
    }
    if (text.startsWith('fail')) throw new CustomStreamError('Quota reached.', false);
    if (text.startsWith('hidden')) {
      // What the kit must never show: a hidden item announced, and an end-of-turn marker.
      const hidden = {
        id: this.id(thread, context),
        thread_id: thread.id,
        created_at: now(),
        type: 'hidden_context_item' as const,
        content: { note: 'for the model only' },
      };
      yield { type: 'thread.item.added', item: hidden };
      yield { type: 'thread.item.done', item: hidden };
      yield* this.say(thread, context, 'Nothing to see.');
      yield {
        type: 'thread.item.done',
        item: {
          id: this.id(thread, context),
          thread_id: thread.id,
          created_at: now(),
          type: 'end_of_turn',
        },
      };
      return;
    }
    yield* this.say(thread, context, `You said: ${text}`);
    thread.title ??= text.slice(0, 40);
  }

  override async *action(
    thread: ThreadMetadata,
    action: ActionConfig,
    sender: WidgetItem | null,
    context: Context,
  ): AsyncGenerator<ThreadStreamEvent> {
    await Promise.resolve();
    if (sender) {
      yield {
        type: 'thread.item.updated',
        item_id: sender.id,
        update: {
          type: 'widget.root.updated',
          widget: { type: 'Card', children: [{ type: 'Text', id: 'status', value: 'Booked' }] },
        },
      };
    }
    const seat = (action.payload as { seat?: number } | undefined)?.seat;
    yield* this.say(thread, context, `Booked seat ${String(seat)}.`);
  }

  override addFeedback(threadId: string, itemIds: string[], kind: 'positive' | 'negative') {
    this.feedback.push({ itemIds, kind });
    return Promise.resolve();
  }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function formOf(request: IncomingMessage): Promise<FormData> {
  return new Response(new Uint8Array(await bodyOf(request)), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
}

export interface ChatKitTestServer {
  /** The ChatKit endpoint. */
  url: string;
  origin: string;
  store: MemoryStore;
  files: MemoryFiles;
  server: ScriptedServer;
  /** A fetch with the host's authentication, as a host hands the client one. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  stop(): Promise<void>;
}

export async function startChatKitServer(): Promise<ChatKitTestServer> {
  let origin = '';
  const store = new MemoryStore();
  const files = new MemoryFiles(() => origin);
  const server = new ScriptedServer(store, files);
  const context = { user: 'user_1' };

  const serveChatKit = async (request: IncomingMessage, response: ServerResponse) => {
    let result: Awaited<ReturnType<ScriptedServer['process']>>;
    try {
      result = await server.process((await bodyOf(request)).toString('utf8'), context);
    } catch {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
      return;
    }
    if (!result.isStreaming) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.toJSON()));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.flushHeaders();
    try {
      for await (const chunk of result) response.write(chunk);
      response.end();
    } catch {
      // Headers went out with 200: the stream can only break off.
      response.destroy();
    }
  };

  const serveUpload = async (request: IncomingMessage, response: ServerResponse, id: string) => {
    const attachment = store.attachments.get(id);
    const file = (await formOf(request)).get('file');
    if (!attachment || !(file instanceof Blob)) {
      response.writeHead(400).end();
      return;
    }
    files.bytes.set(id, new Uint8Array(await file.arrayBuffer()));
    // The bytes are here: the attachment needs no upload any more.
    await store.saveAttachment({ ...attachment, upload_url: null });
    response.writeHead(204).end();
  };

  const serveDirect = async (request: IncomingMessage, response: ServerResponse) => {
    const file = (await formOf(request)).get('file');
    if (!(file instanceof File)) {
      response.writeHead(400).end();
      return;
    }
    const id = files.generateAttachmentId(file.type, context);
    const attachment: Attachment = { id, name: file.name, mime_type: file.type, type: 'file' };
    files.bytes.set(id, new Uint8Array(await file.arrayBuffer()));
    await store.saveAttachment(attachment);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(attachment));
  };

  const http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ detail: 'Not authenticated' }));
      return;
    }
    const upload = /^\/upload\/([\w-]+)$/.exec(path);
    const served =
      path === '/chatkit'
        ? serveChatKit(request, response)
        : path === '/direct-upload'
          ? serveDirect(request, response)
          : upload?.[1]
            ? serveUpload(request, response, upload[1])
            : Promise.resolve().then(() => {
                response.writeHead(404).end();
              });
    served.catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;

  return {
    url: `${origin}/chatkit`,
    origin,
    store,
    files,
    server,
    fetch: (input, init) => {
      const headers = new Headers(init.headers);
      headers.set('Authorization', `Bearer ${TOKEN}`);
      return fetch(input, { ...init, headers });
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        http.closeAllConnections();
        http.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
