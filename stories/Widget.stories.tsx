import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RenderProvider } from '../src/react/context/RenderContext';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import type { WidgetItem } from '../src/wire/items';
import { widgetItem } from '../test/fixtures/items';
import { flightWidget } from '../test/fixtures/states';
import {
  basicWidget,
  everyComponent,
  kitchenSinkCard,
  listViewWidget,
} from '../test/fixtures/widgets';
import { markdownReady, themes } from './support';

interface WidgetStoryArgs {
  tree: unknown;
  /** Raw JSON instead of a tree (for broken payloads). */
  json?: string;
  streaming?: boolean;
  onAction: (action: unknown) => void;
}

/** Renders a widget tree as a `uikit.widget` item; actions are logged and take a moment. */
function WidgetStory({ tree, json, streaming = false, onAction }: WidgetStoryArgs) {
  const item: WidgetItem = { ...widgetItem, widget: json ?? JSON.stringify(tree) };
  return (
    <RenderProvider
      onWidgetAction={(action) => {
        onAction(action);
        return new Promise((resolve) => setTimeout(resolve, 600));
      }}
      widgetComponents={{
        Rating: ({ node }) => (
          <span
            role="img"
            aria-label={`${String(node.props.value)} of 5 stars`}
            data-slot="story-rating"
          >
            {'★'.repeat(Number(node.props.value) || 0)}
          </span>
        ),
      }}
    >
      <ThreadItemView item={item} streaming={streaming} />
    </RenderProvider>
  );
}

const meta = {
  title: 'Widgets',
  component: WidgetStory,
  args: { tree: kitchenSinkCard, onAction: fn() },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const inCard = (...children: unknown[]) => ({ tree: { type: 'Card', children } });

export const KitchenSink: Story = {
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="widget-placeholder"]')).toBeNull();
  },
};
export const LargeRealisticWidget: Story = {
  args: { tree: flightWidget },
  play: async ({ canvasElement, args }) => {
    await markdownReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Passenger'), 'Ana Lopes');
    await userEvent.click(canvas.getByRole('checkbox', { name: /bag/ }));
    const book = canvas.getByRole('button', { name: 'Book flight' });
    await userEvent.click(book);
    await expect(book).toHaveAttribute('data-state', 'loading');
    await expect(args.onAction).toHaveBeenCalledWith({
      type: 'book_flight',
      payload: {
        offer: 'TP1351',
        passenger: 'Ana Lopes',
        date: '2026-05-15',
        seat: 'aisle',
        bag: true,
      },
    });
    await waitFor(() => expect(book).toHaveAttribute('data-state', 'idle'));
  },
};
export const ListView: Story = { args: { tree: listViewWidget } };
/** `limit: 'auto'`: the rows that fit in half of the visible height, then "Show N more". */
export const ListViewAutoLimit: Story = {
  args: {
    tree: {
      type: 'ListView',
      limit: 'auto',
      status: { text: 'Flights to Lisbon', icon: 'lucide:plane-takeoff' },
      children: Array.from({ length: 30 }, (_, index) => ({
        type: 'ListViewItem',
        onClickAction: { type: 'pick', payload: { flight: index } },
        children: [
          { type: 'Icon', name: 'lucide:plane', color: 'blue-600' },
          { type: 'Text', value: `TP ${String(1300 + index)}`, weight: 'medium' },
          { type: 'Caption', value: `${String(6 + (index % 14))}:05`, color: 'secondary' },
        ],
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getAllByRole('listitem').length;
    await expect(shown).toBeGreaterThanOrEqual(3);
    await expect(shown).toBeLessThan(30);
    await userEvent.click(canvas.getByRole('button', { name: `Show ${String(30 - shown)} more` }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(30);
  },
};
export const BasicRoot: Story = { args: { tree: basicWidget } };
export const StreamingText: Story = {
  args: { tree: JSON.parse(widgetItem.widget) as unknown, streaming: true },
};
export const InvalidJson: Story = { args: { json: '{"type": "Card", "children": [' } };
export const UnknownAndInvalidComponents: Story = {
  args: inCard(
    { type: 'Hologram' },
    { type: 'Text' },
    { type: 'Text', value: 'The rest still renders.' },
  ),
};
export const HostComponent: Story = {
  args: inCard({ type: 'Title', value: 'Hotel Alfama' }, { type: 'Rating', value: 4 }),
};
export const Dark: Story = { parameters: themes.dark, args: { tree: flightWidget } };
export const RightToLeft: Story = { parameters: themes.rtl, args: { tree: flightWidget } };
export const Compact: Story = { parameters: themes.compact, args: { tree: flightWidget } };
export const Spacious: Story = { parameters: themes.spacious, args: { tree: flightWidget } };

// One story per component of the vocabulary.
export const Card: Story = {
  args: {
    tree: {
      type: 'Card',
      status: { text: 'Updated', icon: 'check' },
      confirm: { label: 'Save', action: { type: 'save' } },
      cancel: { label: 'Cancel', action: { type: 'cancel' } },
      children: [{ type: 'Text', value: 'A card with a status and actions.' }],
    },
  },
};
export const Box: Story = { args: inCard(everyComponent.Box) };
export const Row: Story = { args: inCard(everyComponent.Row) };
export const Col: Story = { args: inCard(everyComponent.Col) };
export const Form: Story = { args: inCard(everyComponent.Form) };
export const Spacer: Story = {
  args: inCard({
    type: 'Row',
    children: [
      { type: 'Text', value: 'Left' },
      everyComponent.Spacer,
      { type: 'Text', value: 'Right' },
    ],
  }),
};
export const Divider: Story = {
  args: inCard({ type: 'Text', value: 'Above' }, everyComponent.Divider, {
    type: 'Text',
    value: 'Below',
  }),
};
/** `size` as pixels or as ChatKit's CSS string. */
export const DividerSizes: Story = {
  args: inCard(
    { type: 'Caption', value: 'size: 1' },
    { type: 'Divider', size: 1 },
    { type: 'Caption', value: 'size: "3px"' },
    { type: 'Divider', size: '3px' },
    { type: 'Caption', value: 'size: "0.5rem", color: "danger"' },
    { type: 'Divider', size: '0.5rem', color: 'danger' },
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-slot="widget-divider"]')].map(
      (divider) => getComputedStyle(divider).borderBlockStartWidth,
    );
    await expect(widths).toStrictEqual(['1px', '3px', '8px']);
  },
};
/** ChatKit's colour tokens: surfaces, borders, text and primitives, from the kit's theme. */
const colorTokens = {
  type: 'Card',
  children: [
    {
      type: 'Row',
      gap: 2,
      wrap: 'wrap',
      children: [
        'surface', 'surface-secondary', 'surface-tertiary', 'surface-elevated',
        'surface-elevated-secondary',
      ].map((token) => ({
        type: 'Box', padding: 2, radius: 'md', background: token, border: { size: 1, color: 'subtle' },
        children: [{ type: 'Caption', value: token }],
      })),
    },
    {
      type: 'Row',
      gap: 2,
      children: ['default', 'subtle', 'strong'].map((token) => ({
        type: 'Box', padding: 2, border: { size: 2, color: token }, children: [{ type: 'Caption', value: token }],
      })),
    },
    {
      type: 'Row',
      gap: 3,
      children: ['prose', 'secondary', 'success', 'danger', 'blue-900', 'purple-800'].map((token) => ({
        type: 'Text', value: token, color: token,
      })),
    },
    ...['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'].map((family) => ({
      type: 'Row',
      gap: 1,
      children: [
        { type: 'Caption', value: family, size: 'sm' },
        ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].map((step) => ({
          type: 'Box', size: 20, radius: 'sm', background: `${family}-${String(step)}`,
        })),
      ],
    })),
  ],
}; // prettier-ignore
export const ColorTokens: Story = {
  args: { tree: colorTokens },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="widget-placeholder"]')).toBeNull();
    const swatch = canvasElement.querySelectorAll('[data-slot="widget-box"]')[0];
    await expect(getComputedStyle(swatch as Element).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
export const ColorTokensDark: Story = { parameters: themes.dark, args: { tree: colorTokens } };
export const Transition: Story = { args: inCard(everyComponent.Transition) };
export const Title: Story = {
  args: inCard(
    everyComponent.Title,
    { type: 'Title', value: 'Small title', size: 'sm' },
    { type: 'Title', value: 'Huge title', size: '3xl' },
  ),
};
export const Caption: Story = { args: inCard(everyComponent.Caption) };
export const Text: Story = {
  args: inCard(
    everyComponent.Text,
    { type: 'Text', value: 'Clamped to one line. '.repeat(20), truncate: true },
    { type: 'Text', value: 'Editable', editable: { name: 'nickname', placeholder: 'Nickname' } },
  ),
};
/** An editable text that takes the focus as it appears, and one that selects its text on focus. */
export const TextEditableFocus: Story = {
  args: inCard(
    { type: 'Label', value: 'Title', fieldName: 'title' },
    { type: 'Text', value: 'Quarterly review', editable: { name: 'title', autoFocus: true } },
    { type: 'Label', value: 'Owner', fieldName: 'owner' },
    { type: 'Text', value: 'Ada Lovelace', editable: { name: 'owner', autoSelect: true } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Title')).toHaveFocus());
    const owner = canvas.getByLabelText<HTMLInputElement>('Owner');
    await userEvent.click(owner);
    await expect([owner.selectionStart, owner.selectionEnd]).toStrictEqual([0, 12]);
  },
};
export const Markdown: Story = {
  args: inCard(everyComponent.Markdown),
  play: async ({ canvasElement }) => {
    await markdownReady(canvasElement);
  },
};
export const Badge: Story = {
  args: inCard({
    type: 'Row',
    gap: 2,
    wrap: 'wrap',
    children: (['secondary', 'success', 'danger', 'warning', 'info', 'discovery'] as const).flatMap(
      (color) =>
        (['soft', 'solid', 'outline'] as const).map((variant) => ({
          type: 'Badge',
          label: `${color} ${variant}`,
          color,
          variant,
        })),
    ),
  }),
};
export const Icon: Story = {
  args: inCard({
    type: 'Row',
    gap: 2,
    wrap: 'wrap',
    children: [
      'calendar',
      'check-circle',
      'globe',
      'map-pin',
      'star-filled',
      'sparkle',
      'bug',
      'lightbulb',
      'unicorn',
    ].map((name) => ({ type: 'Icon', name, size: 'lg' })),
  }),
};
export const Image: Story = {
  args: inCard(
    {
      type: 'Image',
      src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==',
      alt: 'A single blue pixel, scaled up',
      width: 120,
      height: 80,
      frame: true,
    },
    { type: 'Image', src: 'javascript:alert(1)', alt: 'A blocked image shows its alt text' },
  ),
};
export const Button: Story = {
  args: inCard({ type: 'Row', gap: 2, wrap: 'wrap', children: [
    { type: 'Button', label: 'Primary', onClickAction: { type: 'primary' } },
    { type: 'Button', label: 'Secondary', style: 'secondary', onClickAction: { type: 'secondary' } },
    { type: 'Button', label: 'Soft', variant: 'soft', color: 'discovery' },
    { type: 'Button', label: 'Ghost', variant: 'ghost' },
    { type: 'Button', label: 'Danger', color: 'danger', iconStart: 'bug' },
    { type: 'Button', label: 'Pill', pill: true, iconEnd: 'chevron-right' },
    { type: 'Button', label: 'Disabled', disabled: true },
    { type: 'Button', iconStart: 'plus', uniform: true, onClickAction: { type: 'add' } },
  ] }), // prettier-ignore
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Primary' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onAction).toHaveBeenCalledWith({ type: 'primary', payload: {} });
  },
};
export const Table: Story = { args: inCard(everyComponent.Table) };
export const Input: Story = {
  args: inCard({ type: 'Label', value: 'City', fieldName: 'city' }, everyComponent.Input),
};
export const Textarea: Story = {
  args: inCard(everyComponent.Textarea, {
    type: 'Textarea',
    name: 'auto',
    placeholder: 'Grows as you type',
    autoResize: true,
    maxRows: 6,
  }),
};
export const Select: Story = { args: inCard(everyComponent.Select) };
/** `searchable`: the open list has a search field that narrows the options as the user types. */
export const SelectSearchable: Story = {
  args: inCard(
    { type: 'Label', value: 'Destination', fieldName: 'destination' },
    {
      type: 'Select',
      name: 'destination',
      searchable: true,
      clearable: true,
      placeholder: 'Choose a city',
      onChangeAction: { type: 'destination.changed' },
      options: [
        'Amsterdam', 'Athens', 'Barcelona', 'Berlin', 'Kraków', 'Lisbon', 'London', 'Madrid',
        'München', 'Paris', 'Porto', 'Prague', 'Reykjavík', 'Rome', 'São Paulo', 'Vienna', 'Zürich',
      ].map((city) => ({ value: city.toLowerCase(), label: city, disabled: city === 'London' })),
    },
  ), // prettier-ignore
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Destination Choose a city' }));
    const search = await within(document.body).findByRole('combobox', { name: 'Search options' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'zur');
    await expect(
      within(document.body)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Zürich']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({
      type: 'destination.changed',
      payload: { destination: 'zürich' },
    });
    // Open again for the a11y check of the open list.
    await userEvent.click(canvas.getByRole('button', { name: 'Destination Zürich' }));
    await within(document.body).findByRole('listbox', { name: 'Destination' });
  },
};
export const SelectSearchableDark: Story = { ...SelectSearchable, parameters: themes.dark };
export const DatePicker: Story = {
  args: inCard(
    { type: 'Label', value: 'Travel date', fieldName: 'date' },
    everyComponent.DatePicker,
  ),
};
export const Checkbox: Story = { args: inCard(everyComponent.Checkbox) };
export const RadioGroup: Story = { args: inCard(everyComponent.RadioGroup) };
export const Label: Story = { args: inCard(everyComponent.Label, everyComponent.Input) };
export const ListViewItem: Story = {
  args: {
    tree: {
      type: 'ListView',
      children: [
        {
          type: 'ListViewItem',
          onClickAction: { type: 'open' },
          children: [
            { type: 'Icon', name: 'document' },
            { type: 'Text', value: 'A clickable row' },
          ],
        },
      ],
    },
  },
};
export const TableRowAndCell: Story = {
  args: inCard({
    type: 'Table',
    children: [
      {
        type: 'Table.Row',
        children: [
          {
            type: 'Table.Cell',
            colSpan: 2,
            children: [{ type: 'Text', value: 'A cell spanning two columns' }],
          },
        ],
      },
      {
        type: 'Table.Row',
        children: [
          { type: 'Table.Cell', children: [{ type: 'Text', value: 'A' }] },
          { type: 'Table.Cell', children: [{ type: 'Text', value: 'B' }] },
        ],
      },
    ],
  }),
};

// Every prop drawn (issue 15): the states the dropped props add.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const CardBorderAndStatus: Story = {
  args: {
    tree: {
      type: 'Basic',
      gap: 3,
      children: [
        {
          type: 'Card',
          border: { size: 2, color: '#2f7de1', style: 'dashed' },
          status: { text: 'From example.com', favicon: PNG, frame: true },
          children: [{ type: 'Text', value: 'A dashed blue border and a framed favicon.' }],
        },
        {
          type: 'Card',
          border: { top: 3, bottom: 0, x: 1 },
          status: { text: 'Saved', icon: 'check-circle' },
          children: [{ type: 'Text', value: 'Per-side borders and an icon status.' }],
        },
      ],
    },
  },
};

export const ControlSizes: Story = {
  args: inCard(
    ...(['3xs', 'sm', 'md', 'xl', '3xl'] as const).map((size) => ({
      type: 'Row',
      gap: 2,
      children: [
        { type: 'Label', value: `Size ${size}`, fieldName: `name_${size}`, size: 'sm' },
        { type: 'Input', name: `name_${size}`, placeholder: size, size },
        {
          type: 'Select',
          name: `pick_${size}`,
          size,
          placeholder: 'Pick',
          options: [{ value: 'a', label: 'Apple' }],
        },
      ],
    })),
  ),
};

export const GutterSizes: Story = {
  args: inCard(
    ...(['2xs', 'md', 'xl'] as const).map((gutterSize) => ({
      type: 'Input',
      name: `gutter_${gutterSize}`,
      placeholder: `Gutter ${gutterSize}`,
      gutterSize,
    })),
    { type: 'Textarea', name: 'notes', placeholder: 'Gutter xl', gutterSize: 'xl' },
  ),
};

export const LabelSizes: Story = {
  args: inCard(
    ...(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => ({
      type: 'Label',
      value: `Label ${size}`,
      fieldName: `label_${size}`,
      size,
    })),
  ),
};

export const DatePickerPlaceholderAndClear: Story = {
  args: inCard(
    { type: 'DatePicker', name: 'empty', placeholder: 'Pick a day', clearable: true },
    {
      type: 'DatePicker',
      name: 'filled',
      defaultValue: '2026-05-04',
      clearable: true,
      side: 'top',
      align: 'end',
      variant: 'soft',
      pill: true,
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(canvas.queryByRole('button', { name: 'Clear date' })).toBeNull();
  },
};

/** A date field with its calendar opened on `side`, lined up by `align`, with room around it. */
const openDatePicker = (side: string, align: string): Story => ({
  args: inCard({
    type: 'DatePicker',
    name: 'travel',
    placeholder: 'Travel date',
    defaultValue: '2026-05-14',
    side,
    align,
  }),
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '340px', paddingInline: '300px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Travel date/ }));
    const calendar = await canvas.findByRole('dialog', { name: 'Calendar' }, { timeout: 5000 });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
  },
});

export const DatePickerOpenBottom = openDatePicker('bottom', 'start');
export const DatePickerOpenTop = openDatePicker('top', 'end');
export const DatePickerOpenLeft = openDatePicker('left', 'center');
export const DatePickerOpenRight = openDatePicker('right', 'start');

export const DatePickerDisabledAndFilled: Story = {
  args: inCard(
    { type: 'DatePicker', name: 'closed', placeholder: 'No date yet' },
    { type: 'DatePicker', name: 'filled', defaultValue: '2026-05-04', variant: 'solid' },
    { type: 'DatePicker', name: 'locked', defaultValue: '2026-05-04', disabled: true },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^locked/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^filled/ })).toHaveTextContent('May 4, 2026');
  },
};

export const FlushDividerAndImage: Story = {
  args: inCard(
    { type: 'Title', value: 'Edge to edge' },
    { type: 'Divider', flush: true },
    { type: 'Image', src: PNG, alt: 'A flush image', height: 80, flush: true },
    { type: 'Text', value: 'The divider and the image reach the card’s edges.' },
  ),
};

export const ButtonIconSizes: Story = {
  args: inCard({
    type: 'Row',
    gap: 2,
    children: (['sm', 'md', 'lg', 'xl', '2xl'] as const).map((iconSize) => ({
      type: 'Button',
      label: iconSize,
      iconStart: 'star',
      iconSize,
      variant: 'outline',
    })),
  }),
};

export const TableColumnSizes: Story = {
  args: inCard({
    type: 'Table',
    children: [
      {
        type: 'Table.Row',
        header: true,
        children: (['xs', 'md', 'xl'] as const).map((colSize) => ({
          type: 'Table.Cell',
          colSize,
          children: [{ type: 'Text', value: `colSize ${colSize}` }],
        })),
      },
    ],
  }),
};

export const NestedFieldNames: Story = {
  args: inCard({
    type: 'Form',
    onSubmitAction: { type: 'save' },
    children: [
      { type: 'Input', name: 'todo.title', defaultValue: 'Buy milk' },
      { type: 'Checkbox', name: 'todo.done', label: 'Done' },
      { type: 'Button', label: 'Save', submit: true },
    ],
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      await expect(args.onAction).toHaveBeenCalledWith({
        type: 'save',
        payload: { todo: { title: 'Buy milk', done: false } },
      });
    });
  },
};

export const ContainerLoading: Story = {
  args: inCard(
    { type: 'Text', value: 'The whole card shows the action’s loading state.' },
    {
      type: 'Button',
      label: 'Refresh',
      onClickAction: { type: 'refresh', loadingBehavior: 'container' },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(async () => {
      await expect(canvasElement.querySelector('[data-slot="widget"]')).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
  },
};

/** ChatKit's `lucide:` names: any lucide icon, loaded with its group the first time it shows. */
export const LucideIcons: Story = {
  args: inCard(
    {
      type: 'Row',
      gap: 2,
      wrap: 'wrap',
      children: [
        'lucide:alarm-clock',
        'lucide:plane-takeoff',
        'lucide:history',
        'lucide:chef-hat',
        'lucide:no-such-icon',
      ].map((name) => ({ type: 'Icon', name, size: 'lg' })),
    },
    {
      type: 'Row',
      gap: 2,
      children: [
        { type: 'Button', label: 'Snooze', iconStart: 'lucide:alarm-clock' },
        {
          type: 'Button',
          iconStart: 'lucide:rocket',
          uniform: true,
          onClickAction: { type: 'go' },
        },
      ],
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'rocket' })).toBeVisible();
    const drawn = (name: string) =>
      canvasElement.querySelector(`[data-icon="${name}"]`)?.querySelector('path, circle, rect');
    await waitFor(() => expect(drawn('lucide:alarm-clock')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(drawn('lucide:history')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(drawn('lucide:rocket')).not.toBeNull(), { timeout: 5000 });
    // A name lucide lacks keeps its place, empty.
    await expect(drawn('lucide:no-such-icon')).toBeNull();
  },
};

export const UnknownIconName: Story = {
  args: inCard({
    type: 'Row',
    gap: 2,
    children: [
      { type: 'Icon', name: 'star' },
      { type: 'Icon', name: 'no-such-icon' },
      { type: 'Text', value: 'An unknown icon name keeps its place, empty.' },
    ],
  }),
};
