// The example server's start-up, shared by `npm start` (main.ts, settings from the environment)
// and the real-browser tests (settings in code: a random port, a temporary data folder, a custom
// session template or workflow).
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { RateLimit, SessionHandlerOptions } from '../src/server';
import { DEMO_SESSION_TEMPLATE, createApp, type UikitApp } from './app';
import type { Clock } from './clock';
import { ConfigError, type ServerConfig } from './config';
import { DATA_FOLDER, ensureDataFolder, readOrCreateSecret } from './db/dataFolder';
import { newClientSecret } from './ids';
import { displayUrl, listen } from './listen';
import { consoleLogger, type Logger } from './logger';
import { createDemoPage } from './web/demoPage';
import { builtInWorkflows, type WorkflowRegistry } from './workflows/registry';

/** What `startExampleServer` takes besides the environment's settings. */
export interface ExampleServerExtras {
  /**
   * What the session route asks for: a template, or one computed per request (tests change it
   * between tests). Default: `DEMO_SESSION_TEMPLATE` with the configured workflow.
   */
  sessionTemplate?: SessionHandlerOptions['session'];
  /** The embedded API's clock (sessions, rate limits). Default: the system clock. */
  clock?: Clock;
  /** Default: the built-in workflows with `config.demo`'s delays. */
  workflows?: WorkflowRegistry;
  /** Default: every line on stdout. */
  logger?: Logger;
  /** The session route's budget per visitor; default `createSessionHandler`'s. */
  sessionRateLimit?: RateLimit | false;
  /** Where Vite keeps the page's pre-bundled dependencies. Default: in the data folder. */
  pageCacheDir?: string;
}

export interface ExampleServer {
  /** `http://127.0.0.1:<port>/`, as printed. */
  url: string;
  port: number;
  server: Server;
  uikit: UikitApp;
  /** Stops answers, closes the database and the page's Vite server, and stops listening. */
  close(): Promise<void>;
}

/**
 * Starts the example: the embedded uikit API (or the session route to a real one), the session
 * route and, unless turned off, the demo page, all on one port. Resolves once it listens.
 */
export async function startExampleServer(
  config: ServerConfig,
  extras: ExampleServerExtras = {},
): Promise<ExampleServer> {
  const workflows = extras.workflows ?? builtInWorkflows(config.demo);
  let apiKey = config.apiKey;
  if (config.baseUrl === null) {
    if (!workflows.has(config.workflowId))
      throw new ConfigError(
        `UIKIT_WORKFLOW is "${config.workflowId}"; this server runs ${[...workflows.keys()].join(', ')}`,
      );
    ensureDataFolder(config.dataDir);
    // Generated once and kept beside the data it guards; never printed.
    apiKey ??= readOrCreateSecret(config.dataDir, DATA_FOLDER.apiKey, () =>
      newClientSecret().replace(/^uks_/, 'sk-local-'),
    );
  }
  const uikit = createApp({
    apiKey: apiKey as string,
    ...(config.baseUrl === null
      ? { dataDir: config.dataDir }
      : { upstreamBaseUrl: config.baseUrl }),
    workflows,
    sessionTemplate: extras.sessionTemplate ?? {
      ...DEMO_SESSION_TEMPLATE,
      workflow: { id: config.workflowId },
    },
    logger: extras.logger ?? consoleLogger,
    ...(extras.clock ? { clock: extras.clock } : {}),
    ...(extras.sessionRateLimit === undefined ? {} : { sessionRateLimit: extras.sessionRateLimit }),
  });

  const server = createServer();
  const handleApi = getRequestListener(uikit.app.fetch);
  let page: Awaited<ReturnType<typeof createDemoPage>> | null = null;
  try {
    page = config.demoPage
      ? await createDemoPage(server, {
          apiBaseUrl: config.baseUrl,
          cacheDir:
            extras.pageCacheDir ??
            (config.baseUrl === null
              ? join(config.dataDir, DATA_FOLDER.pageCache)
              : join(tmpdir(), 'uikit-react-demo-page')),
        })
      : null;
  } catch (error) {
    uikit.close();
    throw error;
  }
  const pageServer = page;
  server.on('request', (request, response) => {
    const path = request.url ?? '/';
    if (!pageServer || path.startsWith('/v1/') || path.startsWith('/api/')) {
      void handleApi(request, response);
      return;
    }
    // The page and its modules; whatever Vite does not serve gets the API's JSON 404.
    pageServer.middlewares(request, response, () => {
      void handleApi(request, response);
    });
  });

  let port: number;
  try {
    port = await listen(server, config.port, config.host);
  } catch (error) {
    uikit.close();
    await pageServer?.close();
    throw error;
  }

  let closing: Promise<void> | null = null;
  return {
    url: displayUrl(config.host, port),
    port,
    server,
    uikit,
    close() {
      closing ??= (async () => {
        uikit.close();
        server.closeAllConnections();
        await Promise.all([
          new Promise<void>((resolve) => {
            server.close(() => {
              resolve();
            });
          }),
          pageServer?.close(),
        ]);
      })();
      return closing;
    },
  };
}
