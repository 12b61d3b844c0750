import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { markdownReady } from '../support';
import { ThemeEditor } from './ThemeEditor';

const meta = {
  title: 'Examples/Theming',
  component: ThemeEditor,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chat's root, as the kit renders it inside the editor. */
function chatRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="root"]');
  if (!root) throw new Error('no chat');
  return root;
}

/**
 * The live theme editor of the Theming guide: a new accent and the dark scheme reach the chat (its
 * custom properties, the send button, the background) and the options printed to copy.
 */
export const ThemeEditorLive: Story = {
  name: 'Theme editor',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rainy day in Lisbon', { exact: false }, { timeout: 10_000 });
    await markdownReady(canvasElement);
    const root = chatRoot(canvasElement);
    const style = () => getComputedStyle(chatRoot(canvasElement));

    // The accent, typed as a host would write it.
    const accent = canvas.getByRole('textbox', { name: 'Accent, light scheme' });
    await userEvent.clear(accent);
    await userEvent.type(accent, '#9d174d');
    await waitFor(() =>
      expect(style().getPropertyValue('--uikit-color-accent').trim()).toBe('#9d174d'),
    );
    // A draft makes the send button the accent's.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    const send = root.querySelector<HTMLElement>('[data-slot="send"]');
    await waitFor(() =>
      expect(send && getComputedStyle(send).backgroundColor).toBe('rgb(157, 23, 77)'),
    );

    // The dark scheme: the root's attribute, background and the dark accent.
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() =>
      expect(chatRoot(canvasElement)).toHaveAttribute('data-color-scheme', 'dark'),
    );
    await waitFor(() => expect(style().backgroundColor).toBe('rgb(21, 23, 28)'));
    const composer = root.querySelector<HTMLElement>('[data-slot="composer-row"]');
    await expect(composer && getComputedStyle(composer).backgroundColor).toBe('rgb(21, 23, 28)');
    await expect(style().getPropertyValue('--uikit-color-accent').trim()).toBe('#7aa7ff');

    const options = canvas.getByRole('region', { name: 'The options this theme amounts to' });
    await expect(options).toHaveTextContent("colorScheme: 'dark'");
    await expect(options).toHaveTextContent("light: '#9d174d'");
    await expect(options).toHaveTextContent("dark: '#7aa7ff'");
  },
};
