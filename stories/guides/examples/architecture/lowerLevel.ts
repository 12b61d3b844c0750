// thread.ts: the session manager, the client and the thread store, in the browser or on a server.
import { createSessionManager, createThreadStore, createUikitClient } from 'uikit-react';

const sessions = createSessionManager({
  getSession: () => fetch('/api/uikit/session', { method: 'POST' }).then((r) => r.json()),
});
const client = createUikitClient({
  baseUrl: 'https://api.example.com',
  clientSecret: sessions.getClientSecret,
});
const store = createThreadStore();

const stream = await client.conversation.createThread({
  content: [{ type: 'input_text', text: 'Hello!' }],
});
for await (const event of stream) store.getState().applyEvents([event]);
