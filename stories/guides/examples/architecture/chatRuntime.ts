// chat.ts: a whole chat without React (any framework, a web component, a Node script).
import { createChatRuntime, type ChatSnapshot } from 'uikit-react';

declare function render(snapshot: ChatSnapshot): void;

const chat = createChatRuntime({
  baseUrl: 'https://api.example.com',
  getSession: () => fetch('/api/uikit/session', { method: 'POST' }).then((r) => r.json()),
  clientTools: () => ({}),
  uploadMessages: () => ({
    uploadsDisabled: 'Uploads are off',
    tooLarge: (name) => `${name} is too large`,
    tooMany: (max) => `At most ${max} files`,
    wrongType: (name) => `${name} is not accepted`,
    failed: (name) => `${name} could not be uploaded`,
  }),
  acceptedFileTypes: () => [],
});
// { chat, thread, threadLoad, composer, session, history, rateLimit }
chat.subscribe(() => {
  render(chat.getSnapshot());
});
await chat.start();
await chat.sendUserMessage({ text: 'Hello!' });
