import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/styles/index.css';
import { ThreadItemView } from '../../src/react/items/ThreadItemView';
import type { AssistantMessageItem } from '../../src/wire/items';
import { markdownRendered } from '../support/markdown';

afterEach(() => {
  cleanup();
});

const answer = (text: string): AssistantMessageItem => ({
  id: 'itm_table',
  object: 'uikit.thread_item',
  created_at: 0,
  thread_id: 'thr',
  type: 'uikit.assistant_message',
  content: [{ type: 'output_text', text, annotations: [] }],
});

const TABLE = [
  '| Item type | What it shows |',
  '| --- | --- |',
  '| `uikit.assistant_message` | markdown like this, with annotations |',
  '| `uikit.client_tool_call_with_a_long_name` | a tool the page runs |',
  '| averyveryverylongidentifierwithoutanyspaces | one |',
].join('\n');

describe('a table in a narrow column (a 390 px phone)', () => {
  it('keeps identifiers and code spans whole, and scrolls sideways when it must', async () => {
    const { container } = render(
      <div data-uikit-root="" style={{ inlineSize: 300 }}>
        <ThreadItemView item={answer(TABLE)} />
      </div>,
    );
    await markdownRendered(container);
    const lineHeight = (element: Element) =>
      parseFloat(getComputedStyle(element).lineHeight) || element.getBoundingClientRect().height;
    for (const code of container.querySelectorAll('td code')) {
      // One line each: never broken mid-identifier.
      expect(code.getBoundingClientRect().height).toBeLessThan(lineHeight(code) * 1.5);
    }
    const word = [...container.querySelectorAll('td')].find((cell) =>
      cell.textContent.startsWith('averyvery'),
    );
    // Its text on one line: one box per line it takes.
    const range = document.createRange();
    range.selectNodeContents(word as HTMLElement);
    expect(range.getClientRects().length).toBe(1);
    const frame = container.querySelector<HTMLElement>('[data-slot="table-scroll"]');
    expect(frame?.scrollWidth).toBeGreaterThan(frame?.clientWidth ?? 0);
    expect(getComputedStyle(frame as HTMLElement).overflowX).toBe('auto');
  });
});
