// `npm start`: the example server on loopback, printing one URL. Settings come from the
// environment; server-example/README.md lists them.
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { DEMO_SESSION_TEMPLATE, createApp } from './app';
import { ConfigError, readConfig } from './config';
import { DATA_FOLDER, ensureDataFolder, readOrCreateSecret } from './db/dataFolder';
import { newClientSecret } from './ids';
import { displayUrl, listen } from './listen';
import { consoleLogger } from './logger';
import { createDemoPage } from './web/demoPage';
import { DEMO_DEFAULTS } from './workflows/demo/demoWorkflow';
import { builtInWorkflows } from './workflows/registry';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  const config = readConfig(process.env, repoRoot, DEMO_DEFAULTS);
  const workflows = builtInWorkflows(config.demo);
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
    sessionTemplate: {
      ...DEMO_SESSION_TEMPLATE,
      workflow: { id: config.workflowId },
    },
    logger: consoleLogger,
  });

  const server = createServer();
  const handleApi = getRequestListener(uikit.app.fetch);
  const page = config.demoPage
    ? await createDemoPage(server, {
        apiBaseUrl: config.baseUrl,
        cacheDir:
          config.baseUrl === null
            ? join(config.dataDir, DATA_FOLDER.pageCache)
            : join(tmpdir(), 'uikit-react-demo-page'),
      })
    : null;
  server.on('request', (request, response) => {
    const path = request.url ?? '/';
    if (!page || path.startsWith('/v1/') || path.startsWith('/api/')) {
      void handleApi(request, response);
      return;
    }
    // The page and its modules; whatever Vite does not serve gets the API's JSON 404.
    page.middlewares(request, response, () => {
      void handleApi(request, response);
    });
  });

  const port = await listen(server, config.port, config.host);
  console.log(`uikit-react example: ${displayUrl(config.host, port)}`);
  console.log(
    config.baseUrl === null
      ? `local uikit API (workflow ${config.workflowId}), data in ${config.dataDir}, API key ${
          config.apiKey === null ? `in ${DATA_FOLDER.apiKey} there` : 'from UIKIT_API_KEY'
        }`
      : `session route → UIKIT_BASE_URL (workflow ${config.workflowId}); no local API`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    uikit.close();
    server.closeAllConnections();
    server.close();
    void (page?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  };
  // `on`, not `once`: a second Ctrl-C (or tsx relaying the signal again) must not kill the
  // process halfway through closing the database.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.log(error instanceof ConfigError ? `error: ${error.message}` : error);
  process.exit(1);
});
