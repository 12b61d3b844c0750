import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../styles/index.css';
import { widgetItem } from '../../../test/fixtures/items';
import { RenderProvider } from '../context/RenderContext';
import { ThreadItemView } from '../items/ThreadItemView';

// `autoSelect` and `autoFocus` of Input, Textarea and an editable Text, with Chromium's own mouse
// and keyboard (the stories check the same with clicks simulated in JavaScript).

afterEach(() => {
  cleanup();
});

function mount(children: unknown[]) {
  render(
    <div data-uikit-root="">
      <RenderProvider>
        <ThreadItemView
          item={{ ...widgetItem, widget: JSON.stringify({ type: 'Card', children }) }}
        />
      </RenderProvider>
    </div>,
  );
}

const selection = (field: HTMLInputElement | HTMLTextAreaElement) => [
  field.selectionStart,
  field.selectionEnd,
];

describe('a field with autoSelect', () => {
  it('selects its whole text when clicked into or tabbed into, and places the caret on a second click', async () => {
    mount([
      { type: 'Text', value: 'Ada Lovelace', editable: { name: 'owner', autoSelect: true } },
      { type: 'Input', name: 'city', defaultValue: 'Lisbon', autoSelect: true },
      { type: 'Textarea', name: 'notes', defaultValue: 'Window seat', autoSelect: true },
    ]);
    const owner = screen.getByRole<HTMLInputElement>('textbox', { name: 'owner' });
    const city = screen.getByRole<HTMLInputElement>('textbox', { name: 'city' });
    const notes = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'notes' });
    await userEvent.click(owner);
    expect(selection(owner)).toStrictEqual([0, 12]);
    await userEvent.click(city);
    expect(selection(city)).toStrictEqual([0, 6]);
    await userEvent.click(notes);
    expect(selection(notes)).toStrictEqual([0, 11]);
    // Already focused: the click places the caret.
    await userEvent.click(notes);
    expect(notes.selectionEnd).toBe(notes.selectionStart);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(city).toHaveFocus();
    expect(selection(city)).toStrictEqual([0, 6]);
  });

  it('takes the focus as it appears with autoFocus (an editable Text too)', () => {
    mount([{ type: 'Text', value: 'Draft', editable: { name: 'title', autoFocus: true } }]);
    expect(screen.getByRole('textbox', { name: 'title' })).toHaveFocus();
  });
});
