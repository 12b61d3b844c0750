import { memo } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { ThreadItem } from '../../src/wire/items';

// The thread benchmark's baselines (loaded only for their runs): a plain React list rendering
// every message with react-markdown, and the same list's HTML for the floor.

// ---- the plain list and the floor --------------------------------------------------------------

function textOf(item: ThreadItem): string {
  if (item.type === 'uikit.user_message')
    return item.content.map((part) => (part.type === 'input_text' ? part.text : '')).join('\n\n');
  if (item.type === 'uikit.assistant_message')
    return item.content.map((part) => (part.type === 'output_text' ? part.text : '')).join('\n\n');
  return '';
}

const Row = memo(function Row({ item }: { item: ThreadItem }) {
  return (
    <div data-item-id={item.id} style={{ padding: '8px 0', borderBottom: '1px solid #ddd' }}>
      <Markdown remarkPlugins={[remarkGfm]}>{textOf(item)}</Markdown>
    </div>
  );
});

function Rows({ items }: { items: readonly ThreadItem[] }) {
  return (
    <div style={{ maxWidth: '52rem', margin: '0 auto', padding: 16 }}>
      {items.map((item) => (
        <Row key={item.id} item={item} />
      ))}
    </div>
  );
}

const SCROLLER_STYLE = { height: '100vh', overflowY: 'auto', font: '16px system-ui' } as const;

export function List({ items }: { items: readonly ThreadItem[] }) {
  return (
    <div
      data-slot="list-scroll"
      style={SCROLLER_STYLE}
      ref={(element) => {
        // A chat opens on its newest message.
        if (element) element.scrollTop = element.scrollHeight;
      }}
    >
      <Rows items={items} />
    </div>
  );
}

/** The floor's HTML: the list rendered to markup before the clock starts. */
export function listHtml(items: readonly ThreadItem[]): string {
  return `<div data-slot="list-scroll" style="height:100vh;overflow-y:auto;font:16px system-ui">${renderToStaticMarkup(<Rows items={items} />)}</div>`;
}
