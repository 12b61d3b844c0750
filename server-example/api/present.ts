import type {
  ActiveResponse,
  Attachment,
  ListPage,
  Session,
  SessionStatus,
  Thread,
} from '../../src/wire';
import type { Presenter } from '../conversation/liveAnswer';
import type { StoredItem } from '../db/items';
import type { SessionRecord } from '../db/sessions';
import type { FileRecord } from '../db/files';
import type { ContentUrlSigner } from '../files/contentUrls';

/** Stands in for the client secret in answers after creation: only its hash is stored. */
export const REDACTED_SECRET = '[redacted]';

/**
 * What the local API does beyond section 6 (protocol section 11): answers outlive their stream
 * and can be resumed, `threads.stop` stops one, and `threads.edit_user_message` edits a message.
 */
export const CAPABILITIES: readonly string[] = ['resume', 'stop', 'edit'];

export function sessionJson(
  session: SessionRecord,
  status: SessionStatus,
  clientSecret: string = REDACTED_SECRET,
): Session {
  return {
    id: session.id,
    object: 'uikit.session',
    client_secret: clientSecret,
    expires_at: session.expiresAt,
    max_requests_per_1_minute: session.maxRequestsPerMinute,
    rate_limits: { max_requests_per_1_minute: session.maxRequestsPerMinute },
    status,
    user: session.user,
    workflow: session.workflow,
    chatkit_configuration: session.configuration,
    capabilities: [...CAPABILITIES],
  };
}

/** A thread as answered: with the answer being produced on it, if any (protocol section 11). */
export function threadJson(thread: Thread, activeResponse: ActiveResponse | null): Thread {
  return { ...thread, active_response: activeResponse };
}

export function listJson<T extends { id: string }>(rows: T[], hasMore: boolean): ListPage<T> {
  return {
    object: 'list',
    data: rows,
    first_id: rows[0]?.id ?? null,
    last_id: rows.at(-1)?.id ?? null,
    has_more: hasMore,
  };
}

/** The attachment object of a file, as uploads answer and user messages embed it. */
export function attachmentJson(file: FileRecord, previewUrl: string | null): Attachment {
  return {
    id: file.id,
    type: file.type,
    name: file.name,
    mime_type: file.mimeType,
    preview_url: previewUrl,
    bytes: file.bytes,
    created_at: file.createdAt,
  };
}

/**
 * Gives stored items their per-request form: attachments of user messages get a freshly signed
 * `preview_url` on this request's origin (stored URLs would have expired).
 */
export function itemPresenter(signer: ContentUrlSigner, origin: string) {
  return (item: StoredItem): StoredItem => {
    if (item.type !== 'uikit.user_message' || item.attachments.length === 0) return item;
    return {
      ...item,
      attachments: item.attachments.map((attachment) => ({
        ...attachment,
        preview_url: signer.url(origin, attachment.id),
      })),
    };
  };
}

/** Gives an answer's events their form for one request: its items through {@link itemPresenter}. */
export function eventPresenter(signer: ContentUrlSigner, origin: string): Presenter {
  const presentItem = itemPresenter(signer, origin);
  return (event) => {
    if (!('item' in event)) return event;
    const item = presentItem(event.item);
    return item === event.item ? event : { ...event, item };
  };
}
