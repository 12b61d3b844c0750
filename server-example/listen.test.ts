import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { displayUrl, listen } from './listen';

const servers: Server[] = [];
const newServer = () => {
  const server = createServer();
  servers.push(server);
  return server;
};

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('listen', () => {
  it('takes the next free port when the first one is busy', async () => {
    const busy = await listen(newServer(), 0, '127.0.0.1');
    const port = await listen(newServer(), null, '127.0.0.1', busy);
    expect(port).toBeGreaterThan(busy);
  });

  it('fails on an explicit port that is busy instead of moving', async () => {
    const busy = await listen(newServer(), 0, '127.0.0.1');
    await expect(listen(newServer(), busy, '127.0.0.1')).rejects.toMatchObject({
      code: 'EADDRINUSE',
      port: busy,
    });
  });
});

describe('displayUrl', () => {
  it('shows a wildcard host as localhost and brackets IPv6', () => {
    expect(displayUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000/');
    expect(displayUrl('0.0.0.0', 3001)).toBe('http://localhost:3001/');
    expect(displayUrl('::1', 3002)).toBe('http://[::1]:3002/');
  });
});
