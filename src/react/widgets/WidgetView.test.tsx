import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { thread, widgetItem } from '../../../test/fixtures/items';
import { everyComponent, kitchenSinkCard, listViewWidget } from '../../../test/fixtures/widgets';
import { applyStreamEvent } from '../../state/applyStreamEvent';
import { mergeItemsPage } from '../../state/mergeItemsPage';
import { createThreadState, selectItem } from '../../state/threadState';
import type { WidgetAction } from '../../wire/conversation';
import type { WidgetItem } from '../../wire/items';
import { WIDGET_ICONS } from '../../wire/widgets';
import {
  RenderProvider,
  type RenderProviderProps,
  type WidgetActionHandler,
} from '../context/RenderContext';
import type { UikitRenderers } from '../context/renderers';
import { ThreadItemView } from '../items/ThreadItemView';
import { WidgetIconGlyph } from './icons';

const widget = (tree: unknown, id = 'itm_w'): WidgetItem => ({
  ...widgetItem,
  id,
  widget: JSON.stringify(tree),
});

interface WidgetTestOptions {
  onAction?: WidgetActionHandler;
  renderers?: UikitRenderers;
  widgetComponents?: RenderProviderProps['widgetComponents'];
}

function renderWidget(
  tree: unknown,
  { onAction, renderers, widgetComponents }: WidgetTestOptions = {},
) {
  return render(
    <RenderProvider
      {...(onAction ? { onWidgetAction: onAction } : {})}
      {...(renderers ? { renderers } : {})}
      {...(widgetComponents ? { widgetComponents } : {})}
    >
      <ThreadItemView item={widget(tree)} />
    </RenderProvider>,
  );
}

/** A promise the test settles when it wants. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('widget components', () => {
  it('renders the whole vocabulary', () => {
    const { container } = renderWidget(kitchenSinkCard);
    const slots = [...container.querySelectorAll('[data-slot^="widget-"]')].map((element) =>
      element.getAttribute('data-slot'),
    );
    for (const slot of [
      'widget-card', 'widget-box', 'widget-row', 'widget-col', 'widget-form', 'widget-spacer', 'widget-divider',
      'widget-transition', 'widget-title', 'widget-caption', 'widget-text', 'widget-markdown', 'widget-badge',
      'widget-icon', 'widget-image', 'widget-button', 'widget-table', 'widget-table-row', 'widget-table-cell',
      'widget-input', 'widget-textarea', 'widget-select', 'widget-date-picker', 'widget-checkbox', 'widget-radio-group',
      'widget-label', 'widget-status', 'widget-card-actions',
    ]) expect(slots, slot).toContain(slot); // prettier-ignore
    expect(container.querySelector('[data-slot="widget-placeholder"]')).toBeNull();
  });

  it('renders text, badges, images and tables with their main props', () => {
    renderWidget({
      type: 'Card',
      children: [
        everyComponent.Title,
        everyComponent.Badge,
        everyComponent.Image,
        everyComponent.Table,
      ],
    });
    expect(screen.getByText('Your order')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByText('New')).toHaveAttribute('data-color', 'success');
    expect(screen.getByRole('img', { name: 'A cat' })).toHaveAttribute(
      'src',
      'https://images.example.com/cat.png',
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Price']);
    expect(within(table).getByRole('cell', { name: '€2' })).toHaveStyle({ textAlign: 'end' });
  });

  it('links labels to their fields and names unlabelled fields', () => {
    renderWidget({
      type: 'Card',
      children: [everyComponent.Label, everyComponent.Input, everyComponent.Textarea],
    });
    expect(screen.getByLabelText('City')).toHaveAttribute('name', 'city');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('name', 'notes');
  });

  it('draws every icon name of the vocabulary, and nothing for others', () => {
    for (const name of WIDGET_ICONS) {
      const { container, unmount } = render(<WidgetIconGlyph name={name} />);
      expect(container.querySelector('svg')?.childElementCount, name).toBeGreaterThan(0);
      unmount();
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<WidgetIconGlyph name="unicorn" label="Unicorn" />);
    expect(screen.getByRole('img', { name: 'Unicorn' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.childElementCount).toBe(0);
    warn.mockRestore();
  });

  it('draws a divider as thick as its size, a number of pixels or ChatKit’s CSS string', () => {
    const { container } = renderWidget({
      type: 'Card',
      children: [
        { type: 'Divider', size: 3 },
        { type: 'Divider', size: '2px' },
        { type: 'Divider', size: '0.25rem' },
        { type: 'Divider', size: '4' },
        { type: 'Divider', size: 500 },
        { type: 'Divider', size: 'thick; background: url(x)' },
        { type: 'Divider', size: '-2px' },
        { type: 'Divider', size: { px: 2 } },
      ],
    });
    const widths = [...container.querySelectorAll<HTMLElement>('[data-slot="widget-divider"]')].map(
      (divider) => divider.style.borderBlockStartWidth,
    );
    // A string is drawn as `min(<its length>, 64px)` (which jsdom writes `calc(2px)` when it can).
    expect(widths).toStrictEqual([
      '3px',
      expect.stringMatching(/^(min\(2px, 64px\)|calc\(2px\))$/),
      expect.stringMatching(/^min\(0\.25rem, 64px\)$/),
      expect.stringMatching(/^(min\(4px, 64px\)|calc\(4px\))$/),
      '64px',
      // A size it cannot read costs that size only: the divider keeps its default line.
      '',
      '',
      '',
    ]);
    expect(container.querySelector('[data-slot="widget-placeholder"]')).toBeNull();
  });

  it('focuses an editable text with autoFocus and selects its text on focus with autoSelect', async () => {
    const user = userEvent.setup();
    renderWidget({
      type: 'Card',
      children: [
        { type: 'Text', value: 'Ada', editable: { name: 'first', autoFocus: true } },
        { type: 'Text', value: 'Lovelace', editable: { name: 'last', autoSelect: true } },
        { type: 'Text', value: 'Plain', editable: { name: 'plain' } },
      ],
    });
    const first = screen.getByRole<HTMLInputElement>('textbox', { name: 'first' });
    const last = screen.getByRole<HTMLInputElement>('textbox', { name: 'last' });
    const plain = screen.getByRole<HTMLInputElement>('textbox', { name: 'plain' });
    expect(first).toHaveFocus();
    await user.click(last);
    expect([last.selectionStart, last.selectionEnd]).toStrictEqual([0, 'Lovelace'.length]);
    await user.click(plain);
    expect(plain.selectionEnd).toBe(plain.selectionStart);
    // As an Input: no autofill unless the widget allows it or names what to fill.
    expect(first).toHaveAttribute('autocomplete', 'off');
  });

  it('shows a list view up to its limit, then the rest on request', async () => {
    const user = userEvent.setup();
    renderWidget(listViewWidget);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('widget actions', () => {
  it('collects form values by name into the action payload', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(JSON.parse(widgetItem.widget), { onAction });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.selectOptions(screen.getByRole('combobox', { name: 'time' }), '21');
    await user.click(screen.getByRole('checkbox', { name: 'Terrace' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    const [action, context] = onAction.mock.calls[0] ?? [];
    expect(action).toEqual<WidgetAction>({
      type: 'book',
      payload: { restaurant: 'r1', guest: 'Ana', time: '21', date: '', terrace: true },
    });
    expect(context).toMatchObject({
      itemId: 'itm_w',
      node: { type: 'Button', label: 'Book' },
    });
  });

  it('sends a date field’s date as YYYY-MM-DD, its button showing it and opening a calendar', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(
      {
        type: 'Card',
        children: [
          {
            type: 'Form',
            onSubmitAction: { type: 'save' },
            children: [
              { type: 'Label', value: 'Arrival', fieldName: 'arrival' },
              { type: 'DatePicker', name: 'arrival', defaultValue: '2025-05-01T09:30:00Z' },
              { type: 'Button', label: 'Save', submit: true },
            ],
          },
        ],
      },
      { onAction },
    );
    const field = screen.getByRole('button', { name: /^Arrival/ });
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveTextContent('2025');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAction.mock.calls[0]?.[0]).toEqual({
      type: 'save',
      payload: { arrival: '2025-05-01' },
    });
  });

  it('nests dotted field names into objects in the payload, as ChatKit does', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(
      {
        type: 'Card',
        children: [
          {
            type: 'Form',
            onSubmitAction: { type: 'save', payload: { list: 'home' } },
            children: [
              { type: 'Input', name: 'todo.title', defaultValue: 'Buy milk' },
              { type: 'Checkbox', name: 'todo.done', label: 'Done' },
              { type: 'Button', label: 'Save', submit: true },
            ],
          },
        ],
      },
      { onAction },
    );
    await user.click(screen.getByRole('checkbox', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onAction.mock.calls[0]?.[0]).toEqual({
      type: 'save',
      payload: { list: 'home', todo: { title: 'Buy milk', done: true } },
    });
  });

  it('checks required fields before a submit fires', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(JSON.parse(widgetItem.widget), { onAction });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInvalid();
  });

  it('fires a plain button with its own payload, form values merged, without validation', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(JSON.parse(widgetItem.widget), { onAction });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAction.mock.calls[0]?.[0]).toMatchObject({
      type: 'cancel',
      handler: 'client',
      payload: { guest: '', terrace: false },
    });
  });

  it('shows a loading state on the firing control until the handler settles', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onAction = vi.fn<WidgetActionHandler>(() => pending.promise);
    renderWidget(
      {
        type: 'Card',
        children: [
          { type: 'Button', label: 'Go', onClickAction: { type: 'go' } },
          { type: 'Button', label: 'Other' },
        ],
      },
      { onAction },
    );
    const button = screen.getByRole('button', { name: 'Go' });
    await user.click(button);
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Other' })).toHaveAttribute('data-state', 'idle');
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toBeEnabled();
  });

  it('keeps each control’s loading state its own while several actions are in flight', async () => {
    const user = userEvent.setup();
    const first = deferred();
    const second = deferred();
    const onAction = vi.fn<WidgetActionHandler>((action) =>
      action.type === 'a' ? first.promise : second.promise,
    );
    renderWidget(
      {
        type: 'Card',
        children: [
          { type: 'Button', label: 'A', onClickAction: { type: 'a' } },
          { type: 'Button', label: 'B', onClickAction: { type: 'b' } },
        ],
      },
      { onAction },
    );
    const a = screen.getByRole('button', { name: 'A' });
    const b = screen.getByRole('button', { name: 'B' });
    await user.click(a);
    expect(a).toHaveAttribute('aria-busy', 'true');
    expect(b).toBeEnabled();
    expect(b).not.toHaveAttribute('aria-busy');
    await user.click(b);
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(b).toHaveAttribute('aria-busy', 'true');
    // B's answer ends first: B is usable again while A still waits.
    await act(async () => {
      second.resolve();
      await second.promise;
    });
    expect(b).not.toHaveAttribute('aria-busy');
    expect(b).toBeEnabled();
    expect(a).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      first.resolve();
      await first.promise;
    });
    expect(a).not.toHaveAttribute('aria-busy');
  });

  it('follows an action’s loadingBehavior: the whole widget, or nothing', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onAction = vi.fn<WidgetActionHandler>(() => pending.promise);
    const { container } = renderWidget(
      {
        type: 'Card',
        children: [
          {
            type: 'Button',
            label: 'Whole',
            onClickAction: { type: 'w', loadingBehavior: 'container' },
          },
          { type: 'Button', label: 'Quiet', onClickAction: { type: 'q', loadingBehavior: 'none' } },
        ],
      },
      { onAction },
    );
    const widget = container.querySelector('[data-slot="widget"]');
    const whole = screen.getByRole('button', { name: 'Whole' });
    await user.click(whole);
    expect(widget).toHaveAttribute('aria-busy', 'true');
    expect(widget).toHaveAttribute('data-state', 'loading');
    expect(whole).not.toHaveAttribute('aria-busy');
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(widget).not.toHaveAttribute('aria-busy');
    const quiet = screen.getByRole('button', { name: 'Quiet' });
    await user.click(quiet);
    expect(quiet).not.toHaveAttribute('aria-busy');
    expect(widget).not.toHaveAttribute('aria-busy');
    expect(onAction.mock.calls[1]?.[0]).toMatchObject({ type: 'q', loadingBehavior: 'none' });
  });

  it('reports a failing handler and gives the control back', async () => {
    const user = userEvent.setup();
    const onRenderError = vi.fn();
    render(
      <RenderProvider
        onWidgetAction={() => Promise.reject(new Error('offline'))}
        onRenderError={onRenderError}
      >
        <ThreadItemView
          item={widget({
            type: 'Card',
            children: [{ type: 'Button', label: 'Go', onClickAction: { type: 'go' } }],
          })}
        />
      </RenderProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('button', { name: 'Go' })).toBeEnabled();
    expect(onRenderError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }), {
      itemId: 'itm_w',
    });
  });

  it('fires change actions with the new value', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(
      {
        type: 'Card',
        children: [
          everyComponent.Select,
          { ...everyComponent.Checkbox, onChangeAction: { type: 'agree' } },
          {
            ...everyComponent.RadioGroup,
            defaultValue: undefined,
            onChangeAction: { type: 'plan' },
          },
        ],
      },
      { onAction },
    );
    await user.selectOptions(screen.getByRole('combobox'), 'l');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('radio', { name: 'Free' }));
    expect(onAction.mock.calls.map(([action]) => action)).toEqual([
      { type: 'size_changed', payload: { size: 'l' } },
      { type: 'agree', payload: { agree: false } },
      { type: 'plan', payload: { plan: 'free' } },
    ]);
  });

  it('fires a list item action and a card confirm', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(listViewWidget, { onAction });
    await user.click(screen.getByRole('button', { name: /Belém/ }));
    expect(onAction.mock.calls[0]?.[0]).toEqual({ type: 'open_place', payload: { index: 1 } });
  });

  it('submits a form with Enter through its submit action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn<WidgetActionHandler>();
    renderWidget(
      {
        type: 'Card',
        children: [
          {
            type: 'Form',
            onSubmitAction: { type: 'search' },
            children: [{ type: 'Input', name: 'q', placeholder: 'Search' }],
          },
        ],
      },
      { onAction },
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'trams{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toEqual({ type: 'search', payload: { q: 'trams' } });
  });
});

describe('widget extension and fallbacks', () => {
  it('renders a host component registered by name with its raw props', () => {
    renderWidget(
      {
        type: 'Card',
        children: [
          { type: 'Sparkline', series: [3, 1, 2], children: [{ type: 'Caption', value: 'Sales' }] },
        ],
      },
      {
        widgetComponents: {
          Sparkline: ({ node, children }) => (
            <figure data-testid="chart" data-series={String(node.props.series)}>
              {children}
            </figure>
          ),
        },
      },
    );
    expect(screen.getByTestId('chart')).toHaveAttribute('data-series', '3,1,2');
    expect(screen.getByTestId('chart')).toHaveTextContent('Sales');
  });

  it('lets the host override a built-in component and keep the default', () => {
    renderWidget(
      { type: 'Card', children: [{ type: 'Badge', label: 'Hot' }] },
      {
        renderers: {
          widgets: {
            Badge: ({ node, Default }) => (
              <strong data-testid="badge">
                {node.label}!<Default node={node} />
              </strong>
            ),
          },
        },
      },
    );
    expect(screen.getByTestId('badge')).toHaveTextContent('Hot!Hot');
  });

  it('shows visible, harmless placeholders for unknown and invalid components', () => {
    renderWidget({
      type: 'Card',
      children: [{ type: 'Hologram' }, { type: 'Text' }, { type: 'Text', value: 'fine' }],
    });
    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.textContent)).toEqual([
      'Unsupported component: Hologram',
      'Invalid Text component',
    ]);
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('shows a fallback for invalid JSON', () => {
    render(<ThreadItemView item={{ ...widgetItem, widget: '{"type": "Card", ' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('This widget could not be displayed.');
  });

  it('applies streamed text deltas by component id', () => {
    let state = mergeItemsPage(createThreadState(thread), [widgetItem], 'replace');
    const { rerender } = render(
      <ThreadItemView item={selectItem(state, widgetItem.id) as WidgetItem} streaming />,
    );
    for (const delta of [': ', '2 tables', ' left']) {
      state = applyStreamEvent(state, {
        type: 'thread.item.updated',
        item_id: widgetItem.id,
        update: {
          type: 'widget.streaming_text.value_delta',
          component_id: 'txt_stream',
          delta,
          done: delta === ' left',
        },
      });
      rerender(<ThreadItemView item={selectItem(state, widgetItem.id) as WidgetItem} streaming />);
    }
    const text = screen.getByText('Finding tables: 2 tables left');
    expect(text).not.toHaveAttribute('data-state', 'streaming');
  });

  it('fades in a new child of a Transition', () => {
    const { container, rerender } = render(
      <ThreadItemView
        item={widget({
          type: 'Card',
          children: [{ type: 'Transition', children: { type: 'Text', id: 'a', value: 'Loading' } }],
        })}
      />,
    );
    const first = container.querySelector('[data-slot="widget-transition"]');
    rerender(
      <ThreadItemView
        item={widget({
          type: 'Card',
          children: [{ type: 'Transition', children: { type: 'Text', id: 'b', value: 'Booked' } }],
        })}
      />,
    );
    const second = container.querySelector('[data-slot="widget-transition"]');
    expect(second).toHaveTextContent('Booked');
    expect(second).not.toBe(first);
  });
});
