// The ChatKit server's storage: chatkit-node-backend-sdk's `Store` and `AttachmentStore` in memory,
// one history per visitor, within bounds. Nothing outlives the process: a restart starts empty.
import {
  AttachmentStore,
  Store,
  StoreNotFoundError,
  type Attachment,
  type AttachmentCreateParams,
  type FeedbackKind,
  type Page,
  type StoreItemType,
  type ThreadItem,
  type ThreadMetadata,
} from 'chatkit-node-backend-sdk';
import { attachmentType, normalizeMediaType, safeFileName } from '../files/mediaTypes';
import { newId } from '../ids';

/** Who a store call is for: every record belongs to one visitor, and only they reach it. */
export interface Visitor {
  user: string;
}

export interface MemoryLimits {
  /** Threads one visitor keeps; a new one beyond is refused. */
  threadsPerUser: number;
  /** Items of one thread. */
  itemsPerThread: number;
  /** Bytes of one uploaded file. */
  fileBytes: number;
  /** Bytes of every uploaded file together, all visitors. */
  totalFileBytes: number;
  /** Files one visitor keeps, sent or not. */
  filesPerUser: number;
}

export const DEFAULT_MEMORY_LIMITS: MemoryLimits = {
  threadsPerUser: 200,
  itemsPerThread: 2000,
  fileBytes: 20 * 1024 * 1024,
  totalFileBytes: 256 * 1024 * 1024,
  filesPerUser: 100,
};

/** A bound was reached: the HTTP layer answers `status` with the message. */
export class StoreLimitError extends Error {
  override name = 'StoreLimitError';
  constructor(
    message: string,
    readonly status: 409 | 413 | 507,
    readonly code: string,
  ) {
    super(message);
  }
}

interface ThreadRecord {
  user: string;
  meta: ThreadMetadata;
  /** In the order they were stored: the order of the thread, whatever their times say. */
  items: ThreadItem[];
  /** The visitor's thumbs, by item: the last one given counts. */
  feedback: Map<string, FeedbackKind>;
}

interface FileRecord {
  user: string;
  attachment: Attachment;
  /** Null until the bytes arrive (a two-phase upload). */
  bytes: Uint8Array | null;
  /** The thread whose message carries it; a sent file is deleted with that thread only. */
  threadId: string | null;
}

/**
 * One page of `rows` in `order`, after the row whose id is `after` (the reference store's
 * cursor: the last id of the page before). An unknown cursor (its row deleted since) is the end.
 */
function pageOf<T extends { id: string }>(
  rows: readonly T[],
  after: string | null,
  limit: number,
  order: 'asc' | 'desc',
): Page<T> {
  const ordered = order === 'desc' ? [...rows].reverse() : rows;
  const start = after === null ? 0 : ordered.findIndex((row) => row.id === after) + 1;
  if (after !== null && start === 0) return { data: [], has_more: false, after: null };
  const data = ordered.slice(start, start + limit);
  const hasMore = start + limit < ordered.length;
  return { data, has_more: hasMore, after: hasMore ? (data.at(-1)?.id ?? null) : null };
}

const copy = <T>(value: T): T => structuredClone(value);

/** `work`'s result as a promise: what it throws is a rejection, as the SDK expects of a store. */
function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Threads and their items, and the metadata of uploaded files. */
export class MemoryStore extends Store<Visitor> {
  private readonly threads = new Map<string, ThreadRecord>();
  readonly files = new Map<string, FileRecord>();

  constructor(readonly limits: MemoryLimits = DEFAULT_MEMORY_LIMITS) {
    super();
  }

  // The SDK's ids are 32 bits of Math.random: ids here are shared by every visitor, so they are
  // long enough never to collide (and never to guess).
  override generateThreadId(): string {
    return newId('thr');
  }
  override generateItemId(type: StoreItemType): string {
    const prefix = { message: 'msg', tool_call: 'tc', task: 'tsk', workflow: 'wf' } as const;
    return newId(type === 'attachment' ? 'atc' : prefix[type]);
  }

  /** The visitor's thread, or a not-found error (another visitor's is as unknown as none). */
  private own(threadId: string, visitor: Visitor): ThreadRecord {
    const record = this.threads.get(threadId);
    if (record?.user !== visitor.user)
      throw new StoreNotFoundError(`There is no thread "${threadId}"`);
    return record;
  }

  private threadsOf(visitor: Visitor): ThreadMetadata[] {
    return [...this.threads.values()]
      .filter((record) => record.user === visitor.user)
      .map((record) => record.meta);
  }

  /** Whether the visitor may start another thread. */
  hasRoomForThread(visitor: Visitor): boolean {
    return this.threadsOf(visitor).length < this.limits.threadsPerUser;
  }

  /** Whether the thread takes another message. */
  hasRoomForItems(threadId: string, visitor: Visitor): boolean {
    return this.own(threadId, visitor).items.length < this.limits.itemsPerThread;
  }

  loadThread(threadId: string, visitor: Visitor): Promise<ThreadMetadata> {
    return settle(() => copy(this.own(threadId, visitor).meta));
  }

  saveThread(thread: ThreadMetadata, visitor: Visitor): Promise<void> {
    return settle(() => {
      this.putThread(thread, visitor);
    });
  }

  private putThread(thread: ThreadMetadata, visitor: Visitor): void {
    const record = this.threads.get(thread.id);
    if (record === undefined) {
      if (!this.hasRoomForThread(visitor))
        throw new StoreLimitError(
          `You have ${String(this.limits.threadsPerUser)} threads, the most this server keeps: delete one to start another`,
          409,
          'too_many_threads',
        );
      this.threads.set(thread.id, {
        user: visitor.user,
        meta: copy(thread),
        items: [],
        feedback: new Map(),
      });
    } else {
      if (record.user !== visitor.user)
        throw new StoreNotFoundError(`There is no thread "${thread.id}"`);
      record.meta = copy(thread);
    }
  }

  deleteThread(threadId: string, visitor: Visitor): Promise<void> {
    const record = this.threads.get(threadId);
    if (record?.user !== visitor.user) return Promise.resolve();
    this.threads.delete(threadId);
    // The thread's files go with it.
    for (const [id, file] of this.files) if (file.threadId === threadId) this.files.delete(id);
    return Promise.resolve();
  }

  loadThreads(
    limit: number,
    after: string | null,
    order: 'asc' | 'desc',
    visitor: Visitor,
  ): Promise<Page<ThreadMetadata>> {
    return Promise.resolve(copy(pageOf(this.threadsOf(visitor), after, limit, order)));
  }

  loadThreadItems(
    threadId: string,
    after: string | null,
    limit: number,
    order: 'asc' | 'desc',
    visitor: Visitor,
  ): Promise<Page<ThreadItem>> {
    return settle(() => copy(pageOf(this.own(threadId, visitor).items, after, limit, order)));
  }

  addThreadItem(threadId: string, item: ThreadItem, visitor: Visitor): Promise<void> {
    return this.saveItem(threadId, item, visitor);
  }

  /** Adds the item, or replaces the one with its id in its place. */
  saveItem(threadId: string, item: ThreadItem, visitor: Visitor): Promise<void> {
    return settle(() => {
      this.putItem(threadId, item, visitor);
    });
  }

  private putItem(threadId: string, item: ThreadItem, visitor: Visitor): void {
    const record = this.own(threadId, visitor);
    const index = record.items.findIndex((entry) => entry.id === item.id);
    if (index === -1) {
      if (record.items.length >= this.limits.itemsPerThread)
        throw new StoreLimitError(
          `The thread has ${String(this.limits.itemsPerThread)} items, the most this server keeps: start a new one`,
          409,
          'thread_full',
        );
      // A thread's items are in the order they were stored, and their times must not say
      // otherwise (a client reading a page checks its order by them): the workflow's items have
      // whole seconds, the SDK's user messages milliseconds, so a reply can seem to come first.
      const last = record.items.at(-1);
      record.items.push(
        last !== undefined && item.created_at < last.created_at
          ? { ...copy(item), created_at: last.created_at }
          : copy(item),
      );
    } else record.items[index] = copy(item);
    // A message's files now belong to its thread.
    if (item.type === 'user_message')
      for (const attachment of item.attachments) {
        const file = this.files.get(attachment.id);
        if (file?.user === visitor.user) file.threadId = threadId;
      }
  }

  loadItem(threadId: string, itemId: string, visitor: Visitor): Promise<ThreadItem> {
    return settle(() => {
      const item = this.own(threadId, visitor).items.find((entry) => entry.id === itemId);
      if (!item) throw new StoreNotFoundError(`There is no item "${itemId}"`);
      return copy(item);
    });
  }

  deleteThreadItem(threadId: string, itemId: string, visitor: Visitor): Promise<void> {
    return settle(() => {
      const record = this.own(threadId, visitor);
      record.items = record.items.filter((entry) => entry.id !== itemId);
    });
  }

  /** Thumbs on items of the thread (`items.feedback`); ids not in the thread are ignored. */
  saveFeedback(
    threadId: string,
    itemIds: readonly string[],
    kind: FeedbackKind,
    visitor: Visitor,
  ): Promise<void> {
    return settle(() => {
      const record = this.own(threadId, visitor);
      for (const itemId of itemIds)
        if (record.items.some((item) => item.id === itemId)) record.feedback.set(itemId, kind);
    });
  }

  /** The thumbs given in the thread, by item. */
  feedbackOf(threadId: string, visitor: Visitor): ReadonlyMap<string, FeedbackKind> {
    return new Map(this.own(threadId, visitor).feedback);
  }

  // ---- attachments: the metadata (the SDK's side); the bytes are MemoryFiles' ----------------

  private ownFile(attachmentId: string, visitor: Visitor): FileRecord {
    const file = this.files.get(attachmentId);
    if (file?.user !== visitor.user)
      throw new StoreNotFoundError(`There is no attachment "${attachmentId}"`);
    return file;
  }

  saveAttachment(attachment: Attachment, visitor: Visitor): Promise<void> {
    return settle(() => {
      if (this.files.has(attachment.id))
        this.ownFile(attachment.id, visitor).attachment = copy(attachment);
      else
        this.files.set(attachment.id, {
          user: visitor.user,
          attachment: copy(attachment),
          bytes: null,
          threadId: null,
        });
    });
  }

  /** An attachment whose bytes have arrived: only such a file can be sent with a message. */
  loadAttachment(attachmentId: string, visitor: Visitor): Promise<Attachment> {
    return settle(() => {
      const file = this.ownFile(attachmentId, visitor);
      if (file.bytes === null)
        throw new StoreNotFoundError(`The file of attachment "${attachmentId}" was never uploaded`);
      return copy(file.attachment);
    });
  }

  deleteAttachment(attachmentId: string, visitor: Visitor): Promise<void> {
    return settle(() => {
      const file = this.ownFile(attachmentId, visitor);
      if (file.threadId !== null)
        throw new StoreLimitError(
          'A message was sent with this file; it is deleted with its thread',
          409,
          'attachment_in_use',
        );
      this.files.delete(attachmentId);
    });
  }

  /** The bytes of one of the visitor's files, with its type, or null. */
  fileBytes(
    attachmentId: string,
    visitor: Visitor,
  ): { bytes: Uint8Array; attachment: Attachment } | null {
    const file = this.files.get(attachmentId);
    if (file?.user !== visitor.user || file.bytes === null) return null;
    return { bytes: file.bytes, attachment: file.attachment };
  }

  /** Bytes held for every visitor. */
  private heldBytes(): number {
    let total = 0;
    for (const file of this.files.values()) total += file.bytes?.byteLength ?? 0;
    return total;
  }

  /**
   * Refuses a new file of `size` bytes when it does not fit the bounds (the visitor's count of
   * files, its size, the space left); else returns.
   */
  checkRoomForFile(size: number, visitor: Visitor): void {
    const limits = this.limits;
    const mine = [...this.files.values()].filter((file) => file.user === visitor.user).length;
    if (mine >= limits.filesPerUser)
      throw new StoreLimitError(
        `You have ${String(limits.filesPerUser)} files, the most this server keeps: delete a thread to make room`,
        409,
        'too_many_files',
      );
    this.checkRoomForBytes(size);
  }

  /** Refuses `size` bytes more when a file may not be that large or they do not fit. */
  private checkRoomForBytes(size: number): void {
    const limits = this.limits;
    if (size > limits.fileBytes)
      throw new StoreLimitError(
        `Files may be at most ${String(Math.floor(limits.fileBytes / 1024 / 1024))} MB on this server`,
        413,
        'file_too_large',
      );
    if (this.heldBytes() + size > limits.totalFileBytes)
      throw new StoreLimitError(
        "The server's upload space is full; try again once threads with files are deleted",
        507,
        'storage_full',
      );
  }

  /**
   * Stores the bytes of an attachment made by `attachments.create`: its upload is done, so its
   * `upload_url` goes (the SDK's "null after upload").
   */
  receiveBytes(attachmentId: string, bytes: Uint8Array, visitor: Visitor): Attachment {
    const file = this.ownFile(attachmentId, visitor);
    if (file.bytes !== null)
      throw new StoreLimitError('This attachment has its file already', 409, 'already_uploaded');
    // Counted when it was made; its bytes may not be what it said they would be.
    this.checkRoomForBytes(bytes.byteLength);
    file.bytes = bytes;
    const { upload_url: _done, ...attachment } = file.attachment;
    file.attachment = attachment;
    return copy(attachment);
  }
}

/** Where a file's preview is served, for an image (`GET /chatkit/files/{id}`). */
export const filePath = (attachmentId: string) => `/chatkit/files/${attachmentId}`;
/** Where a two-phase upload sends its bytes (`POST /chatkit/upload/{id}`). */
export const uploadPath = (attachmentId: string) => `/chatkit/upload/${attachmentId}`;

/** The visitor's origin, for the absolute URLs an attachment carries. */
export interface FileVisitor extends Visitor {
  origin: string;
}

/**
 * `attachments.create` (the SDK's two-phase upload): the attachment, with the URL to POST the file
 * to (multipart, one `file` field) and, for a raster image, where its preview will be.
 */
export class MemoryFiles extends AttachmentStore<FileVisitor> {
  constructor(private readonly store: MemoryStore) {
    super();
  }

  override generateAttachmentId(): string {
    return newId('atc');
  }

  /** The attachment a file of this name and type becomes (its bytes aside). */
  describe(id: string, name: string, mimeType: string, origin: string): Attachment {
    const type = normalizeMediaType(mimeType);
    const base = { id, name: safeFileName(name), mime_type: type };
    // SVG and other types that can carry script are files, never previewed.
    return attachmentType(type) === 'image'
      ? { ...base, type: 'image', preview_url: `${origin}${filePath(id)}` }
      : { ...base, type: 'file' };
  }

  createAttachment(params: AttachmentCreateParams, visitor: FileVisitor): Promise<Attachment> {
    return settle(() => {
      this.store.checkRoomForFile(params.size, visitor);
      const id = this.generateAttachmentId();
      return {
        ...this.describe(id, params.name, params.mime_type, visitor.origin),
        upload_url: `${visitor.origin}${uploadPath(id)}`,
      };
    });
  }

  /** The store drops the record (and its bytes) right after, refusing a sent file. */
  deleteAttachment(): Promise<void> {
    return Promise.resolve();
  }
}
