import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/styles/index.css';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { themeStyle } from '../../src/react/chat/theme';
import { renderChat } from '../support/chat';

afterEach(() => {
  cleanup();
});

const faces = (family: string) => [...document.fonts].filter((face) => face.family === family);

describe('theme.typography.fontSources', () => {
  it('loads the font once and renders the chat in it, leaving the page font alone', async () => {
    const hostFont = getComputedStyle(document.body).fontFamily;
    const theme = {
      typography: {
        fontFamily: 'UikitTestInter, monospace',
        fontSources: [{ family: 'UikitTestInter', src: interUrl, weight: '100 900' }],
      },
    };
    renderChat({}, { theme, startScreen: { greeting: 'Wide and narrow' } });
    renderChat({}, { theme });
    const greeting = await screen.findByText('Wide and narrow');

    // Registered once the theme's font code has loaded, once for both chats.
    await waitFor(() => {
      expect(faces('UikitTestInter')[0]?.status).toBe('loaded');
    });
    expect(faces('UikitTestInter')).toHaveLength(1);
    expect(getComputedStyle(greeting).fontFamily).toContain('UikitTestInter');
    expect(document.fonts.check('16px UikitTestInter')).toBe(true);
    // Rendered in Inter, not the monospace fallback: a proportional font draws "iiii" narrower
    // than "WWWW".
    const probe = document.createElement('span');
    probe.style.font = '20px UikitTestInter, monospace';
    probe.textContent = 'iiii';
    document.body.append(probe);
    const narrow = probe.getBoundingClientRect().width;
    probe.textContent = 'WWWW';
    expect(narrow).toBeLessThan(probe.getBoundingClientRect().width / 2);
    probe.remove();
    expect(getComputedStyle(document.body).fontFamily).toBe(hostFont);
  });
});

describe('theme.color', () => {
  it("paints the chat in the palette its grayscale hue generates, and the user's bubble in its colour", async () => {
    const theme = {
      colorScheme: 'dark' as const,
      color: {
        grayscale: { hue: 160, tint: 6 },
        userBubble: { background: '#115e59' },
      },
    };
    const expected = themeStyle(theme, 'dark') as Record<string, string>;
    const { container } = renderChat({}, { theme, startScreen: { greeting: 'Tinted' } });
    await screen.findByText('Tinted');
    const root = container.querySelector<HTMLElement>('[data-uikit-root]');
    await waitFor(() => {
      expect(root?.style.getPropertyValue('--uikit-color-bg')).toBe(expected['--uikit-color-bg']);
    });
    expect(root?.style.getPropertyValue('--uikit-color-user-bubble')).toBe('#115e59');
    expect(root?.style.getPropertyValue('--uikit-color-user-bubble-text')).toBe('#ffffff');
  });
});
