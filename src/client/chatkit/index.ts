export {
  createChatKitClient,
  type ChatKitClient,
  type ChatKitClientOptions,
} from './createChatKitClient';
export type { ChatKitUploadStrategy } from './chatkitUploads';
export type { ChatKitDictatedAudio, ChatKitStructuredAnswers } from './chatkitConversation';
