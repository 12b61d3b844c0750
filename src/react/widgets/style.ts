import type { CSSProperties } from 'react';
import type {
  WidgetBorders,
  WidgetLength,
  WidgetSpacing,
  WidgetThemeColor,
} from '../../wire/widgets';
import { widgetColorToken } from './colorTokens';
import { safeColor } from './safeColor';

// Widget props become inline styles only through these functions, which accept lengths, colours
// and keywords and nothing else: no url(), no expressions, no property injection. A value they
// cannot read is dropped.

/** Spacing numbers (gap, padding, margin) are units of 4px, as in the ChatKit widget designs. */
const SPACING_UNIT = 4;

const LENGTH = /^-?\d+(\.\d+)?(px|rem|em|%|vh|vw|ch)?$/;

/** A CSS length from a widget string ("12px", "50%", "auto"); bare numbers are pixels. */
export function cssLength(value: string): string | undefined {
  const text = value.trim();
  if (text === 'auto') return text;
  if (!LENGTH.test(text)) return undefined;
  return /\d$/.test(text) ? `${text}px` : text;
}

/** A size (width, height): numbers are pixels. */
export function size(value: WidgetLength | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? `${value}px` : cssLength(value);
}

/** A space (gap, padding): numbers are spacing units of 4px. */
export function space(value: WidgetLength | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? `${value * SPACING_UNIT}px` : cssLength(value);
}

/** Padding or margin with logical sides, so right-to-left layouts mirror (left = inline start). */
export function spacing(
  value: WidgetSpacing | undefined,
  property: 'padding' | 'margin',
): CSSProperties {
  if (value === undefined) return {};
  if (typeof value !== 'object') {
    const length = space(value);
    return length === undefined ? {} : { [property]: length };
  }
  const side = (...candidates: (WidgetLength | undefined)[]) =>
    space(candidates.find((c) => c !== undefined));
  const entries: [string, string | undefined][] = [
    [`${property}BlockStart`, side(value.top, value.y)],
    [`${property}BlockEnd`, side(value.bottom, value.y)],
    [`${property}InlineStart`, side(value.left, value.x)],
    [`${property}InlineEnd`, side(value.right, value.x)],
  ];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** One colour: a ChatKit colour token (`surface-secondary`, `red-100`), else what safeColor reads. */
function oneColor(value: string): string | undefined {
  return widgetColorToken(value) ?? safeColor(value);
}

/**
 * A colour, or a light/dark pair resolved by the kit's colour scheme: ChatKit's tokens (theme
 * names, surfaces, borders, primitives such as `blue-100`), hex, CSS colour functions or names.
 */
export function color(value: WidgetThemeColor | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return oneColor(value);
  const light = oneColor(value.light);
  const dark = oneColor(value.dark);
  return light !== undefined && dark !== undefined
    ? `light-dark(${light}, ${dark})`
    : (light ?? dark);
}

const RADIUS: Record<string, string> = {
  none: '0', '2xs': '2px', xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px', '2xl': '20px',
  '3xl': '24px', '4xl': '32px', full: '9999px', '100%': '100%',
}; // prettier-ignore

export function radius(value: string | undefined): string | undefined {
  return value === undefined ? undefined : RADIUS[value];
}

type BorderSide = number | { size: number; color?: WidgetThemeColor; style?: string };

function borderValue(side: BorderSide | undefined): string | undefined {
  if (side === undefined) return undefined;
  const {
    size: width,
    color: sideColor,
    style = 'solid',
  } = typeof side === 'number' ? { size: side } : side;
  if (!Number.isFinite(width) || width < 0) return undefined;
  return `${Math.min(width, 64)}px ${style} ${color(sideColor) ?? 'var(--uikit-color-border)'}`;
}

/** Borders: one for all sides, or per logical side. */
export function borders(value: WidgetBorders | undefined): CSSProperties {
  if (value === undefined) return {};
  if (typeof value === 'number' || 'size' in value) {
    const all = borderValue(value as BorderSide);
    return all === undefined ? {} : { border: all };
  }
  const sides = value as Record<string, BorderSide | undefined>;
  const entries: [string, string | undefined][] = [
    ['borderBlockStart', borderValue(sides.top ?? sides.y)],
    ['borderBlockEnd', borderValue(sides.bottom ?? sides.y)],
    ['borderInlineStart', borderValue(sides.left ?? sides.x)],
    ['borderInlineEnd', borderValue(sides.right ?? sides.x)],
  ];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const ALIGN: Record<string, string> = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  baseline: 'baseline',
  stretch: 'stretch',
};
const JUSTIFY: Record<string, string> = {
  start: 'flex-start', end: 'flex-end', center: 'center', between: 'space-between', around: 'space-around',
  evenly: 'space-evenly', stretch: 'stretch',
}; // prettier-ignore

export interface BlockStyleProps {
  height?: WidgetLength | undefined;
  width?: WidgetLength | undefined;
  size?: WidgetLength | undefined;
  minHeight?: WidgetLength | undefined;
  minWidth?: WidgetLength | undefined;
  minSize?: WidgetLength | undefined;
  maxHeight?: WidgetLength | undefined;
  maxWidth?: WidgetLength | undefined;
  maxSize?: WidgetLength | undefined;
  aspectRatio?: WidgetLength | undefined;
  radius?: string | undefined;
  margin?: WidgetSpacing | undefined;
}

/** Sizes, radius and margin of a block. */
export function blockStyle(props: BlockStyleProps): CSSProperties {
  const aspect = props.aspectRatio;
  return clean({
    height: size(props.height ?? props.size),
    width: size(props.width ?? props.size),
    minHeight: size(props.minHeight ?? props.minSize),
    minWidth: size(props.minWidth ?? props.minSize),
    maxHeight: size(props.maxHeight ?? props.maxSize),
    maxWidth: size(props.maxWidth ?? props.maxSize),
    aspectRatio:
      typeof aspect === 'number'
        ? String(aspect)
        : aspect !== undefined && /^\d+(\.\d+)?\s*(\/\s*\d+(\.\d+)?)?$/.test(aspect)
          ? aspect
          : undefined,
    borderRadius: radius(props.radius),
    ...spacing(props.margin, 'margin'),
  });
}

export interface BoxStyleProps extends BlockStyleProps {
  direction?: 'row' | 'col' | undefined;
  align?: string | undefined;
  justify?: string | undefined;
  wrap?: string | undefined;
  flex?: WidgetLength | undefined;
  gap?: WidgetLength | undefined;
  padding?: WidgetSpacing | undefined;
  border?: WidgetBorders | undefined;
  background?: WidgetThemeColor | undefined;
}

/** A flex container's layout. */
export function boxStyle(props: BoxStyleProps, defaultDirection: 'row' | 'col'): CSSProperties {
  const flex = props.flex;
  return clean({
    display: 'flex',
    flexDirection: (props.direction ?? defaultDirection) === 'row' ? 'row' : 'column',
    alignItems: props.align === undefined ? undefined : ALIGN[props.align],
    justifyContent: props.justify === undefined ? undefined : JUSTIFY[props.justify],
    flexWrap: props.wrap,
    flex:
      typeof flex === 'number'
        ? String(flex)
        : flex !== undefined && /^[\d\s.a-z%-]+$/i.test(flex)
          ? flex
          : undefined,
    gap: space(props.gap),
    background: color(props.background),
    ...spacing(props.padding, 'padding'),
    ...borders(props.border),
    ...blockStyle(props),
  });
}

function clean(style: Record<string, unknown>): CSSProperties {
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined));
}
