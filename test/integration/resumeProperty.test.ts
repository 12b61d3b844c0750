import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UikitClient } from '../../src/client';
import { applyItemUpdate } from '../../src/state/applyItemUpdate';
import type { AssistantMessageItem, ReceivedStreamEvent } from '../../src/wire';
import {
  itemAdded,
  itemDone,
  itemUpdated,
  textOf as userText,
} from '../../server-example/workflows/events';
import { createWorkflowRegistry } from '../../server-example/workflows/registry';
import type {
  Workflow,
  WorkflowEvent,
  WorkflowItemUpdate,
} from '../../server-example/workflows/workflow';
import { createGates } from './support/gates';
import { replay, sortedById } from './support/replay';
import { collect, userInput } from './support/streams';
import { openSession, removeDataDir, startTestServer, type TestServer } from './support/testServer';

// Protocol section 11, as a property: whatever a workflow sends and whenever a client resumes,
// the snapshot and the live events that follow it add up to the answer, with nothing lost or
// doubled between the two, and end with exactly the stored items.

type Op =
  | { kind: 'add'; slot: number }
  | { kind: 'part'; slot: number; index: number }
  | { kind: 'delta'; slot: number; index: number; text: string }
  | { kind: 'done'; slot: number }
  | { kind: 'remove'; slot: number }
  | { kind: 'progress' };

interface Step {
  op: Op;
  /** Waited before the step; 0 sends it in the same turn as the one before. */
  delayMs: number;
}

const SLOTS = 3;
const slot = fc.nat({ max: SLOTS - 1 });
const index = fc.nat({ max: 2 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), slot }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('part' as const), slot, index }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('delta' as const),
      slot,
      index,
      text: fc.string({ maxLength: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('done' as const), slot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), slot }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('progress' as const) }) },
);
const steps = fc.array(fc.record({ op, delayMs: fc.nat({ max: 3 }) }), {
  minLength: 1,
  maxLength: 25,
});
/** How many of the answer's events the sender reads before the resume: 0 is before the first. */
const resumeAfter = fc.oneof(fc.constant(0), fc.constant(Number.POSITIVE_INFINITY), fc.nat(30));

/** Sent once the script is done, as the workflow holds at its gate until the test resumed. */
const HOLDING = 'holding';

const scripts = new Map<string, readonly Step[]>();
const gates = createGates();

type Slot = { item: AssistantMessageItem; finished: boolean } | 'removed' | undefined;

/** Plays the script named by the user's text: each step that fits the item's state, in turn. */
const scriptedWorkflow: Workflow = {
  id: 'scripted',
  version: '1',
  async *respond(input, context) {
    if (input.type !== 'user_message') return;
    const name = userText(input.item);
    const slots: Slot[] = Array.from({ length: SLOTS }, () => undefined);
    const update = (at: number, change: WorkflowItemUpdate): WorkflowEvent | null => {
      const entry = slots[at];
      if (entry === undefined || entry === 'removed') return null;
      entry.item = applyItemUpdate(entry.item, change) as AssistantMessageItem;
      return itemUpdated(entry.item.id, change);
    };
    const play = (step: Op): WorkflowEvent | null => {
      if (step.kind === 'progress') return { type: 'progress_update', text: 'working', icon: null };
      const entry = slots[step.slot];
      switch (step.kind) {
        case 'add': {
          if (entry !== undefined) return null;
          const item = context.items.assistantMessage();
          slots[step.slot] = { item, finished: false };
          return itemAdded(item);
        }
        case 'part':
          return update(step.slot, {
            type: 'assistant_message.content_part.added',
            content_index: step.index,
            content: { type: 'output_text', text: '', annotations: [] },
          });
        case 'delta':
          return update(step.slot, {
            type: 'assistant_message.content_part.text_delta',
            content_index: step.index,
            delta: step.text,
          });
        case 'done':
          if (entry === undefined || entry === 'removed' || entry.finished) return null;
          entry.finished = true;
          return itemDone(entry.item);
        case 'remove':
          if (entry === undefined || entry === 'removed') return null;
          slots[step.slot] = 'removed';
          return { type: 'thread.item.removed', item_id: entry.item.id };
      }
    };
    for (const step of scripts.get(name) ?? []) {
      if (step.delayMs > 0) await context.sleep(step.delayMs);
      const event = play(step.op);
      if (event) yield event;
    }
    yield { type: 'progress_update', text: HOLDING, icon: null };
    await gates.pass(name, context.signal);
  },
};

let server: TestServer;
let client: UikitClient;

beforeAll(async () => {
  server = await startTestServer({ workflows: createWorkflowRegistry([scriptedWorkflow]) });
  ({ client } = await openSession(server, { workflow: { id: 'scripted' } }));
});

afterAll(async () => {
  await server.stop();
  removeDataDir(server);
});

async function storedItems(threadId: string) {
  return (await client.threads.listItems(threadId, { order: 'asc', limit: 100 })).data.data;
}

const SNAPSHOT_TYPES = new Set(['thread.item.removed', 'thread.item.done', 'thread.item.added']);

/**
 * Whether the resumed stream is a snapshot followed by the sender's last events, exactly, with the
 * snapshot equal to the items the sender had been sent before them: some cut point fits.
 */
function snapshotThenLive(resumed: readonly ReceivedStreamEvent[], sent: ReceivedStreamEvent[]) {
  const body = resumed.slice(1);
  for (let cut = 0; cut <= body.length; cut += 1) {
    const snapshot = body.slice(0, cut);
    const live = body.slice(cut);
    if (live.length > sent.length) continue;
    if (snapshot.some((event) => !SNAPSHOT_TYPES.has(event.type))) break;
    const before = sent.slice(0, sent.length - live.length);
    if (
      isDeepStrictEqual(live, sent.slice(before.length)) &&
      isDeepStrictEqual(sortedById(replay([], snapshot)), sortedById(replay([], before)))
    )
      return true;
  }
  return false;
}

let runs = 0;

describe('threads.resume, whatever the answer and whenever the resume', () => {
  it('adds up, snapshot then live, to exactly the stored items', async () => {
    await fc.assert(
      fc.asyncProperty(steps, resumeAfter, async (script, after) => {
        runs += 1;
        const name = `script ${String(runs)}`;
        scripts.set(name, script);
        const iterator = (await client.conversation.createThread(userInput(name)))[
          Symbol.asyncIterator
        ]();
        const sent: ReceivedStreamEvent[] = [];
        const read = async () => {
          const next = await iterator.next();
          if (next.done === true) throw new Error('the answer ended before the resume');
          sent.push(next.value);
          return next.value;
        };
        let threadId = '';
        while (threadId === '') {
          const event = await read();
          if (event.type === 'thread.created') threadId = event.thread.id;
        }
        // Up to the answer's `after`-th event (past stream_options, thread.created and the user
        // message), or its end.
        let holding = false;
        while (!holding && sent.length - 3 < after) {
          const event = await read();
          holding = event.type === 'progress_update' && event.text === HOLDING;
        }

        const before = await storedItems(threadId);
        const resumed = await client.conversation.stream({
          type: 'threads.resume',
          params: { thread_id: threadId },
        });
        gates.open(name);
        const [fromResume] = await Promise.all([
          collect(resumed),
          (async () => {
            for (;;) {
              const next = await iterator.next();
              if (next.done === true) return;
              sent.push(next.value);
            }
          })(),
        ]);
        const stored = await storedItems(threadId);

        expect(fromResume[0]).toEqual({
          type: 'stream_options',
          stream_options: { allow_cancel: true },
        });
        expect(fromResume.some((event) => event.type === 'thread.created')).toBe(false);
        expect(sortedById(replay(before, fromResume))).toEqual(sortedById(stored));
        expect(snapshotThenLive(fromResume, sent)).toBe(true);
      }),
      // A reader that misses the end of its answer never ends: a run that hangs is a failure.
      { numRuns: 100, timeout: 5000 },
    );
  });
});
