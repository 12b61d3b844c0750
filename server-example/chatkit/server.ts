// `npm run start:chatkit`'s start-up, shared with the tests that drive it: the ChatKit app
// (chatkitApp.ts) and the demo page, built as `npm start` builds it and told to talk to
// `/chatkit`, on one loopback port.
import { createServer, type Server } from 'node:http';
import { answerMalformedRequests, nodeRequestListener } from '../api/nodeListener';
import type { Clock } from '../clock';
import { displayUrl, listen } from '../listen';
import { consoleLogger, type Logger } from '../logger';
import { ensurePageBuild } from '../web/pageBuild';
import { loadStaticPage } from '../web/staticPage';
import { createDemoWorkflow, type DemoOptions } from '../workflows/demo/demoWorkflow';
import type { Workflow } from '../workflows/workflow';
import { CHATKIT_PATH, createChatKitApp, type ChatKitApp } from './chatkitApp';
import type { MemoryLimits } from './memoryStore';

export interface ChatKitExampleOptions {
  /** Null: 3000, or the next free port after it (as `npm start`). */
  port: number | null;
  host: string;
  /** The demo workflow's delays. */
  demo: Partial<DemoOptions>;
  /** What answers; default: the demo workflow with `demo`'s delays. */
  workflow?: Workflow;
  /** Serve the demo page too (default); off, the ChatKit routes alone. */
  page?: boolean;
  /** Where builds of the page are kept; default server-example/web-build. */
  pageBuildDir?: string;
  logger?: Logger;
  clock?: Clock;
  limits?: Partial<MemoryLimits>;
  toolWaitMs?: number;
}

export interface ChatKitExample {
  /** `http://127.0.0.1:<port>/`, as printed. */
  url: string;
  port: number;
  server: Server;
  chatkit: ChatKitApp;
  close(): Promise<void>;
}

/** Starts the ChatKit server and the demo page; resolves once it listens. */
export async function startChatKitExample(options: ChatKitExampleOptions): Promise<ChatKitExample> {
  const logger = options.logger ?? consoleLogger;
  const chatkit = createChatKitApp({
    workflow: options.workflow ?? createDemoWorkflow(options.demo),
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.toolWaitMs === undefined ? {} : { toolWaitMs: options.toolWaitMs }),
  });
  let servePage: ReturnType<typeof loadStaticPage> | null = null;
  if (options.page !== false) {
    const { folder } = await ensurePageBuild(() => {
      logger.info('building the demo page (first start, or its sources changed)…');
    }, options.pageBuildDir);
    servePage = loadStaticPage(folder, null, CHATKIT_PATH);
  }
  const server = createServer();
  answerMalformedRequests(server, logger);
  const handle = nodeRequestListener(chatkit.app, logger);
  server.on('request', (request, response) => {
    if (servePage?.(request, response)) return;
    void handle(request, response);
  });
  let port: number;
  try {
    port = await listen(server, options.port, options.host);
  } catch (error) {
    chatkit.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    url: displayUrl(options.host, port),
    port,
    server,
    chatkit,
    close() {
      closing ??= new Promise<void>((resolve) => {
        chatkit.close();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      });
      return closing;
    },
  };
}
