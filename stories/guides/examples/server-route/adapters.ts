// server.ts: one session route behind Node's http module, Express and Fastify
import express from 'express';
import Fastify from 'fastify';
import { createServer } from 'node:http';
import { createSessionHandler, toFastifyHandler, toNodeHandler } from 'uikit-react/server';

const apiKey = process.env.UIKIT_API_KEY!;
const baseUrl = process.env.UIKIT_BASE_URL!;
const route = createSessionHandler({ apiKey, baseUrl, session: { workflow: { id: 'support' } } });

// Node http
const session = toNodeHandler(route);
createServer((req, res) => {
  if (req.url === '/api/uikit/session') session(req, res);
  else res.writeHead(404).end();
}).listen(3000);

// Express
express().post('/api/uikit/session', toNodeHandler(route)).listen(3001);

// Fastify
const app = Fastify();
app.post('/api/uikit/session', toFastifyHandler(route));
await app.listen({ port: 3002 });
