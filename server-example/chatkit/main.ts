// `npm run start:chatkit`: the demo page against a ChatKit server (chatkit-node-backend-sdk's
// ChatKitServer) running the same demo workflow as `npm start`, in memory, on loopback, printing
// one URL. PORT, HOST and the demo's delays come from the environment as for `npm start`
// (server-example/README.md); the local API's other settings do not apply.
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type ServerConfig } from '../config';
import { ListenError, describeStartupError } from '../startupErrors';
import { DEMO_DEFAULTS } from '../workflows/demo/demoWorkflow';
import { startChatKitExample } from './server';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let config: ServerConfig | null = null;

async function main(): Promise<void> {
  config = readConfig(process.env, repoRoot, DEMO_DEFAULTS);
  const example = await startChatKitExample({
    port: config.port,
    host: config.host,
    demo: config.demo,
    ...(config.pageBuildDir === undefined ? {} : { pageBuildDir: config.pageBuildDir }),
  });
  console.log(`uikit-react on a ChatKit server: ${example.url}`);
  console.log(
    'chatkit-node-backend-sdk at /chatkit, running the demo workflow; threads and files in memory until this stops',
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void example.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// What a user can fix is one line, without a stack; anything else is a bug and printed whole.
main().catch((error: unknown) => {
  const line =
    error instanceof ConfigError
      ? error.message
      : error instanceof ListenError && config !== null
        ? describeStartupError(error, config)
        : null;
  if (line === null) console.error(error);
  else console.error(`error: ${line}`);
  process.exit(1);
});
