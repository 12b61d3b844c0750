import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/styles/index.css';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
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

    expect(faces('UikitTestInter')).toHaveLength(1);
    await waitFor(() => {
      expect(faces('UikitTestInter')[0]?.status).toBe('loaded');
    });
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
