export * from './chatEvents';
export * from './composerStore';
export * from './createChatRuntime';
export * from './runResponse';
export * from './uploadQueue';
export type { Readable } from './readable';
export type { RateLimitState } from './rateLimitState';
export type { HistoryState } from './threadHistory';
export type { ItemsPage, ThreadLoadState } from './threadLoader';
