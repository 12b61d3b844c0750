import type { GroupTask } from '../../../src/wire';
import { itemAdded, itemDone, itemUpdated } from '../events';
import type { WorkflowContext, WorkflowEvent } from '../workflow';

// The `reason` answer (protocol section 12's `group_type: "reasoning"`): thoughts that appear and
// finish one by one, then the group collapses (`expanded: false`) with how long it took
// (`summary: {duration}`). The demo has no model: its thoughts are what it can honestly work out
// from the message (its words, its longest word, whether it asks something), and say so.

/** What the demo works out from a message. */
export interface MessageFacts {
  words: number;
  longest: string;
  question: boolean;
}

export function factsOf(text: string): MessageFacts {
  const words = text.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return { words: words.length, longest, question: text.includes('?') };
}

const snippet = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

/** The thoughts, each with what it found. */
export function thoughtsAbout(
  text: string,
  facts: MessageFacts,
): { heading: string; summary: string }[] {
  return [
    {
      heading: 'Reading the message',
      summary: `“${snippet(text)}”: ${facts.words} ${facts.words === 1 ? 'word' : 'words'}, ${facts.question ? 'with a question mark' : 'no question mark'}.`,
    },
    {
      heading: 'Finding the key word',
      summary:
        facts.longest === ''
          ? 'There are no words to weigh.'
          : `The longest word is “${facts.longest}”.`,
    },
    {
      heading: 'Planning the answer',
      summary: 'Say what was found, and that a model would reason about meaning, not count.',
    },
  ];
}

const thought = (heading: string, summary: string | null, done: boolean): GroupTask => ({
  heading,
  summary,
  type: 'thought',
  status_indicator: done ? 'complete' : 'loading',
});

/**
 * Streams the reasoning group; returns the facts and how many whole seconds it took, for the
 * answer that follows.
 */
export async function* reasonAbout(
  context: WorkflowContext,
  text: string,
  stepDelayMs: number,
): AsyncGenerator<WorkflowEvent, { facts: MessageFacts; seconds: number }, undefined> {
  const started = performance.now();
  const facts = factsOf(text);
  const thoughts = thoughtsAbout(text, facts);
  const group = { ...context.items.taskGroup(), group_type: 'reasoning' as const };
  yield itemAdded(group);
  for (const [index, { heading, summary }] of thoughts.entries()) {
    yield itemUpdated(group.id, {
      type: 'task_group.task.added',
      task_index: index,
      task: thought(heading, null, false),
    });
    await context.sleep(stepDelayMs);
    yield itemUpdated(group.id, {
      type: 'task_group.task.updated',
      task_index: index,
      task: thought(heading, summary, true),
    });
  }
  // Whole seconds, at least one, as chat apps show a short thought ("Thought for 1 s", never 0).
  const seconds = Math.max(1, Math.round((performance.now() - started) / 1000));
  yield itemDone({
    ...group,
    tasks: thoughts.map(({ heading, summary }) => thought(heading, summary, true)),
    summary: { duration: seconds },
    expanded: false,
  });
  return { facts, seconds };
}

/** The answer after the reasoning, from what it found. */
export function reasonedAnswer(facts: MessageFacts, seconds: number): string {
  const found =
    facts.words === 0
      ? 'your message has no words to weigh'
      : `your message has ${facts.words} ${facts.words === 1 ? 'word' : 'words'}, its longest is “${facts.longest}”, and it ${facts.question ? 'asks something' : 'asks nothing'}`;
  return `I thought for ${seconds} s in three steps, shown above as a reasoning group that folded itself away once done (\`group_type: "reasoning"\`, \`summary: {duration}\`, \`expanded: false\`). What I found: ${found}. This demo has no model, so it counts instead of understanding.`;
}
