import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assistantMessage } from '../../../test/fixtures/items';
import type { AssistantMessageItem, OutputText } from '../../wire/items';
import { markdownRendered } from '../../../test/support/markdown';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from './ThreadItemView';

const message = (
  text: string,
  annotations: OutputText['annotations'] = [],
): AssistantMessageItem => ({
  ...assistantMessage,
  content: [{ type: 'output_text', text, annotations }],
});

describe('AssistantMessage', () => {
  it('renders GitHub-flavoured markdown: headings, lists, tables, task lists, code', async () => {
    const { container } = render(
      <ThreadItemView
        item={message(
          '# Plan\n\n- one\n- **two**\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] packed\n- [ ] booked\n\n```ts\nconst x = 1;\n```',
        )}
      />,
    );
    await markdownRendered(container);
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('two');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not done' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="code"]')).toHaveTextContent('const x = 1;');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('never renders raw HTML from the answer', async () => {
    const { container } = render(
      <ThreadItemView item={message('Hi <b onclick="x()">there</b>\n\n<div>block</div>')} />,
    );
    await markdownRendered(container);
    const markdown = container.querySelector('[data-slot="markdown"]');
    // The kit's own boxes (each block's part) carry a data-slot; nothing from the answer does.
    expect(markdown?.querySelector('b, div:not([data-slot]), [onclick]')).toBeNull();
    expect(container.textContent).toContain('<b onclick="x()">there</b>');
  });

  it('puts citation markers inline, linked to the sources list in annotation order', async () => {
    const item = message('Lisbon has seven hills.\n\nTrams are old.', [
      {
        type: 'url',
        source: { type: 'url', url: 'https://www.visitlisboa.com/hills', title: 'Visit Lisboa' },
        index: 5,
      },
      { type: 'file', source: { type: 'file', filename: 'guide.pdf' }, index: 30 },
      {
        type: 'url',
        source: { type: 'url', url: 'https://www.visitlisboa.com/hills', title: 'Visit Lisboa' },
        index: 30,
      },
      {
        type: 'url',
        source: { type: 'url', url: 'https://trams.example.org/history', title: null },
        index: null,
      },
    ]);
    const { container } = render(<ThreadItemView item={item} />);
    const sources = await screen.findByRole('region', { name: 'Sources' });
    const entries = within(sources).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '1Visit Lisboavisitlisboa.com (opens in a new tab)',
      '2guide.pdf',
      '3trams.example.org (opens in a new tab)',
    ]);
    const link = within(entries[0] as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://www.visitlisboa.com/hills');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await waitFor(() => {
      expect(container.querySelectorAll('[data-slot="citation"]')).toHaveLength(4);
    });
    const paragraphs = container.querySelectorAll('[data-slot="markdown"] p');
    const markersIn = (p: Element) =>
      [...p.querySelectorAll('[data-slot="citation"]')].map((m) => m.textContent);
    expect(markersIn(paragraphs[0] as Element)).toEqual(['1']);
    expect(markersIn(paragraphs[1] as Element)).toEqual(['2', '1', '3']);
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: 'Source 2' })[0] as HTMLElement);
    const shown = entries[1] as HTMLElement;
    expect(shown).toHaveTextContent('guide.pdf');
    await waitFor(() => {
      expect(shown).toHaveFocus();
    });
    expect(shown).toHaveAttribute('data-state', 'highlighted');
  });

  const cited = (count: number) =>
    message(
      'Claims.',
      Array.from({ length: count }, (_, index) => ({
        type: 'url' as const,
        source: {
          type: 'url' as const,
          url: `https://www.site${String(index + 1)}.example/page`,
          title: `Site ${String(index + 1)} report`,
        },
        index: 6,
      })),
    );

  it('previews a source on keyboard focus and on hover: its title and domain', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThreadItemView
        item={message('Read the guide.', [
          {
            type: 'url',
            source: {
              type: 'url',
              url: 'https://www.visitlisboa.com/hills',
              title: 'Visit Lisboa',
            },
            index: 15,
          },
          { type: 'file', source: { type: 'file', filename: 'guide.pdf' }, index: 15 },
        ])}
      />,
    );
    await markdownRendered(container);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const first = screen.getByRole('button', { name: 'Source 1' });
    expect(first).toHaveFocus();
    // Its code loads the first time a marker is focused or pointed at.
    const preview = await screen.findByRole('tooltip');
    expect(preview).toHaveTextContent('Visit Lisboa');
    expect(preview).toHaveTextContent('visitlisboa.com');
    expect(first).toHaveAccessibleDescription('Visit Lisboavisitlisboa.com');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(screen.getByRole('button', { name: 'Source 2' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('guide.pdfFile');
    await user.unhover(screen.getByRole('button', { name: 'Source 2' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the first three of a long sources list, and the rest on request', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={cited(7)} />);
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(3);
    const toggle = within(sources).getByRole('button', { name: 'Show 4 more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(sources).getAllByRole('listitem')).toHaveLength(7);
    await user.click(within(sources).getByRole('button', { name: 'Show fewer' }));
    expect(within(sources).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps a short sources list whole', async () => {
    render(<ThreadItemView item={cited(4)} />);
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(4);
    expect(within(sources).queryByRole('button')).not.toBeInTheDocument();
  });

  it('expands a collapsed list to show a later source its marker points to', async () => {
    const user = userEvent.setup();
    const { container } = render(<ThreadItemView item={cited(6)} />);
    await markdownRendered(container);
    await user.click(await screen.findByRole('button', { name: 'Source 5' }));
    const sources = screen.getByRole('region', { name: 'Sources' });
    await waitFor(() => {
      expect(within(sources).getByText('Site 5 report').closest('li')).toHaveFocus();
    });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(6);
    expect(within(sources).getByText('Site 5 report').closest('li')).toHaveAttribute(
      'data-state',
      'highlighted',
    );
  });

  it('names the list toggle through the labels', async () => {
    render(
      <RenderProvider labels={{ showMoreSources: (count) => `Noch ${String(count)}` }}>
        <ThreadItemView item={cited(5)} />
      </RenderProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Noch 2' })).toBeInTheDocument();
  });

  it('copies the whole message as written', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={message('**Bold** answer')} />);
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe('**Bold** answer');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('is busy and offers no copy while streaming', () => {
    const { container } = render(<ThreadItemView item={message('Partial')} streaming />);
    expect(container.querySelector('[data-slot="assistant-message"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
  });

  it('renders half-written markdown sensibly while streaming', async () => {
    const { container, rerender } = render(
      <ThreadItemView item={message('Some **bold')} streaming />,
    );
    await waitFor(() => {
      expect(container.querySelector('strong')).toHaveTextContent('bold');
    });
    expect(container.textContent).not.toContain('**');

    rerender(
      <ThreadItemView item={message('Code:\n\n```python\nprint("hi")\nfor x in')} streaming />,
    );
    expect(container.querySelector('[data-slot="code"]')).toHaveTextContent('print("hi") for x in');
    expect(container.textContent).not.toContain('```');

    rerender(<ThreadItemView item={message('See [the docs](https://exa')} streaming />);
    await markdownRendered(container);
    expect(container.textContent).toContain('the docs');
    expect(container.querySelector('a[href^="streamdown"], a[href=""]')).toBeNull();
  });

  it.each([
    ['stopped', 'Stopped'],
    ['interrupted', 'Interrupted'],
    ['error', 'Incomplete'],
    ['content_filter', 'Incomplete'],
  ])('says under an answer that ended early (%s) how it ended', (reason, label) => {
    const { container } = render(
      <ThreadItemView
        item={{
          ...message('Half an ans'),
          status: 'incomplete',
          incomplete_details: { reason },
        }}
      />,
    );
    const mark = container.querySelector('[data-slot="incomplete-mark"]');
    expect(mark).toHaveTextContent(label);
    expect(mark).toHaveAttribute('data-reason', reason);
    // Said with the answer: the mark describes it.
    expect(screen.getByRole('article')).toHaveAccessibleDescription(label);
    // The answer stays an answer: it can still be copied.
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  });

  it('takes the mark from the labels, for other languages', () => {
    render(
      <RenderProvider labels={{ answerInterrupted: 'Unterbrochen' }}>
        <ThreadItemView
          item={{
            ...message('Halb'),
            status: 'incomplete',
            incomplete_details: { reason: 'interrupted' },
          }}
        />
      </RenderProvider>,
    );
    expect(screen.getByText('Unterbrochen')).toBeInTheDocument();
  });

  it('shows no mark on a complete answer, or while an answer streams', () => {
    const { container, rerender } = render(<ThreadItemView item={message('Done.')} />);
    expect(container.querySelector('[data-slot="incomplete-mark"]')).toBeNull();
    rerender(
      <ThreadItemView
        item={{ ...message('Hal'), status: 'incomplete', incomplete_details: { reason: 'error' } }}
        streaming
      />,
    );
    expect(container.querySelector('[data-slot="incomplete-mark"]')).toBeNull();
  });
});
