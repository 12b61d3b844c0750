// `npm start`: the example server on loopback, printing one URL. Settings come from the
// environment; server-example/README.md lists them. The start-up itself is `startExampleServer`
// (server.ts), which the real-browser tests call with their own settings.
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type ServerConfig } from './config';
import { DATA_FOLDER } from './db/dataFolder';
import { startExampleServer } from './server';
import { describeStartupError } from './startupErrors';
import { DEMO_DEFAULTS } from './workflows/demo/demoWorkflow';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

let config: ServerConfig | null = null;

async function main(): Promise<void> {
  config = readConfig(process.env, repoRoot, DEMO_DEFAULTS, {
    dev: process.argv.includes('--dev'),
  });
  const example = await startExampleServer(config);
  console.log(`uikit-react example: ${example.url}`);
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
    void example.close().finally(() => process.exit(0));
  };
  // `on`, not `once`: a second Ctrl-C (or tsx relaying the signal again) must not kill the
  // process halfway through closing the database.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// What a user can fix is one line (what, where, what to do), without a stack; anything else is a
// bug and is printed whole.
main().catch((error: unknown) => {
  const line =
    error instanceof ConfigError
      ? error.message
      : config === null
        ? null
        : describeStartupError(error, config);
  if (line === null) console.error(error);
  else console.error(`error: ${line}`);
  process.exit(1);
});
