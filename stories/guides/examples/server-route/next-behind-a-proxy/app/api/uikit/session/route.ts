// app/api/uikit/session/route.ts: Next.js behind Vercel's proxy, which sets x-forwarded-for itself
import { createSessionHandler } from 'uikit-react/server';

export const POST = createSessionHandler({
  apiKey: process.env.UIKIT_API_KEY!,
  baseUrl: process.env.UIKIT_BASE_URL!,
  session: { workflow: { id: 'support' } },
  getClientAddress: (request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim(),
});
