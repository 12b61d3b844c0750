import { cleanup, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../../styles/index.css';
import { parseWidgetTree } from '../../../../wire/widgets';
import { RenderProvider, type WidgetActionHandler } from '../../../context/RenderContext';
import { WidgetView } from '../../WidgetView';

// ChatKit's `Select.searchable` in Chromium: a button opening a list with a search field atop it,
// driven by keyboard and pointer as a user would, with the value a form sends and the browser's
// validation.

afterEach(() => {
  cleanup();
});

const CITIES = [
  { value: 'lis', label: 'Lisbon' },
  { value: 'sao', label: 'São Paulo' },
  { value: 'por', label: 'Porto', disabled: true },
  { value: 'par', label: 'Paris' },
  { value: 'pra', label: 'Prague' },
];

function draw(
  nodes: unknown[],
  {
    onWidgetAction,
    scheme = 'light',
  }: { onWidgetAction?: WidgetActionHandler; scheme?: string } = {},
) {
  const parsed = parseWidgetTree({ type: 'Card', children: nodes });
  if (!parsed.ok) throw new Error(parsed.error);
  const keys = vi.fn();
  const view = render(
    <div
      data-uikit-root=""
      data-color-scheme={scheme}
      style={{ inlineSize: '480px', minBlockSize: '640px' }}
      onKeyDown={keys}
    >
      <RenderProvider {...(onWidgetAction ? { onWidgetAction } : {})}>
        <WidgetView root={parsed.root} itemId="itm_select" />
      </RenderProvider>
    </div>,
  );
  return { view, keys };
}

/** The open list's search field, once its chunk has loaded and it has taken the focus. */
async function searchField() {
  const field = await screen.findByRole('combobox', { name: 'Search options' });
  await waitFor(() => {
    expect(field).toHaveFocus();
  });
  return field;
}

const shown = () => screen.queryAllByRole('option').map((option) => option.textContent);
const active = () => {
  const id = screen
    .queryByRole('combobox', { name: 'Search options' })
    ?.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('a searchable Select', () => {
  it('opens a list whose search field narrows the options; the arrows and Enter pick one', async () => {
    const onWidgetAction = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    draw(
      [
        { type: 'Label', value: 'City', fieldName: 'city' },
        {
          type: 'Select',
          name: 'city',
          searchable: true,
          options: CITIES,
          onChangeAction: { type: 'city.changed' },
        },
      ],
      { onWidgetAction },
    );
    const button = screen.getByRole('button', { name: 'City Select…' });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const search = await searchField();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'City' })).toBeVisible();
    expect(shown()).toStrictEqual(['Lisbon', 'São Paulo', 'Porto', 'Paris', 'Prague']);
    expect(active()).toBe('Lisbon');
    // Accents and case do not matter; every word must match.
    await userEvent.type(search, 'SAO');
    expect(shown()).toStrictEqual(['São Paulo']);
    await userEvent.clear(search);
    await userEvent.type(search, 'p');
    expect(shown()).toStrictEqual(['São Paulo', 'Porto', 'Paris', 'Prague']);
    expect(active()).toBe('São Paulo');
    // Down skips the disabled Porto.
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Paris');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(active()).toBe('Paris');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('City Paris');
    expect(onWidgetAction).toHaveBeenCalledTimes(1);
    expect(onWidgetAction.mock.calls[0]?.[0]).toMatchObject({
      type: 'city.changed',
      payload: { city: 'par' },
    });
  });

  it('opens with a key typed on the field as the search, and closes on Escape without picking or reaching the chat', async () => {
    const { keys } = draw([{ type: 'Select', name: 'city', searchable: true, options: CITIES }]);
    const button = screen.getByRole('button', { name: 'city Select…' });
    button.focus();
    await userEvent.keyboard('l');
    const search = await searchField();
    expect(search).toHaveValue('l');
    expect(shown()).toStrictEqual(['Lisbon', 'São Paulo']);
    keys.mockClear();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('city Select…');
    expect(keys.mock.calls.some(([event]) => (event as KeyboardEvent).key === 'Escape')).toBe(
      false,
    );
    // The arrow keys open it too, on the chosen option.
    await userEvent.keyboard('{ArrowDown}');
    await searchField();
    expect(active()).toBe('Lisbon');
  });

  it('says when nothing matches, and Enter then neither picks nor submits the form', async () => {
    const onWidgetAction = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    draw(
      [
        {
          type: 'Form',
          onSubmitAction: { type: 'submit' },
          children: [{ type: 'Select', name: 'city', searchable: true, options: CITIES }],
        },
      ],
      { onWidgetAction },
    );
    await userEvent.click(screen.getByRole('button', { name: 'city Select…' }));
    const search = await searchField();
    await userEvent.type(search, 'zzz');
    expect(shown()).toStrictEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(onWidgetAction).not.toHaveBeenCalled();
  });

  it('sends its value with the form, blocks an empty required submit, and clears through the placeholder entry', async () => {
    const onWidgetAction = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    draw(
      [
        {
          type: 'Form',
          onSubmitAction: { type: 'book' },
          children: [
            {
              type: 'Select',
              name: 'city',
              searchable: true,
              required: true,
              clearable: true,
              placeholder: 'Pick a city',
              options: CITIES,
            },
            { type: 'Button', label: 'Book', submit: true },
          ],
        },
      ],
      { onWidgetAction },
    );
    const button = screen.getByRole('button', { name: 'city Pick a city' });
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onWidgetAction).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
    await userEvent.click(button);
    await searchField();
    // The placeholder comes first: it empties the field.
    expect(shown()[0]).toBe('Pick a city');
    await userEvent.click(screen.getByRole('option', { name: 'Prague' }));
    expect(button).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => {
      expect(onWidgetAction).toHaveBeenCalledTimes(1);
    });
    expect(onWidgetAction.mock.calls[0]?.[0]).toMatchObject({ payload: { city: 'pra' } });
    await userEvent.click(button);
    await searchField();
    await userEvent.click(screen.getByRole('option', { name: 'Pick a city' }));
    expect(button).toHaveAccessibleName('city Pick a city');
  });

  it('closes on Tab and moves on to the next control, and on a click elsewhere', async () => {
    draw([
      { type: 'Select', name: 'city', searchable: true, options: CITIES },
      { type: 'Input', name: 'note' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'city Select…' }));
    await searchField();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    expect(screen.getByRole('textbox', { name: 'note' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'city Select…' }));
    await searchField();
    await userEvent.click(screen.getByRole('textbox', { name: 'note' }));
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
  });

  it('passes axe closed and open, light and dark', async () => {
    for (const scheme of ['light', 'dark']) {
      const { view } = draw(
        [
          { type: 'Label', value: 'City', fieldName: 'city' },
          { type: 'Select', name: 'city', searchable: true, defaultValue: 'sao', options: CITIES },
        ],
        { scheme },
      );
      const closed = await axe.run(view.container, { resultTypes: ['violations'] });
      expect(closed.violations.map((violation) => `${scheme}: ${violation.id}`)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'City São Paulo' }));
      await searchField();
      expect(active()).toBe('São Paulo');
      const open = await axe.run(view.container, { resultTypes: ['violations'] });
      expect(
        open.violations.map(
          (violation) =>
            `${scheme}: ${violation.id} ${violation.nodes.map((node) => node.html).join(' ')}`,
        ),
      ).toEqual([]);
      cleanup();
    }
  });
});
