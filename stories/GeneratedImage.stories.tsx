import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RenderProvider } from '../src/react/context/RenderContext';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { IMAGE_FINAL, IMAGE_PREVIEW, IMAGE_ROUGH } from '../test/fixtures/images';
import { generatedImage } from '../test/fixtures/items';
import { themes } from './support';

// Protocol section 12: an image the workflow generates, from the placeholder to the final image.

const withImage = (url: string, progress?: number) => ({
  ...generatedImage,
  image: { id: 'img_lisbon', url },
  ...(progress === undefined ? {} : { progress }),
});

const meta = {
  title: 'Items/Generated image',
  component: ThreadItemView,
  args: { item: generatedImage, streaming: false },
} satisfies Meta<typeof ThreadItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  args: { item: { ...generatedImage, image: null }, streaming: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Creating image…' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
export const FirstPreview: Story = {
  args: { item: withImage(IMAGE_ROUGH, 0.25), streaming: true },
};
export const Partial: Story = {
  args: { item: withImage(IMAGE_PREVIEW, 0.7), streaming: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
    await expect(canvas.getByRole('img', { name: 'Generated image' })).toBeVisible();
  },
};
export const Final: Story = {
  args: { item: withImage(IMAGE_FINAL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Generated image' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
export const Blocked: Story = {
  args: { item: withImage('javascript:alert(1)') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('This image cannot be shown.');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
/** The thread allows images from img.example.com only: one from elsewhere is not loaded. */
export const BlockedByThreadHosts: Story = {
  args: { item: withImage('https://tracker.example/pixel.png') },
  render: (args) => (
    <RenderProvider urlPolicy={{ allowedImageHosts: ['img.example.com'] }}>
      <ThreadItemView {...args} />
    </RenderProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
export const EndedWithoutImage: Story = { args: { item: { ...generatedImage, image: null } } };
export const Dark: Story = {
  args: { item: withImage(IMAGE_PREVIEW, 0.5), streaming: true },
  parameters: themes.dark,
};
export const RightToLeft: Story = {
  args: { item: withImage(IMAGE_PREVIEW, 0.5), streaming: true },
  parameters: themes.rtl,
};
