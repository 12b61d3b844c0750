export { parseDuration } from './duration';
export type { RateLimitSnapshot } from './rateLimit';
export type { RateLimitHeaders, ResponseMeta } from './responseMeta';
export {
  createSessionManager,
  type GetSession,
  type SessionManager,
  type SessionManagerOptions,
  type SessionState,
} from './sessionManager';
export type { GetClientSecret } from './sessionFromSecret';
export type { FetchLike, UploadProgress } from './transport';
export {
  createUikitClient,
  type ClientSecretSource,
  type RequestOptions,
  type UikitClient,
  type UikitClientOptions,
  type UikitEventStream,
  type UikitResult,
  type UploadOptions,
} from './UikitClient';
export type { DictatedAudio, SyncActionResult } from './conversationEndpoints';
export type { RequestPipelineOptions } from './request';
export type { OpenStream } from './stream';
export {
  createChatKitClient,
  type ChatKitClient,
  type ChatKitClientOptions,
  type ChatKitDictatedAudio,
  type ChatKitStructuredAnswers,
  type ChatKitUploadStrategy,
} from './chatkit/index';
