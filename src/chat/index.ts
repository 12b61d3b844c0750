export * from './chatEvents';
export * from './composerStore';
export * from './createChatRuntime';
export * from './runResponse';
export * from './uploadQueue';
