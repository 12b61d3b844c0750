import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, finishedItems, userInput } from './support/streams';
import { openSession, removeDataDir, startTestServer, type TestServer } from './support/testServer';

// Node's fetch (undici) cancels the body of a `Response` that is garbage-collected before anyone
// reads it. A stream that kept only the body, not its response, could then end at once, empty
// and without an error, when a collection ran between opening the answer and reading it: what a
// loaded CI machine did to an integration test now and then.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function collectGarbage() {
  for (let round = 0; round < 3; round += 1) {
    gc();
    // FinalizationRegistry callbacks run in a later task.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

describe('an answer stream opened and read later', () => {
  it('keeps its response alive until it is read, through garbage collections', async () => {
    const { client } = await openSession(server);
    const streams = await Promise.all(
      ['one', 'two', 'three'].map((text) =>
        client.conversation.createThread(userInput(`echo ${text}`)),
      ),
    );
    await collectGarbage();
    for (const stream of streams) {
      const events = await collect(stream);
      expect(events.at(-1)?.type).not.toBe('error');
      expect(finishedItems(events).map((item) => item.type)).toEqual([
        'uikit.user_message',
        'uikit.assistant_message',
      ]);
    }
  });
});
