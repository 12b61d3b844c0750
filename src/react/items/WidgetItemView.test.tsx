import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assistantMessage, widgetItem } from '../../../test/fixtures/items';
import type { ReceivedThreadItem } from '../../wire/received';
import { ItemActionsContext } from '../context/ItemActionsContext';
import { ThreadItemView } from './ThreadItemView';

// Protocol section 12: a widget's `copy_text` is what copying it copies.

const forecast = { ...widgetItem, copy_text: 'Lisbon, May: 22 °C, a few showers.' };

describe('a widget with copy_text', () => {
  it('copies its copy_text', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={forecast} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(forecast.copy_text);
  });

  it('has no copy button without copy_text, while streaming, or when copy is off', () => {
    const { unmount } = render(<ThreadItemView item={widgetItem} />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    unmount();
    const streaming = render(<ThreadItemView item={forecast} streaming />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    streaming.unmount();
    render(
      <ItemActionsContext.Provider value={{ copy: false, feedback: false, retry: false }}>
        <ThreadItemView item={forecast} />
      </ItemActionsContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('leaves the copy to its turn’s answer, which takes the widget’s text where it stands', async () => {
    const user = userEvent.setup();
    const turn: ReceivedThreadItem[] = [forecast, assistantMessage];
    const actions = { copy: true, feedback: false, retry: false, turnOf: () => turn };
    render(
      <ItemActionsContext.Provider value={actions}>
        <ThreadItemView item={forecast} />
        <ThreadItemView item={assistantMessage} />
      </ItemActionsContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.startsWith(`${forecast.copy_text}\n\n`)).toBe(true);
    expect(copied.length).toBeGreaterThan(forecast.copy_text.length + 2);
  });
});
