// server.ts: Hono on Node (@hono/node-server), the rate limit keyed by the socket's address
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { createSessionHandler } from 'uikit-react/server';

const app = new Hono();

// A Web `Request` carries no address: look it up by request, as the route handles it.
const addresses = new WeakMap<Request, string>();
const handle = createSessionHandler({
  apiKey: process.env.UIKIT_API_KEY!,
  baseUrl: process.env.UIKIT_BASE_URL!,
  session: { workflow: { id: 'support' } },
  getClientAddress: (request) => addresses.get(request),
});

app.post('/api/uikit/session', (c) => {
  addresses.set(c.req.raw, getConnInfo(c).remote.address ?? '');
  return handle(c.req.raw);
});

serve({ fetch: app.fetch, port: 3000 });
