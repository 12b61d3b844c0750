// app/api/uikit/session/route.ts
import { createSessionHandler } from 'uikit-react/server';
export const POST = createSessionHandler({
  apiKey: process.env.UIKIT_API_KEY!,
  baseUrl: process.env.UIKIT_BASE_URL!,
  session: { workflow: { id: 'support' } },
});
