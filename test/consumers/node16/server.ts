// A Node server compiled by tsc with Node's own resolution: the session route, and the kit's
// framework-neutral types shared with the browser code.
import { createServer } from 'node:http';
import type { ThreadState, UikitClientOptions } from 'uikit-react';
import { createSessionHandler, toNodeHandler, type Session } from 'uikit-react/server';

const sessions = createSessionHandler({
  apiKey: 'k',
  baseUrl: 'https://api.example.com',
  session: { workflow: { id: 'w' } },
});

export const server = createServer(toNodeHandler(sessions));
export const clientOptions: UikitClientOptions = { baseUrl: '/api', clientSecret: 'cs' };
export const describe = (state: ThreadState, session: Session | null): string =>
  `${String(state.items.length)} items, ${session ? 'a session' : 'no session'}`;
