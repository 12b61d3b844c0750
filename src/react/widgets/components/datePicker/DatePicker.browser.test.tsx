import { cleanup, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../../styles/index.css';
import { parseWidgetTree } from '../../../../wire/widgets';
import { RenderProvider, type WidgetActionHandler } from '../../../context/RenderContext';
import { WidgetView } from '../../WidgetView';

// The widget DatePicker in Chromium: a button opening the kit's calendar (react-day-picker in a
// Floating UI popover), driven by keyboard and pointer as a user would, with the value a form
// sends, the browser's validation, the change actions, and the locale's and direction's effects.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const action = { type: 'pick', payload: { id: 1 } };

function draw(
  nodes: unknown[],
  {
    locale = 'en-US',
    scheme = 'light',
    onWidgetAction,
  }: { locale?: string; scheme?: string; onWidgetAction?: WidgetActionHandler } = {},
) {
  const parsed = parseWidgetTree({ type: 'Card', children: nodes });
  if (!parsed.ok) throw new Error(parsed.error);
  const view = render(
    <div
      data-uikit-root=""
      data-color-scheme={scheme}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      style={{ inlineSize: '480px', minBlockSize: '720px' }}
    >
      <p data-testid="outside">Elsewhere on the page</p>
      <RenderProvider locale={locale} {...(onWidgetAction ? { onWidgetAction } : {})}>
        <WidgetView root={parsed.root} itemId="itm_date" />
      </RenderProvider>
    </div>,
  );
  const trigger = () => {
    const element = view.container.querySelector<HTMLButtonElement>(
      '[data-slot="widget-date-picker"]',
    );
    if (!element) throw new Error('no date field');
    return element;
  };
  const valueInput = () => {
    const element = view.container.querySelector<HTMLInputElement>(
      '[data-slot="widget-date-value-input"]',
    );
    if (!element) throw new Error('no value input');
    return element;
  };
  return { view, trigger, valueInput };
}

/** The open calendar, once its chunk has loaded and it has taken focus. */
async function openCalendar() {
  return waitFor(
    () => {
      const dialog = document.querySelector<HTMLElement>('[data-slot="widget-date-calendar"]');
      if (!dialog?.contains(document.activeElement)) throw new Error('calendar not focused yet');
      return dialog;
    },
    { timeout: 5000 },
  );
}

const dayButton = (dialog: HTMLElement, iso: string) => {
  const button = dialog.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`);
  if (!button) throw new Error(`no ${iso} in the calendar`);
  return button;
};

const closed = () => document.querySelector('[data-slot="widget-date-calendar"]') === null;

describe('DatePicker', () => {
  it('opens from the keyboard on the chosen day, moves by arrow keys, picks with Enter and gives focus back', async () => {
    const { trigger, valueInput } = draw([
      { type: 'DatePicker', name: 'when', defaultValue: '2025-05-14' },
    ]);
    expect(trigger().textContent).toBe('May 14, 2025');
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openCalendar();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(trigger().getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(document.activeElement).toBe(dayButton(dialog, '2025-05-14'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(dayButton(dialog, '2025-05-15'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(dayButton(dialog, '2025-05-22'));
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(dayButton(dialog, '2025-06-22'));
    await userEvent.keyboard('{PageUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(document.activeElement).toBe(trigger());
    expect(trigger().textContent).toBe('May 22, 2025');
    expect(valueInput().value).toBe('2025-05-22');
  });

  it('opens on today when empty, and Space picks', async () => {
    // Today pinned (the date alone; timers stay real): read from the clock, it could change
    // between the calendar opening and the test's own reading in a run across midnight.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 12, 15, 30) });
    const iso = '2026-03-12';
    const { trigger, valueInput } = draw([{ type: 'DatePicker', name: 'when' }]);
    expect(trigger().textContent).toBe('Choose a date');
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    expect(document.activeElement).toBe(dayButton(dialog, iso));
    expect(dialog.querySelector(`[data-day="${iso}"]`)?.hasAttribute('data-today')).toBe(true);
    await userEvent.keyboard(' ');
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(valueInput().value).toBe(iso);
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on Escape and on a click elsewhere, focus going back to the field', async () => {
    const { trigger, view, valueInput } = draw([
      { type: 'DatePicker', name: 'when', defaultValue: '2025-05-14' },
    ]);
    // In the chat, an Escape reaching the root stops the answer: closing the calendar keeps it.
    const escapes = vi.fn();
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapes();
    };
    document.body.addEventListener('keydown', listener);
    await userEvent.click(trigger());
    await openCalendar();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(document.activeElement).toBe(trigger());
    document.body.removeEventListener('keydown', listener);
    expect(escapes).not.toHaveBeenCalled();
    await userEvent.click(trigger());
    await openCalendar();
    await userEvent.click(view.getByTestId('outside'));
    await waitFor(() => {
      expect(closed()).toBe(true);
      expect(document.activeElement).toBe(trigger());
    });
    expect(valueInput().value).toBe('2025-05-14');
  });

  it('keeps its place in the Tab order: Shift+Tab reaches the month buttons, Tab leaves and closes it', async () => {
    const { trigger, view } = draw([
      { type: 'DatePicker', name: 'when', defaultValue: '2025-05-14' },
      { type: 'Input', name: 'next' },
    ]);
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Next month');
    await userEvent.keyboard('{Enter}');
    expect(dialog.textContent).toContain('June 2025');
    await userEvent.keyboard('{Tab}');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Tab}');
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(document.activeElement).toBe(view.getByRole('textbox', { name: 'next' }));
  });

  it('disables the days before min and after max, and the months beyond them', async () => {
    const { trigger } = draw([
      {
        type: 'DatePicker',
        name: 'when',
        min: '2025-05-10',
        max: '2025-05-20T12:00:00Z',
      },
    ]);
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    // Today is outside the range: the calendar opens on a month of it, focus on a day it allows.
    expect(dialog.textContent).toContain('May 2025');
    expect(dayButton(dialog, '2025-05-09').disabled).toBe(true);
    expect(dayButton(dialog, '2025-05-10').disabled).toBe(false);
    expect(dayButton(dialog, '2025-05-20').disabled).toBe(false);
    expect(dayButton(dialog, '2025-05-21').disabled).toBe(true);
    expect(document.activeElement).toBe(dayButton(dialog, '2025-05-10'));
    for (const name of ['Previous month', 'Next month'])
      expect(
        dialog.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-disabled'),
      ).toBe('true');
    // Clicking a disabled day picks nothing.
    await userEvent.click(dayButton(dialog, '2025-05-21'), { force: true });
    expect(closed()).toBe(false);
  });

  it('required blocks the form and focuses the field; once picked the form sends YYYY-MM-DD', async () => {
    const handler = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    const { trigger, view } = draw(
      [
        {
          type: 'Form',
          onSubmitAction: action,
          children: [
            { type: 'DatePicker', name: 'when', required: true, placeholder: 'Arrival' },
            { type: 'Button', label: 'Book', submit: true },
          ],
        },
      ],
      { onWidgetAction: handler },
    );
    expect(trigger().textContent).toBe('Arrival');
    // Named by the field's name, then what it shows.
    expect(view.getByRole('button', { name: 'when Arrival' })).toBe(trigger());
    await userEvent.click(view.getByRole('button', { name: 'Book' }));
    expect(handler).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{Enter}');
    await openCalendar();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    await userEvent.click(view.getByRole('button', { name: 'Book' }));
    await waitFor(() => {
      expect(handler).toHaveBeenCalledTimes(1);
    });
    const payload = handler.mock.calls[0]?.[0].payload as { id: number; when: string };
    expect(payload.id).toBe(1);
    expect(payload.when).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('fires onChangeAction with the picked date, and null when cleared', async () => {
    const handler = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    const { trigger, view } = draw(
      [
        {
          type: 'DatePicker',
          name: 'when',
          defaultValue: '2025-05-14',
          clearable: true,
          onChangeAction: action,
        },
      ],
      { onWidgetAction: handler },
    );
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    await userEvent.click(dayButton(dialog, '2025-05-03'));
    await waitFor(() => {
      expect(handler).toHaveBeenCalledTimes(1);
    });
    expect(handler.mock.calls[0]?.[0].payload).toStrictEqual({ id: 1, when: '2025-05-03' });
    await waitFor(() => {
      expect(trigger().getAttribute('aria-busy')).toBeNull();
    });
    await userEvent.click(view.getByRole('button', { name: 'Clear date' }));
    await waitFor(() => {
      expect(handler).toHaveBeenCalledTimes(2);
    });
    expect(handler.mock.calls[1]?.[0].payload).toStrictEqual({ id: 1, when: null });
    expect(trigger().textContent).toBe('Choose a date');
    expect(document.activeElement).toBe(trigger());
    expect(view.queryByRole('button', { name: 'Clear date' })).toBeNull();
  });

  it('picking the chosen day again changes nothing and fires nothing', async () => {
    const handler = vi.fn<WidgetActionHandler>(() => Promise.resolve());
    const { trigger } = draw(
      [{ type: 'DatePicker', name: 'when', defaultValue: '2025-05-14', onChangeAction: action }],
      { onWidgetAction: handler },
    );
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    await userEvent.click(dayButton(dialog, '2025-05-14'));
    await waitFor(() => {
      expect(closed()).toBe(true);
    });
    expect(handler).not.toHaveBeenCalled();
    expect(trigger().textContent).toBe('May 14, 2025');
  });

  it('a disabled field does not open', async () => {
    const { trigger } = draw([
      { type: 'DatePicker', name: 'when', disabled: true, defaultValue: '2025-05-14' },
    ]);
    expect(trigger().disabled).toBe(true);
    await userEvent.click(trigger(), { force: true });
    expect(closed()).toBe(true);
  });

  it('writes months, weekdays and the date in the kit’s locale, its week starting where the locale’s does', async () => {
    const { trigger } = draw([{ type: 'DatePicker', name: 'when', defaultValue: '2025-05-14' }], {
      locale: 'de-DE',
    });
    expect(trigger().textContent).toBe('14.05.2025');
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    expect(dialog.querySelector('.uikit-calendar-caption_label')?.textContent).toBe('Mai 2025');
    const weekdays = [...dialog.querySelectorAll('.uikit-calendar-weekday')].map(
      (cell) => cell.textContent,
    );
    expect(weekdays[0]).toBe('Mo');
    expect(dayButton(dialog, '2025-05-14').getAttribute('aria-label')).toBe(
      'Mittwoch, 14. Mai 2025',
    );
    // The German labels load on their own: the calendar's name follows once they have.
    await waitFor(() => {
      expect(dialog.getAttribute('aria-label')).toBe('Kalender');
    });
    cleanup();
    const us = draw([{ type: 'DatePicker', name: 'other', defaultValue: '2025-05-14' }]);
    await userEvent.click(us.trigger());
    await waitFor(() => {
      expect(document.querySelectorAll('[data-slot="widget-date-calendar"]')).toHaveLength(1);
    });
    const usDialog = await openCalendar();
    expect(usDialog.querySelector('.uikit-calendar-weekday')?.textContent).toBe('Sun');
  });

  it('opens on the inline start edge in right-to-left text', async () => {
    await page.viewport(1000, 800);
    const { trigger } = draw([{ type: 'DatePicker', name: 'when', defaultValue: '2025-05-14' }], {
      locale: 'ar',
    });
    await userEvent.click(trigger());
    const dialog = await openCalendar();
    await waitFor(() => {
      const field = trigger().getBoundingClientRect();
      const box = dialog.getBoundingClientRect();
      expect(Math.abs(box.right - field.right)).toBeLessThanOrEqual(1);
      expect(box.top).toBeGreaterThanOrEqual(field.bottom);
    });
    expect(dialog.dir).toBe('rtl');
  });

  it('passes axe closed and open, light and dark', async () => {
    for (const scheme of ['light', 'dark']) {
      const { trigger, view } = draw(
        [
          { type: 'Label', value: 'Arrival', fieldName: 'when' },
          { type: 'DatePicker', name: 'when', defaultValue: '2025-05-14', clearable: true },
        ],
        { scheme },
      );
      const closedResults = await axe.run(view.container, { resultTypes: ['violations'] });
      expect(closedResults.violations.map((violation) => `${scheme}: ${violation.id}`)).toEqual([]);
      await userEvent.click(trigger());
      await openCalendar();
      const openResults = await axe.run(view.container, { resultTypes: ['violations'] });
      expect(
        openResults.violations.map(
          (violation) => `${scheme} open: ${violation.id}: ${violation.help}`,
        ),
      ).toEqual([]);
      cleanup();
    }
  });
});
