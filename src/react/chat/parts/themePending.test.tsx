import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChat } from '../../../../test/support/chat';

// The generated palette of `theme.color` loads with its own chunk. The page's first themed chat
// must not show the kit's palette meanwhile: it stays unpainted (the stylesheet hides
// `data-theme-state="loading"`) until the host's colours are on its root.
describe('a theme with generated colours, on the first chat of the page', () => {
  it('stays unpainted until its palette is applied, then shows', async () => {
    const theme = { color: { grayscale: { hue: 200, tint: 4 } } };
    const { container } = renderChat({}, { theme, startScreen: { greeting: 'Hello' } });
    const root = container.querySelector<HTMLElement>('[data-uikit-root]');
    expect(root).toHaveAttribute('data-theme-state', 'loading');
    expect(root?.style.getPropertyValue('--uikit-color-bg')).toBe('');

    await waitFor(() => {
      expect(root).not.toHaveAttribute('data-theme-state');
    });
    expect(root?.style.getPropertyValue('--uikit-color-bg')).not.toBe('');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('is painted at once when its theme needs nothing generated', () => {
    const { container } = renderChat({}, { theme: { accentColor: '#00aa77', radius: 'pill' } });
    const root = container.querySelector<HTMLElement>('[data-uikit-root]');
    expect(root).not.toHaveAttribute('data-theme-state');
  });
});
