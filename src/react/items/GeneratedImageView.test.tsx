import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_FINAL, IMAGE_PREVIEW } from '../../../test/fixtures/images';
import { generatedImage } from '../../../test/fixtures/items';
import type { UrlPolicyOptions } from '../../security/urlPolicy';
import type { GeneratedImageItem } from '../../wire/generatedImage';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from './ThreadItemView';

const placeholder: GeneratedImageItem = { ...generatedImage, image: null };
const withUrl = (url: string, progress?: number): GeneratedImageItem => ({
  ...generatedImage,
  image: { id: 'img_lisbon', url },
  ...(progress === undefined ? {} : { progress }),
});
const show = (item: GeneratedImageItem, streaming = false, urlPolicy: UrlPolicyOptions = {}) =>
  render(
    <RenderProvider urlPolicy={urlPolicy}>
      <ThreadItemView item={item} streaming={streaming} />
    </RenderProvider>,
  );
const figure = (container: HTMLElement) => container.querySelector('[data-slot="generated-image"]');

describe('GeneratedImageView', () => {
  it('shows a placeholder of the image’s size while nothing has come, and an indeterminate bar', () => {
    const { container } = show(placeholder, true);
    expect(figure(container)).toHaveAttribute('data-state', 'placeholder');
    expect(figure(container)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Creating image…')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Creating image…' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('shows a partial preview with its progress, accessibly, and sharpens it as it comes', () => {
    const { container, rerender } = show(withUrl(IMAGE_PREVIEW, 0.4), true);
    expect(figure(container)).toHaveAttribute('data-state', 'partial');
    expect(screen.getByRole('img', { name: 'Generated image' })).toHaveAttribute(
      'src',
      IMAGE_PREVIEW,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    const frame = container.querySelector<HTMLElement>('[data-slot="generated-image-frame"]');
    expect(frame?.style.getPropertyValue('--uikit-image-progress')).toBe('0.4');
    rerender(
      <RenderProvider>
        <ThreadItemView item={withUrl(IMAGE_PREVIEW, 0.8)} streaming />
      </RenderProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  });

  it('shows the final image with its alt text and no progress', () => {
    const { container } = show(withUrl(IMAGE_FINAL, 0.9));
    expect(figure(container)).toHaveAttribute('data-state', 'final');
    expect(figure(container)).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('img', { name: 'Generated image' })).toHaveAttribute(
      'src',
      IMAGE_FINAL,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes the image’s shape once the first preview has loaded, and keeps it to the final image', () => {
    const { container, rerender } = show(withUrl(IMAGE_PREVIEW, 0.3), true);
    const frame = () =>
      container.querySelector<HTMLElement>('[data-slot="generated-image-frame"]') as HTMLElement;
    expect(frame().style.aspectRatio).toBe('');
    const preview = screen.getByRole('img', { name: 'Generated image' });
    Object.defineProperties(preview, {
      naturalWidth: { value: 384 },
      naturalHeight: { value: 256 },
    });
    fireEvent.load(preview);
    expect(frame().style.aspectRatio).toBe('384 / 256');
    rerender(
      <RenderProvider>
        <ThreadItemView item={withUrl(IMAGE_FINAL)} streaming={false} />
      </RenderProvider>,
    );
    expect(frame().style.aspectRatio).toBe('384 / 256');
  });

  it('never loads a source the URL policy refuses: a note takes its place', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'http://img.example.com/a.png',
      ' JaVaScRiPt:alert(1)',
    ]) {
      const { container, unmount } = show(withUrl(url));
      expect(figure(container), url).toHaveAttribute('data-state', 'blocked');
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('note')).toHaveTextContent('This image cannot be shown.');
      unmount();
    }
  });

  it('refuses an image from a host the thread does not allow, and shows one it allows', () => {
    const policy = { allowedImageHosts: ['img.example.com'] };
    const off = show(withUrl('https://evil.example/a.png'), false, policy);
    expect(figure(off.container)).toHaveAttribute('data-state', 'blocked');
    expect(off.container.querySelector('img')).toBeNull();
    off.unmount();
    const on = show(withUrl('https://img.example.com/a.png'), false, policy);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://img.example.com/a.png');
    on.unmount();
  });

  it('shows a note when the image fails to load, and tries the next preview', () => {
    const { container, rerender } = show(withUrl('https://img.example.com/1.png', 0.2), true);
    fireEvent.error(screen.getByRole('img'));
    expect(figure(container)).toHaveAttribute('data-state', 'failed');
    rerender(
      <RenderProvider>
        <ThreadItemView item={withUrl('https://img.example.com/2.png', 0.6)} streaming />
      </RenderProvider>,
    );
    expect(figure(container)).toHaveAttribute('data-state', 'partial');
  });

  it('says the image cannot be shown when the item ended without one', () => {
    const { container } = show(placeholder);
    expect(figure(container)).toHaveAttribute('data-state', 'failed');
    expect(screen.getByRole('note')).toHaveTextContent('This image cannot be shown.');
  });
});
