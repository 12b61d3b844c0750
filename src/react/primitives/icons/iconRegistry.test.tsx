import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WIDGET_ICONS } from '../../../wire/widgets';
import { WidgetIconGlyph } from '../../widgets/icons';
import { HEADER_ICONS, type IconName } from './iconNames';
import { ICON_SYNONYMS, ICONS } from './iconRegistry';
import { IconSvg } from './IconSvg';
import { loadIcons } from './loadIcons';

const NAMES: readonly IconName[] = [...new Set<IconName>([...WIDGET_ICONS, ...HEADER_ICONS])];

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

  it('draws a name through WidgetIconGlyph once loaded, and a dot for a name it does not know', async () => {
    await loadIcons();
    const { container } = render(
      <>
        <WidgetIconGlyph name="settings-cog" />
        <WidgetIconGlyph name="no-such-icon" label="Unknown" />
      </>,
    );
    const [cog, unknown] = container.querySelectorAll('svg');
    expect(cog?.innerHTML).toBe(drawing('settings-cog'));
    expect(cog).toHaveAttribute('aria-hidden', 'true');
    expect(unknown?.innerHTML).toBe(drawing('dot'));
    expect(unknown).toHaveAttribute('role', 'img');
    expect(unknown).toHaveAccessibleName('Unknown');
    expect(unknown).not.toHaveAttribute('aria-hidden');
  });
});
