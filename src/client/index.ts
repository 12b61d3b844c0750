export * from './duration';
export * from './rateLimit';
export * from './requestId';
export * from './responseMeta';
export * from './sessionManager';
export * from './sse';
export type { FetchLike, UploadProgress } from './transport';
export * from './UikitClient';
