import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { AlarmClock, RotateCcwClock } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  chatkitWidgetsPath,
  readChatKitWidgetTypes,
} from '../../../../test/support/chatkitWidgetTypes';
import { WIDGET_ICONS } from '../../../wire/widgets';
import { WidgetIconGlyph } from '../../widgets/icons';
import { CHATKIT_ONLY_ICONS, HEADER_ICONS, type IconName } from './iconNames';
import { ICON_SYNONYMS, ICONS } from './iconRegistry';
import { IconSvg } from './IconSvg';
import { loadIcons } from './loadIcons';

const NAMES: readonly IconName[] = [
  ...new Set<IconName>([...WIDGET_ICONS, ...HEADER_ICONS, ...CHATKIT_ONLY_ICONS]),
];

/** The string literals of a union type of @openai/chatkit's index.d.ts, read now (never copied). */
function chatkitUnion(name: string): string[] {
  const types = readFileSync(join(dirname(chatkitWidgetsPath()), 'index.d.ts'), 'utf8');
  const union = new RegExp(`export type ${name} =([^;]+);`).exec(types)?.[1] ?? '';
  return [...union.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

const markup = (name: IconName) => renderToStaticMarkup(<IconSvg node={ICONS[name]} />);
const drawing = (name: IconName) => markup(name).replace(/^<svg[^>]*>|<\/svg>$/g, '');

describe('the icon registry', () => {
  it('draws every widget icon name and every ChatKit header icon name', () => {
    expect(NAMES.length).toBeGreaterThan(100);
    for (const name of NAMES) {
      expect(ICONS[name], name).toBeDefined();
      expect(markup(name), name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
    // Nothing more than the names it promises.
    expect(Object.keys(ICONS).sort()).toStrictEqual([...NAMES].sort());
  });

  it('draws names that differ differently, except the documented synonyms', () => {
    const synonym = (a: IconName, b: IconName) =>
      ICON_SYNONYMS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    const byMarkup = new Map<string, IconName>();
    const clashes: string[] = [];
    for (const name of NAMES) {
      const drawn = markup(name);
      const earlier = byMarkup.get(drawn);
      if (earlier !== undefined && !synonym(earlier, name)) clashes.push(`${earlier} = ${name}`);
      byMarkup.set(drawn, name);
    }
    expect(clashes).toStrictEqual([]);
    // Each documented synonym really is one drawing under two names.
    for (const [a, b] of ICON_SYNONYMS) expect(markup(a)).toBe(markup(b));
  });

  it('draws every name of ChatKit’s WidgetIcon type (read from @openai/chatkit now) its own way', () => {
    const { icons } = readChatKitWidgetTypes();
    expect(icons.length).toBeGreaterThanOrEqual(63);
    const byDrawing = new Map<string, string>();
    for (const name of icons) {
      expect(Object.hasOwn(ICONS, name), `${name} has no drawing`).toBe(true);
      const drawn = drawing(name as IconName);
      expect(drawn, name).not.toBe('');
      const earlier = byDrawing.get(drawn);
      expect(earlier, `${name} draws like ${earlier ?? ''}`).toBeUndefined();
      byDrawing.set(drawn, name);
    }
    expect(byDrawing.size).toBe(icons.length);
  });

  it('draws every built-in name of ChatKit’s ChatKitIcon and HeaderIcon (read from @openai/chatkit now)', () => {
    const chatkitIcon = chatkitUnion('ChatKitIcon');
    const headerIcon = chatkitUnion('HeaderIcon');
    expect(chatkitIcon).toContain('clock');
    expect(headerIcon).toEqual(expect.arrayContaining(['history', 'share', 'close']));
    const missing = [...chatkitIcon, ...headerIcon].filter((name) => !Object.hasOwn(ICONS, name));
    expect(missing).toStrictEqual([]);
    // The kit's header names are ChatKit's, no more and no fewer.
    expect([...HEADER_ICONS].sort()).toStrictEqual([...headerIcon].sort());
  });

  it('draws a name through WidgetIconGlyph once loaded; an unknown name keeps its place, empty, logged once', async () => {
    await loadIcons();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <>
        <WidgetIconGlyph name="settings-cog" />
        <WidgetIconGlyph name="no-such-icon" label="Unknown" />
        <WidgetIconGlyph name="no-such-icon" />
      </>,
    );
    const [cog, unknown, again] = container.querySelectorAll('svg');
    expect(cog?.innerHTML).toBe(drawing('settings-cog'));
    expect(cog).toHaveAttribute('aria-hidden', 'true');
    expect(unknown?.innerHTML).toBe('');
    expect(unknown).toHaveAttribute('data-state', 'unknown');
    expect(unknown).toHaveAttribute('width', '1em');
    expect(unknown).toHaveAttribute('role', 'img');
    expect(unknown).toHaveAccessibleName('Unknown');
    expect(again).toHaveAttribute('aria-hidden', 'true');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('no-such-icon');
    warn.mockRestore();
  });

  it('draws any lucide icon by its lucide: name once its group loads; a name lucide lacks or a malformed one keeps its place, empty', async () => {
    await loadIcons();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lucideMarkup = (node: typeof AlarmClock) =>
      renderToStaticMarkup(<IconSvg node={node} />).replace(/^<svg[^>]*>|<\/svg>$/g, '');
    const { container } = render(
      <>
        <WidgetIconGlyph name="lucide:alarm-clock" label="Alarm" />
        <WidgetIconGlyph name="lucide:history" />
        <WidgetIconGlyph name="lucide:no-such-icon" />
        <WidgetIconGlyph name="lucide:Alarm_Clock" />
      </>,
    );
    const [alarm, history, missing, malformed] = container.querySelectorAll('svg');
    await waitFor(() => {
      expect(alarm?.innerHTML).toBe(lucideMarkup(AlarmClock));
    });
    await waitFor(() => {
      expect(history?.innerHTML).toBe(lucideMarkup(RotateCcwClock));
    });
    expect(alarm).toHaveAccessibleName('Alarm');
    expect(alarm).toHaveAttribute('data-icon', 'lucide:alarm-clock');
    expect(missing?.innerHTML).toBe('');
    expect(missing).toHaveAttribute('width', '1em');
    expect(malformed?.innerHTML).toBe('');
    expect(malformed).toHaveAttribute('data-state', 'unknown');
    await waitFor(() => {
      expect(warn.mock.calls.map((call) => String(call[0])).join()).toContain('NoSuchIcon');
    });
    warn.mockRestore();
  });
});
