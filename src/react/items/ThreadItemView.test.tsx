import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DAMAGED_ID, itemDamage } from '../../../test/fixtures/damage';
import { assistantMessage, everyItem, thread, userMessage } from '../../../test/fixtures/items';
import type { ThreadItem } from '../../wire/items';
import { RenderProvider } from '../context/RenderContext';
import type { UikitRenderers } from '../context/renderers';
import { markdownRendered } from '../../../test/support/markdown';
import { ThreadItemView } from './ThreadItemView';

describe('ThreadItemView', () => {
  it.each(everyItem.map((item) => [item.type, item] as const))(
    'renders a %s without errors',
    (type, item) => {
      const { container } = render(<ThreadItemView item={item} />);
      expect(container.querySelector('[data-slot="thread-item"]')).toHaveAttribute(
        'data-item-type',
        type,
      );
      expect(container.querySelector('[data-slot="item-error"]')).toBeNull();
    },
  );

  it('shows a quiet note for an item type it does not know', () => {
    const unknown: ThreadItem = {
      type: 'unknown',
      original_type: 'uikit.poll',
      raw: {},
      id: 'itm_poll',
      object: 'uikit.thread_item',
      created_at: 1,
      thread_id: thread.id,
    };
    render(<ThreadItemView item={unknown} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This content (uikit.poll) cannot be shown here.',
    );
  });

  it('shows quiet notes for content parts and annotations of unknown types', async () => {
    const item: ThreadItem = {
      ...assistantMessage,
      content: [
        { type: 'unknown', original_type: 'output_audio', raw: {} },
        {
          type: 'output_text',
          text: 'Cited.',
          annotations: [{ type: 'unknown', original_type: 'entity', raw: {} }],
        },
      ],
    };
    const { container } = render(<ThreadItemView item={item} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This content (output_audio) cannot be shown here.',
    );
    await markdownRendered(container);
    expect(
      within(screen.getByRole('region', { name: 'Sources' })).getByText('entity'),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-slot="citation"]')).toHaveTextContent('1');
  });

  it('shows a quiet note for data without the protocol shape', () => {
    const broken = { ...userMessage, content: 'not a list' } as unknown as ThreadItem;
    render(<ThreadItemView item={broken} />);
    expect(screen.getByRole('note')).toHaveTextContent('could not be displayed');
  });

  it('contains a renderer that throws, reports it, and lets the rest of the thread render', () => {
    const onRenderError = vi.fn();
    const renderers: UikitRenderers = {
      items: {
        'uikit.task': () => {
          throw new Error('renderer bug');
        },
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RenderProvider renderers={renderers} onRenderError={onRenderError}>
        {everyItem.map((item) => (
          <ThreadItemView key={item.id} item={item} />
        ))}
      </RenderProvider>,
    );
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(onRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'renderer bug' }),
      { itemId: 'itm_task_1' },
    );
    expect(
      screen.getByText('What should I pack for four days in Lisbon in May?'),
    ).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('lets the host replace an item renderer and fall back to the default', () => {
    const renderers: UikitRenderers = {
      items: {
        'uikit.user_message': ({ item, Default, streaming }) => (
          <div data-testid="custom">
            <span>Custom for {item.id}</span>
            <Default item={item} streaming={streaming} />
          </div>
        ),
      },
    };
    render(
      <RenderProvider renderers={renderers}>
        <ThreadItemView item={userMessage} />
      </RenderProvider>,
    );
    expect(screen.getByTestId('custom')).toHaveTextContent('Custom for itm_user_1');
    expect(
      screen.getByText('What should I pack for four days in Lisbon in May?'),
    ).toBeInTheDocument();
  });

  it('lets the host replace content part and annotation renderers', async () => {
    const renderers: UikitRenderers = {
      content: {
        input_text: ({ part }) => <p data-testid="shout">{part.text.toUpperCase()}</p>,
        output_text: ({ Default, ...props }) => (
          <div data-testid="answer">
            <Default {...props} />
          </div>
        ),
      },
      annotations: {
        url: ({ annotation, number }) => (
          <span data-testid="url-source">{`${String(number)}: ${annotation.source.url}`}</span>
        ),
        file: ({ Default, ...props }) => (
          <em>
            <Default {...props} />
          </em>
        ),
      },
    };
    const { container } = render(
      <RenderProvider renderers={renderers}>
        <ThreadItemView item={userMessage} />
        <ThreadItemView item={assistantMessage} />
      </RenderProvider>,
    );
    expect(screen.getByTestId('shout')).toHaveTextContent('WHAT SHOULD I PACK');
    await markdownRendered(container);
    expect(screen.getByTestId('answer')).toHaveTextContent('Packing list');
    expect(screen.getByTestId('url-source')).toHaveTextContent('1: https://www.visitlisboa.com/en');
    expect(container.querySelector('em [data-slot="source-file"]')).toHaveTextContent(
      'itinerary.pdf',
    );
  });

  it('uses the host labels', () => {
    render(
      <RenderProvider labels={{ toolCall: (name) => `Outil : ${name}`, toolRunning: 'En cours' }}>
        <ThreadItemView item={everyItem[3] as ThreadItem} />
      </RenderProvider>,
    );
    expect(screen.getByRole('region', { name: 'Outil : get_page_info' })).toHaveTextContent(
      'En cours',
    );
  });

  it('shows one "could not display" row with the id for a known item it cannot read', () => {
    const broken = { ...assistantMessage, content: null } as unknown as ThreadItem;
    render(<ThreadItemView item={broken} />);
    const row = screen.getByRole('note');
    expect(row).toHaveTextContent('This message could not be displayed.');
    expect(row).toHaveTextContent(`Reference: ${assistantMessage.id}`);
  });
});

describe('ThreadItemView with damaged items (protocol section 10)', () => {
  it.each(itemDamage.map((damage) => [damage.name, damage] as const))(
    '%s',
    (_, { item, outcome }) => {
      const { container } = render(<ThreadItemView item={item as ThreadItem} />);
      const row = container.querySelector('[data-slot="thread-item"]');
      expect(container.querySelector('[data-slot="item-error"]') !== null).toBe(
        outcome.kind === 'left-out',
      );
      if (outcome.kind === 'invalid') {
        expect(row?.querySelector('[data-slot="invalid-item"]')).toHaveTextContent(DAMAGED_ID);
      } else if (outcome.kind === 'repaired') {
        expect(row?.getAttribute('data-item-type')).not.toBe('invalid');
        expect(container.querySelectorAll('[data-invalid]')).toHaveLength(outcome.fallbacks);
        for (const fallback of container.querySelectorAll('[data-invalid]'))
          expect(fallback).toHaveAttribute('role', 'note');
        if (outcome.text !== undefined) expect(row).toHaveTextContent(outcome.text);
      }
    },
  );
});
