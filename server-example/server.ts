// The example server's start-up, shared by `npm start` (main.ts, settings from the environment)
// and the real-browser tests (settings in code: a random port, a temporary data folder, a custom
// session template or workflow).
import { createServer, type Server } from 'node:http';
import type { RateLimit, SessionHandlerOptions } from '../src/server';
import { answerMalformedRequests, nodeRequestListener } from './api/nodeListener';
import { DEMO_SESSION_TEMPLATE, createApp, type UikitApp } from './app';
import type { Clock } from './clock';
import { ConfigError, type ServerConfig } from './config';
import { DATA_FOLDER, ensureDataFolder, readOrCreateSecret } from './db/dataFolder';
import { newClientSecret } from './ids';
import { displayUrl, listen } from './listen';
import { consoleLogger, type Logger } from './logger';
import { createDemoPage, devRequestAllowed } from './web/demoPage';
import { ensureElementBuild, ensurePageBuild } from './web/pageBuild';
import { loadStaticPage } from './web/staticPage';
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
  /** `npm run dev` only: where Vite keeps the page's pre-bundled dependencies. */
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
 *
 * The page is a production build served from memory (built first when its sources changed), or
 * with `demoPage: 'dev'` Vite's development server restricted to the files the page needs.
 * Nothing else of the file system is reachable: any other path is the API's JSON 404.
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
    ...(config.apiKeyRateLimit === undefined ? {} : { apiKeyRateLimit: config.apiKeyRateLimit }),
    transcription: config.transcription ?? null,
  });

  const logger = extras.logger ?? consoleLogger;
  const recovered = uikit.storage?.recoveredItems ?? 0;
  if (recovered > 0)
    logger.info(
      `stored ${recovered} item${recovered === 1 ? '' : 's'} of answers the last run never finished, marked interrupted`,
    );
  const server = createServer();
  answerMalformedRequests(server, logger);
  const handleApi = nodeRequestListener(uikit.app, logger);
  let servePage: ReturnType<typeof loadStaticPage> | null = null;
  let devPage: Awaited<ReturnType<typeof createDemoPage>> | null = null;
  const dataDir = config.baseUrl === null ? config.dataDir : null;
  try {
    if (config.demoPage === 'static') {
      const { folder } = await ensurePageBuild(() => {
        logger.info('building the demo page (first start, or its sources changed)…');
      }, config.pageBuildDir);
      servePage = loadStaticPage(folder, config.baseUrl);
    } else if (config.demoPage === 'dev') {
      // `/element.html` loads a built bundle, as a page without a build step would.
      const { folder } = await ensureElementBuild(() => {
        logger.info('building the <uikit-chat> element (first start, or its sources changed)…');
      }, config.pageBuildDir);
      servePage = loadStaticPage(folder, config.baseUrl);
      devPage = await createDemoPage(server, {
        apiBaseUrl: config.baseUrl,
        dataDir,
        ...(extras.pageCacheDir === undefined ? {} : { cacheDir: extras.pageCacheDir }),
      });
    }
  } catch (error) {
    uikit.close();
    throw error;
  }
  const dev = devPage;
  server.on('request', (request, response) => {
    const path = request.url ?? '/';
    if (path.startsWith('/v1/') || path.startsWith('/api/')) {
      void handleApi(request, response);
      return;
    }
    if (servePage?.(request, response)) return;
    if (dev && devRequestAllowed(path, dataDir)) {
      // The page and its modules; whatever Vite does not serve gets the API's JSON 404.
      dev.middlewares(request, response, () => {
        void handleApi(request, response);
      });
      return;
    }
    void handleApi(request, response);
  });

  let port: number;
  try {
    port = await listen(server, config.port, config.host);
  } catch (error) {
    uikit.close();
    await dev?.close();
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
          dev?.close(),
        ]);
      })();
      return closing;
    },
  };
}
