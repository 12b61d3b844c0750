import type { CSSProperties } from 'react';
import { chartXKey, type WidgetChartSeries } from '../../../wire/widgetChart';
import type { WidgetNodeOf } from '../../../wire/widgets';
import { blockStyle, color } from '../style';

// What the chart draws, worked out from its node without the charting library: series with their
// colours and labels, rows keyed for drawing, the size box. The lazily loaded plot, the legend and
// the data table all read this one model, so they always agree.

/** ChatKit's chart colour names, in the order series take them when they name none. */
export const CHART_COLORS = ['blue', 'purple', 'orange', 'green', 'red', 'yellow', 'pink'] as const;

/** The height of a chart that sets neither a height nor an aspect ratio, in pixels. */
export const DEFAULT_CHART_HEIGHT = 200;

/** A series ready to draw: its row key (`s0`, `s1`, …), label and CSS colour. */
export interface ChartSeriesModel {
  readonly key: string;
  readonly type: WidgetChartSeries['type'];
  readonly label: string;
  readonly color: string;
  /** Stack id (bars and areas); lines never stack. */
  readonly stack: string | undefined;
  readonly curveType: WidgetChartSeries['curveType'];
}

/** A row ready to draw: `x` and one number (or nothing, a gap) per series key. */
export type ChartRow = { readonly x: string | number } & Readonly<
  Record<string, string | number | undefined>
>;

export interface ChartModel {
  readonly series: readonly ChartSeriesModel[];
  readonly rows: readonly ChartRow[];
  /** The x axis's key in the widget's rows, for the data table's header. */
  readonly xKey: string;
  readonly xHidden: boolean;
  /** The display label of an x value. */
  readonly xLabel: (value: string | number) => string;
}

const tokenOf = (name: string) => `var(--uikit-chart-${name})`;
const CHART_COLOR_NAMES = new Set<string>(CHART_COLORS);

/**
 * A series colour: a chart colour name (`blue`), a primitive token (`blue-500`: the chart colour of
 * that hue; `gray-…` the muted text colour), else any widget colour (theme names, hex, CSS colour
 * functions, `{ light, dark }`). `undefined` when it is none of these.
 */
export function chartColor(value: WidgetChartSeries['color']): string | undefined {
  if (typeof value === 'string') {
    const name = value.trim().toLowerCase();
    const hue = /^([a-z]+)-\d{2,3}$/.exec(name)?.[1] ?? name;
    if (CHART_COLOR_NAMES.has(hue)) return tokenOf(hue);
    if (hue === 'gray' || hue === 'grey') return 'var(--uikit-color-text-muted)';
  }
  return color(value);
}

/** The model of a parsed `Chart` node. */
export function chartModel(node: WidgetNodeOf<'Chart'>): ChartModel {
  const xKey = chartXKey(node.xAxis);
  const labels = typeof node.xAxis === 'string' ? undefined : node.xAxis.labels;
  const series = node.series.map((entry, index): ChartSeriesModel => ({
    key: `s${String(index)}`,
    type: entry.type,
    label: entry.label?.trim() ? entry.label : entry.dataKey,
    color: chartColor(entry.color) ?? tokenOf(CHART_COLORS[index % CHART_COLORS.length] ?? 'blue'),
    stack: entry.type === 'line' ? undefined : entry.stack,
    curveType: entry.curveType,
  }));
  const rows = node.data.map((row): ChartRow => {
    const drawn: Record<string, string | number | undefined> = { x: row[xKey] ?? '' };
    node.series.forEach((entry, index) => {
      drawn[`s${String(index)}`] = row[entry.dataKey];
    });
    return drawn as ChartRow;
  });
  return {
    series,
    rows,
    xKey,
    xHidden: typeof node.xAxis !== 'string' && node.xAxis.hide === true,
    xLabel: (value) => {
      const text = String(value);
      return labels !== undefined && Object.hasOwn(labels, text) ? (labels[text] ?? text) : text;
    },
  };
}

/**
 * The chart's frame (its width, and its flex in a row): the widget's size props, never wider
 * than the card that holds it.
 */
export function chartFrameStyle(node: WidgetNodeOf<'Chart'>): CSSProperties {
  const { width, minWidth, maxWidth } = blockStyle(node);
  const flex = node.flex;
  return clean({
    width: width ?? '100%',
    minWidth,
    maxWidth: maxWidth ?? '100%',
    flex:
      typeof flex === 'number'
        ? String(flex)
        : flex !== undefined && /^[\d\s.a-z%-]+$/i.test(flex)
          ? flex
          : undefined,
  });
}

/**
 * The box the drawing fills, the same before and after its code loads (no layout jump): the
 * height props, or the aspect ratio, else a default height.
 */
export function chartPlotStyle(node: WidgetNodeOf<'Chart'>): CSSProperties {
  const { height, minHeight, maxHeight, aspectRatio } = blockStyle(node);
  return clean({
    height: height ?? (aspectRatio === undefined ? `${String(DEFAULT_CHART_HEIGHT)}px` : undefined),
    minHeight,
    maxHeight,
    aspectRatio,
  });
}

function clean(style: Record<string, unknown>): CSSProperties {
  return Object.fromEntries(Object.entries(style).filter(([, value]) => value !== undefined));
}

/** Formats a series value for the table and the tooltip, in the chat's locale. */
export function numberFormatter(locale: string | undefined): (value: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale);
  } catch {
    format = new Intl.NumberFormat();
  }
  return (value) => format.format(value);
}

/** The series labels as one phrase ("Sales, Costs and Profit"), in the chat's locale. */
export function seriesPhrase(series: readonly ChartSeriesModel[], locale: string | undefined) {
  const labels = series.map((entry) => entry.label);
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
  } catch {
    return labels.join(', ');
  }
}
