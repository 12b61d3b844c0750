import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { createApp } from '../server-example/app';
import type { CheckpointPolicy } from '../server-example/conversation/workflowRun';
import { silentLogger } from '../server-example/logger';
import type { Session } from '../src/wire';

// What checkpointing a streaming answer costs, against none at all in the same run: one
// 2,000-token echo answer, in-process, its stream read to the end, with the default checkpoints
// (every 250 ms or 1,000 updates: 2 here, since the echo never pauses) and with one every 100
// updates (20 transactions, each writing the answer so far: the cost of a paced answer's
// checkpoints, compressed into milliseconds).

const TOKENS = 2000;
const API_KEY = 'sk-bench-checkpoint';
const message = Array.from({ length: TOKENS }, (_, index) => `word${index}`).join(' ');

async function server(checkpoint: CheckpointPolicy) {
  const uikit = createApp({
    apiKey: API_KEY,
    dataDir: mkdtempSync(join(tmpdir(), 'uikit-bench-checkpoint-')),
    logger: silentLogger,
    checkpoint,
  });
  const minted = await uikit.app.fetch(
    new Request('http://bench.local/v1/uikit/sessions', {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        user: 'bench',
        workflow: { id: 'echo' },
        rate_limits: { max_requests_per_1_minute: 1_000_000 },
      }),
    }),
  );
  const { client_secret } = (await minted.json()) as Session;
  const converse = async () => {
    const answer = await uikit.app.fetch(
      new Request('http://bench.local/v1/uikit/conversation', {
        method: 'POST',
        headers: { authorization: `Bearer ${client_secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'threads.create',
          params: { input: { content: [{ type: 'input_text', text: message }] } },
        }),
      }),
    );
    await answer.text();
  };
  return { uikit, converse };
}

const without = await server({ intervalMs: 2 ** 31 - 1, maxUpdates: Infinity });
const withDefault = await server({ intervalMs: 250, maxUpdates: 1000 });
const every100 = await server({ intervalMs: 250, maxUpdates: 100 });

afterAll(() => {
  without.uikit.close();
  withDefault.uikit.close();
  every100.uikit.close();
});

describe(`stream a ${TOKENS}-token answer through the local API`, () => {
  const options = { time: 3000 };
  bench('baseline: no checkpoints', without.converse, options);
  bench('checkpoints every 250 ms or 1,000 updates (the default)', withDefault.converse, options);
  bench('a checkpoint every 100 updates', every100.converse, options);
});
