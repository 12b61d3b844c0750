import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThreadItem } from '../../src/wire/items';
import { assistantMessage, generatedImage, thread, userMessage } from '../fixtures/items';
import { renderChat } from '../support/chat';
import { markdownRendered } from '../support/markdown';

// Protocol section 12: a thread's allowed_image_domains bound the images its items show, in the
// chat as a host embeds it. The user's own attachments and the host's avatars are not bound.

const image = (id: string, url: string): ThreadItem => ({
  ...generatedImage,
  id,
  image: { id: `img_${id}`, url },
});
const items: ThreadItem[] = [
  userMessage,
  image('itm_on', 'https://img.example.com/on.png'),
  image('itm_off', 'https://tracker.example/pixel.png'),
  {
    ...assistantMessage,
    id: 'itm_md',
    content: [
      {
        type: 'output_text',
        text: 'Here: ![allowed](https://cdn.img.example.com/a.png) ![elsewhere](https://tracker.example/b.png)',
        annotations: [],
      },
    ],
  },
];

describe('a thread with allowed_image_domains', () => {
  it('loads images from those hosts only, and the user’s attachments and avatars as before', async () => {
    const { container } = renderChat(
      {
        threads: [{ ...thread, allowed_image_domains: ['img.example.com'] }],
        items: { [thread.id]: items },
      },
      {
        initialThread: thread.id,
        avatars: { assistant: { src: 'https://avatars.example.net/bot.png', initials: 'AI' } },
      },
    );
    await screen.findByText('Here:', { exact: false });
    await markdownRendered(container);
    await waitFor(() => {
      const sources = [...container.querySelectorAll('img')].map((img) => img.src);
      expect(sources).toContain('https://img.example.com/on.png');
      expect(sources).toContain('https://cdn.img.example.com/a.png');
      expect(sources).toContain('https://files.example.com/suitcase.png?sig=abc');
      expect(sources).toContain('https://avatars.example.net/bot.png');
      expect(sources.filter((src) => src.includes('tracker.example'))).toEqual([]);
    });
    const off = container.querySelector('[data-item-id="itm_off"] [data-slot="generated-image"]');
    expect(off).toHaveAttribute('data-state', 'blocked');
  });

  it('loads any https image when the thread names no hosts', async () => {
    const { container } = renderChat(
      { threads: [thread], items: { [thread.id]: items } },
      { initialThread: thread.id },
    );
    await waitFor(() => {
      const sources = [...container.querySelectorAll('img')].map((img) => img.src);
      expect(sources).toContain('https://tracker.example/pixel.png');
    });
  });
});
