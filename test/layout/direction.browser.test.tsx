import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/styles/index.css';
import { assistantMessage, taskItem, thread, userMessage } from '../fixtures/items';
import { renderChat } from '../support/chat';

// Text from the service and the user is written in its own direction whatever the chat's: an
// English answer in a right-to-left chat keeps its full stop at its end, an Arabic one in a
// left-to-right chat reads from the right. Titles and task lines still line up as the chat does.

afterEach(() => {
  cleanup();
});

const ARABIC = 'مرحبا، كيف يمكنني المساعدة؟';

const answer = (id: string, text: string) => ({
  ...assistantMessage,
  id,
  content: [{ type: 'output_text' as const, text, annotations: [] }],
});

const items = [
  { ...userMessage, content: [{ type: 'input_text' as const, text: 'What is C++?' }] },
  answer('itm_answer_en', 'A language. It compiles to machine code.'),
  answer('itm_answer_ar', ARABIC),
  { ...taskItem, heading: 'Read the thread', summary: 'Found one question.' },
];

function renderIn(dir: 'ltr' | 'rtl') {
  return renderChat(
    { threads: [{ ...thread, title: 'What is C++?' }], items: { [thread.id]: items } },
    { initialThread: thread.id, dir },
    { style: { height: 700 } },
  );
}

const direction = (element: Element) => getComputedStyle(element).direction;

/** The side of its box the element's text keeps to, as drawn. */
function side(element: Element): 'left' | 'right' {
  const range = document.createRange();
  range.selectNodeContents(element);
  const text = range.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return text.left - box.left <= box.right - text.right ? 'left' : 'right';
}

/** Where the element's box sits in its task's. */
function placed(element: Element): 'left' | 'right' {
  const box = element.getBoundingClientRect();
  const task = element.closest('[data-slot="task"]');
  if (task === null) throw new Error('not in a task');
  const parent = task.getBoundingClientRect();
  return box.left - parent.left <= parent.right - box.right ? 'left' : 'right';
}

/** The rendered markdown of the answer that says `text`. */
async function markdownOf(text: string): Promise<Element> {
  const paragraph = await screen.findByText(text, { selector: '[data-slot="markdown"] p' });
  const markdown = paragraph.closest('[data-slot="markdown"]');
  if (markdown === null) throw new Error('no markdown');
  return markdown;
}

describe('text in its own direction', () => {
  it('in a right-to-left chat, writes English answers, messages, titles and tasks left to right', async () => {
    renderIn('rtl');
    expect(direction(await markdownOf('A language. It compiles to machine code.'))).toBe('ltr');
    expect(direction(await markdownOf(ARABIC))).toBe('rtl');
    expect(direction(screen.getByText('What is C++?', { selector: 'p' }))).toBe('ltr');
    const title = screen.getByRole('heading', { name: 'What is C++?' });
    expect(direction(title)).toBe('ltr');
    const summary = screen.getByText('Found one question.');
    expect(direction(summary)).toBe('ltr');
    // Lined up as the chat is: on the right (the title wide, the task lines by their place).
    expect(side(title)).toBe('right');
    expect(placed(summary)).toBe('right');
    expect(placed(screen.getByText('Read the thread'))).toBe('right');
  });

  it('in a left-to-right chat, writes an Arabic answer right to left', async () => {
    renderIn('ltr');
    expect(direction(await markdownOf(ARABIC))).toBe('rtl');
    expect(direction(await markdownOf('A language. It compiles to machine code.'))).toBe('ltr');
    expect(side(screen.getByRole('heading', { name: 'What is C++?' }))).toBe('left');
  });
});
