import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlaygroundApp } from '../server-example/web/PlaygroundApp';
import '../server-example/web/playground.css';
import { themes } from './support';

// The widget playground (the demo server's `/playground`) as a Storybook page: edit a widget's
// JSON, see it drawn in light and dark, read its problems by node path, fire its actions.

const meta = {
  title: 'Widget playground',
  component: PlaygroundApp,
  args: { initialExample: 'flight' },
} satisfies Meta<typeof PlaygroundApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const problemCount = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .find((element) => element.textContent.includes('problem'));

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvasElement.querySelector('[data-editor="codemirror"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Example' }), 'todo');
    const light = within(canvas.getByRole('region', { name: 'Light preview' }));
    await userEvent.type(light.getByRole('textbox', { name: 'Title' }), 'Buy oat milk');
    await userEvent.click(light.getByRole('button', { name: 'Add to-do' }));
    const log = await canvas.findByRole('log', { name: 'Actions fired' });
    await expect(log).toHaveTextContent('todo.create');
    await expect(log).toHaveTextContent('Buy oat milk');
  },
};

/** The textarea the page shows until the code editor arrives (and keeps if it never does). */
export const PlainTextarea: Story = {
  args: { codeEditor: false, initialExample: 'confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Widget JSON' });
    await userEvent.clear(textarea);
    await userEvent.paste('{"type": "Card", "children": [{"type": "Badge", "label": 7}]}');
    await waitFor(() => expect(problemCount(canvasElement)).toHaveTextContent('1 problem'));
    await expect(canvas.getByRole('list', { name: 'Problems' })).toHaveTextContent(
      'children[0].label: expected a string',
    );
  },
};

export const Problems: Story = {
  args: {
    initialJson: JSON.stringify(
      {
        type: 'Card',
        size: 'huge',
        children: [
          { type: 'Title', value: 'Tolerant rendering: what is valid still draws' },
          { type: 'Badge', label: 42 },
          { type: 'Sparkline', points: [1, 2, 3] },
          { type: 'Input', name: '' },
        ],
      },
      null,
      2,
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(problemCount(canvasElement)).toHaveTextContent('4 problems'));
  },
};

export const NotJson: Story = { args: { initialJson: '{"type": "Card", "children": [' } };
export const Dark: Story = { parameters: themes.dark };
export const RightToLeft: Story = { parameters: themes.rtl, args: { initialExample: 'invoice' } };
