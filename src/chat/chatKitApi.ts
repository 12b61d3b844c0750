/** ChatKit's custom backend as a chat's option: what `api` is for a self-hosted ChatKit server. */
import type { ChatKitUploadStrategy } from '../client/chatkit/chatkitUploads';
import type { FetchLike } from '../client/transport';

/** ChatKit's custom backend, as ChatKit's `api` option names it. */
export interface ChatKitServerApi {
  /** The ChatKit server's one endpoint; every request is a POST to it. */
  url: string;
  /** ChatKit's domain key. A custom backend never receives it; kept for ChatKit apps as written. */
  domainKey: string;
  /** Sends every request: add the host's authentication (cookies, headers) here. */
  fetch?: FetchLike;
  /** How files are uploaded (`direct` to your URL, or `two_phase`); without it, no uploads. */
  uploadStrategy?: ChatKitUploadStrategy;
}
