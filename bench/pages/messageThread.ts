import { CREATED_AT, THREAD_ID } from '../../test/fixtures/items';
import type { ThreadItem } from '../../src/wire/items';

// The fixture of the thread benchmark (bench/scenarios/thread.ts), as issue 13 measured it: user
// and assistant messages alternating; an assistant message is 120 to 200 words of markdown (a
// paragraph with inline code and a link, a list of 3 to 5 items, a closing paragraph, and a fenced
// code block in every fifth). Deterministic: the same count gives the same thread in every run.

const WORDS = (
  'the a plan day trip city river train ticket museum garden street market coffee lunch dinner ' +
  'walk view hill tram bridge castle palace square church tower station hotel room price cost ' +
  'morning evening weekend early late quiet busy small large old new local fresh slow fast ' +
  'book find check visit pack carry take leave arrive return open close start finish keep'
).split(' ');

/** A small seeded generator (mulberry32): the fixture is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(next: () => number, count: number): string[] {
  return Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)] ?? 'day');
}

const sentence = (parts: string[]) => {
  const text = parts.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** Assistant message `turn`: 120 to 200 words of markdown. */
export function answerMarkdown(turn: number): string {
  const next = random(turn + 1);
  const target = 120 + Math.floor(next() * 81);
  const listItems = 3 + Math.floor(next() * 3);
  const itemWords = Array.from({ length: listItems }, () => 5 + Math.floor(next() * 6));
  const listTotal = itemWords.reduce((sum, count) => sum + count, 0);
  // Paragraph (with inline code and a link), list, closing paragraph: the words split between them.
  const opening = Math.max(20, Math.floor((target - listTotal) * 0.6));
  const closing = Math.max(10, target - listTotal - opening);
  const first = words(next, opening);
  first.splice(5, 1, '`tram 28`');
  first.splice(12, 1, `[the city guide](https://example.com/guide/${String(turn)})`);
  const blocks = [
    sentence(first),
    itemWords.map((count) => `- ${sentence(words(next, count))}`).join('\n'),
    sentence(words(next, closing)),
  ];
  if (turn % 5 === 4)
    blocks.push(
      '```ts\nconst days = 4;\nconst budget = days * 120;\nconsole.log(`budget: ${budget}`);\n```',
    );
  return blocks.join('\n\n');
}

/** `count` items, oldest first: a question, then its answer, and so on. */
export function messageThread(count: number): ThreadItem[] {
  return Array.from({ length: count }, (_, index): ThreadItem => {
    const base = {
      id: `itm_${String(index + 1).padStart(6, '0')}`,
      object: 'uikit.thread_item' as const,
      created_at: CREATED_AT + index,
      thread_id: THREAD_ID,
    };
    const turn = Math.floor(index / 2);
    if (index % 2 === 0)
      return {
        ...base,
        type: 'uikit.user_message',
        content: [
          { type: 'input_text', text: sentence(words(random(10_000 + turn), 8 + (turn % 12))) },
        ],
        attachments: [],
        inference_options: { model: null, tool_choice: null },
      };
    return {
      ...base,
      type: 'uikit.assistant_message',
      content: [{ type: 'output_text', text: answerMarkdown(turn), annotations: [] }],
    };
  });
}
