import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserMessageItem } from '../../src/wire';
import { openSession, removeDataDir, startTestServer, type TestServer } from './support/testServer';
import { collect, finishedItems } from './support/streams';

// The local API's check of `input_tag` parts (protocol section 9): the bounds come from the wire
// schema (`src/wire/inputTag.ts`), so the kit and the API refuse the same tags.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

const tag = (extra: Record<string, unknown> = {}) => ({
  type: 'input_tag' as const,
  text: 'Ada Lovelace',
  id: 'person_ada',
  ...extra,
});

const send = async (content: unknown[]) => {
  const { client } = await openSession(server);
  return client.conversation.createThread({ content } as never);
};

describe('input_tag in user messages', () => {
  it('stores a tag as given, beside text, and a message of a tag alone', async () => {
    const full = tag({ group: 'People', data: { team: 'Analytics' }, interactive: true });
    const events = await collect(send([{ type: 'input_text', text: 'Ask ' }, full]));
    const message = finishedItems(events)[0] as UserMessageItem;
    expect(message.content).toEqual([{ type: 'input_text', text: 'Ask ' }, full]);

    const alone = finishedItems(await collect(send([tag()])))[0] as UserMessageItem;
    expect(alone.content).toEqual([tag()]);
  });

  it('accepts each bound exactly', async () => {
    const data = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [String(i).padEnd(64, 'k'), 'v'.repeat(512)]),
    );
    const events = await collect(send([tag({ text: 't'.repeat(256), id: 'i'.repeat(256), data })]));
    expect((finishedItems(events)[0] as UserMessageItem).content).toHaveLength(1);
  });

  it.each([
    ['text', tag({ text: 't'.repeat(257) }), 'params.input.content[0].text'],
    ['id', tag({ id: 'i'.repeat(257) }), 'params.input.content[0].id'],
    [
      'a data key',
      tag({ data: { ['k'.repeat(65)]: 'v' } }),
      `params.input.content[0].data.${'k'.repeat(65)}`,
    ],
    ['a data value', tag({ data: { k: 'v'.repeat(513) } }), 'params.input.content[0].data.k'],
    [
      'the data pairs',
      tag({
        data: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${String(i)}`, 'v'])),
      }),
      'params.input.content[0].data',
    ],
    [
      'a data value that is not a string',
      tag({ data: { k: 1 } }),
      'params.input.content[0].data.k',
    ],
    ['a missing id', { type: 'input_tag', text: 'x' }, 'params.input.content[0].id'],
  ])('refuses a tag past its bound of %s with a 400 naming it', async (_what, part, param) => {
    await expect(send([part])).rejects.toMatchObject({ status: 400, param });
  });
});
