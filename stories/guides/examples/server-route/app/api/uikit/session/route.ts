// app/api/uikit/session/route.ts
import { createSessionHandler } from 'uikit-react/server';
import { auth } from './auth';

export const POST = createSessionHandler({
  apiKey: process.env.UIKIT_API_KEY!, // never reaches the browser
  baseUrl: process.env.UIKIT_BASE_URL!, // e.g. https://api.example.com
  session: { workflow: { id: 'support' }, expires_after: { anchor: 'created_at', seconds: 600 } },
  getUser: async (request) => (await auth(request))?.userId, // omit for anonymous visitors
});
