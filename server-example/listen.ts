import type { Server } from 'node:http';
import { ListenError } from './startupErrors';

const PORT_SEARCH = { first: 3000, tries: 100 };

function listenOnce(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(new ListenError(error.code ?? 'unknown', host, port));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Listens on `port`, or with none given on 3000 or the next free port after it, so a second
 * `npm start` does not fail on a busy port. Returns the port.
 */
export async function listen(
  server: Server,
  port: number | null,
  host: string,
  firstPort: number = PORT_SEARCH.first,
): Promise<number> {
  if (port !== null) {
    if (!(await listenOnce(server, port, host))) throw new ListenError('EADDRINUSE', host, port);
  } else {
    let bound = false;
    for (let next = firstPort; !bound && next < firstPort + PORT_SEARCH.tries; next += 1)
      bound = await listenOnce(server, next, host);
    if (!bound)
      throw new ListenError('EADDRINUSE', host, {
        first: firstPort,
        last: firstPort + PORT_SEARCH.tries - 1,
      });
  }
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port');
  return address.port;
}

/** The URL to print: a wildcard host is reached through loopback. */
export function displayUrl(host: string, port: number): string {
  const shown =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}
