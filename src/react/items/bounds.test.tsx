import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  assistantMessage,
  clientToolCall,
  taskGroup,
  userMessage,
  widgetItem,
} from '../../../test/fixtures/items';
import type { ThreadItem } from '../../wire/items';
import { MARKERS_PER_BLOCK } from '../markdown/citations';
import { preloadMarkdown } from '../markdown/loadMarkdownRenderer';
import { ANSWER_PARTS_SHOWN } from './AssistantMessage';
import { ThreadItemView } from './ThreadItemView';
import { USER_PARTS_SHOWN } from './UserMessage';

// Protocol section 10 for one item of a thread: whatever a service sends (10,000 attachments,
// tasks, sources, parts or list rows; a megabyte of text), an item costs the page a bounded number
// of elements, and everything stays reachable: "Show more" for lists, plain text past the bounds.

const many = <T,>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

const show = (item: unknown) => render(<ThreadItemView item={item as ThreadItem} />);

describe('an item of thousands of entries', () => {
  it('shows 12 of 10,000 attachments, and 50 more per press of "Show 50 more"', async () => {
    const user = userEvent.setup();
    const { container } = show({
      ...userMessage,
      attachments: many(10_000, (index) => ({
        id: `file_${String(index)}`,
        type: 'file',
        name: `report ${String(index)}.pdf`,
        mime_type: 'application/pdf',
        preview_url: null,
      })),
    });
    const attachments = () => container.querySelectorAll('[data-slot="attachment"]');
    expect(attachments()).toHaveLength(12);
    expect(screen.getByText('report 11.pdf')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show 50 more' });
    expect(more).toHaveAttribute(
      'aria-controls',
      container.querySelector('[data-slot="attachments"]')?.id,
    );
    await user.click(more);
    expect(attachments()).toHaveLength(62);
    expect(screen.getByText('report 61.pdf')).toBeInTheDocument();
  });

  it('shows every attachment of a short list, with no button', () => {
    const { container } = show(userMessage);
    expect(container.querySelectorAll('[data-slot="attachment"]')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it('lists 50 of 10,000 tasks, the count of all of them, and the rest on request', async () => {
    const user = userEvent.setup();
    const { container } = show({
      ...taskGroup,
      tasks: many(10_000, (index) => ({
        heading: `Task ${String(index)}`,
        summary: null,
        type: 'custom',
      })),
    });
    await user.click(screen.getByRole('button', { name: /Tasks/ }));
    const tasks = () => container.querySelectorAll('[data-slot="task"]');
    expect(tasks()).toHaveLength(50);
    expect(container.querySelector('[data-slot="task-group-progress"]')).toHaveTextContent('10000');
    await user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(tasks()).toHaveLength(100);
    expect(screen.getByText('Task 99')).toBeInTheDocument();
  });

  it(`shows at most ${String(MARKERS_PER_BLOCK)} citation markers at one place, and every source in steps`, async () => {
    preloadMarkdown();
    const user = userEvent.setup();
    const { container } = show({
      ...assistantMessage,
      content: [
        {
          type: 'output_text',
          text: 'Sources follow.',
          annotations: many(10_000, (index) => ({
            type: 'url',
            source: { type: 'url', url: `https://example.com/${String(index)}`, title: null },
            index: 7,
          })),
        },
      ],
    });
    await screen.findAllByRole('button', { name: /^Source \d+$/ });
    expect(container.querySelectorAll('[data-slot="citation-marker"]')).toHaveLength(
      MARKERS_PER_BLOCK,
    );
    const sources = () => container.querySelectorAll('[data-slot="source"]');
    expect(sources()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(sources()).toHaveLength(53);
  });

  it(`renders the first ${String(ANSWER_PARTS_SHOWN)} parts of an answer, the text of the rest as plain text with a note`, () => {
    const { container } = show({
      ...assistantMessage,
      content: many(10_000, (index) => ({
        type: 'output_text',
        text: `Part **${String(index)}**.`,
        annotations: [],
      })),
    });
    expect(container.querySelectorAll('[data-slot="markdown"]')).toHaveLength(ANSWER_PARTS_SHOWN);
    expect(screen.getByRole('note')).toHaveTextContent('shown as plain text');
    const plain = container.querySelector('[data-slot="markdown-plain"]');
    expect(plain).toHaveTextContent('Part 50.');
    expect(plain).toHaveTextContent('Part 9999.');
    expect(plain?.textContent).not.toContain('**');
    expect(container.querySelectorAll('*').length).toBeLessThan(1500);
  });

  it(`renders the first ${String(USER_PARTS_SHOWN)} parts of a user message, the rest as one text`, () => {
    const { container } = show({
      ...userMessage,
      attachments: [],
      content: many(10_000, (index) => ({ type: 'input_text', text: `p${String(index)} ` })),
    });
    const texts = container.querySelectorAll('[data-slot="user-text"]');
    expect(texts).toHaveLength(USER_PARTS_SHOWN + 1);
    const rest = texts[USER_PARTS_SHOWN]?.textContent ?? '';
    expect(rest.startsWith('p50 p51 ')).toBe(true);
    expect(rest.trimEnd().endsWith('p9999')).toBe(true);
  });

  it('lists 100 rows of a 5,000-row list widget, 100 more per press', async () => {
    const user = userEvent.setup();
    const { container } = show({
      ...widgetItem,
      widget: JSON.stringify({
        type: 'ListView',
        children: many(4000, (index) => ({
          type: 'ListViewItem',
          children: [{ type: 'Text', value: `Row ${String(index)}` }],
        })),
      }),
    });
    const rows = () => container.querySelectorAll('[data-slot="widget-list"] > li');
    expect(rows()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show 100 more' }));
    expect(rows()).toHaveLength(200);
  });
});

describe('a megabyte of text', () => {
  const MIB = 1024 * 1024;

  it('shows a user message in pieces laid out apart', () => {
    const text = 'word '.repeat(MIB / 5);
    const { container } = show({
      ...userMessage,
      attachments: [],
      content: [{ type: 'input_text', text }],
    });
    const pieces = container.querySelectorAll('[data-slot="user-text-piece"]');
    expect(pieces.length).toBeGreaterThan(100);
    expect([...pieces].every((piece) => piece.textContent.length <= 8000)).toBe(true);
    expect(container.querySelector('[data-slot="user-text"]')?.textContent).toBe(text);
  });

  it("shows a widget Text's value in pieces", () => {
    const { container } = show({
      ...widgetItem,
      widget: JSON.stringify({
        type: 'Card',
        children: [{ type: 'Text', value: 'b'.repeat(MIB) }],
      }),
    });
    const text = container.querySelector('[data-slot="widget-text"]');
    expect(text?.querySelectorAll('[data-slot="widget-text-piece"]').length).toBeGreaterThan(100);
    expect(text?.textContent).toHaveLength(MIB);
  });

  it("shows a tool call's long arguments and output in pieces, every character kept", async () => {
    const user = userEvent.setup();
    const { container } = show({
      ...clientToolCall,
      arguments: JSON.stringify({ text: 'c'.repeat(MIB / 2) }),
      output: JSON.stringify({ text: 'd'.repeat(MIB / 2) }),
      status: 'completed',
    });
    await user.click(screen.getByRole('button', { name: 'Arguments' }));
    const blocks = container.querySelectorAll('[data-slot="json"]');
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block.querySelectorAll('[data-slot="json-piece"]').length).toBeGreaterThan(30);
      expect(block).toHaveAttribute('tabindex', '0');
    }
    expect(blocks[1]?.textContent).toContain('d'.repeat(8000));
  });
});
