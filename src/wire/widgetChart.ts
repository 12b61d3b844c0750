import * as v from 'valibot';
import { lenient, lenientPicklist } from './lenient';

// The props of the `Chart` widget component (chatkit-python's `Chart` model: data rows, bar / line /
// area series, an x axis). Parsed with the tolerance of protocol section 10: a series that cannot
// be drawn costs that series, a row that is not an object or has no x value is skipped, a value
// that is not a finite number is a gap in its series, a presentation prop of the wrong shape is
// dropped. Only a chart without rows, series or x axis to read is an invalid node.

/** Bounds that keep one chart's cost linear and its drawing readable (protocol section 10). */
export const CHART_LIMITS = { maxRows: 1000, maxSeries: 16 } as const;

/** The interpolation curves of line and area series (d3-shape's names, as ChatKit's). */
export const CHART_CURVE_TYPES = [
  'basis', 'basisClosed', 'basisOpen', 'bumpX', 'bumpY', 'bump', 'linear', 'linearClosed',
  'natural', 'monotoneX', 'monotoneY', 'monotone', 'step', 'stepBefore', 'stepAfter',
] as const; // prettier-ignore

const ChartColorSchema = v.union([v.string(), v.object({ light: v.string(), dark: v.string() })]);
const LengthSchema = v.union([v.number(), v.string()]);
const GapSchema = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1000));
const KeySchema = v.pipe(v.string(), v.nonEmpty());

const SeriesSchema = v.object({
  type: v.picklist(['bar', 'line', 'area']),
  dataKey: KeySchema,
  /** Legend, tooltip and table label; the `dataKey` when absent. */
  label: lenient(v.string()),
  /** Series of one stack id stack together (bar and area). */
  stack: lenient(KeySchema),
  color: lenient(ChartColorSchema),
  curveType: lenientPicklist(CHART_CURVE_TYPES),
});

/** A row value: text, or a finite number. */
type ChartValue = string | number;

const XAxisObjectSchema = v.object({
  dataKey: KeySchema,
  hide: lenient(v.boolean()),
  /** Display labels of x values (the value as a string is the key). */
  labels: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): Readonly<Record<string, string>> | undefined => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
        const entries = Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        );
        return Object.fromEntries(entries);
      }),
    ),
  ),
});

// Not a `v.union`: its failure would name the options' issues without the path of `xAxis`.
const XAxisSchema = v.pipe(
  v.custom<string | v.InferInput<typeof XAxisObjectSchema>>(
    (value) => (typeof value === 'string' ? value !== '' : v.is(XAxisObjectSchema, value)),
    'expected a data key or an object with a dataKey',
  ),
  v.transform((value) => (typeof value === 'string' ? value : v.parse(XAxisObjectSchema, value))),
);

/** Keeps the items of a list that read as `schema`, up to `max`; anything else is left out. */
function tolerantList<TSchema extends v.GenericSchema>(schema: TSchema, max: number) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items): v.InferOutput<TSchema>[] => {
      const kept: v.InferOutput<TSchema>[] = [];
      for (const item of items) {
        if (kept.length >= max) break;
        const result = v.safeParse(schema, item);
        if (result.success) kept.push(result.output);
      }
      return kept;
    }),
  );
}

/**
 * A row as an object of text and finite numbers, where each series key holds a number or nothing;
 * anything else in it is dropped.
 */
function readRow(
  value: unknown,
  seriesKeys: ReadonlySet<string>,
): Record<string, ChartValue> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, ChartValue] =>
      (typeof entry[1] === 'number' && Number.isFinite(entry[1])) ||
      (typeof entry[1] === 'string' && !seriesKeys.has(entry[0])),
  );
  return Object.fromEntries(entries);
}

/** The key of the x axis, however it was given. */
export function chartXKey(xAxis: string | { readonly dataKey: string }): string {
  return typeof xAxis === 'string' ? xAxis : xAxis.dataKey;
}

/** The props of a `Chart` node (besides `type`, `id` and `key`). */
export const chartProps = v.pipe(
  v.object({
    data: v.array(v.unknown()),
    series: tolerantList(SeriesSchema, CHART_LIMITS.maxSeries),
    xAxis: XAxisSchema,
    showYAxis: lenient(v.boolean()),
    showLegend: lenient(v.boolean()),
    showTooltip: lenient(v.boolean()),
    barGap: lenient(GapSchema),
    barCategoryGap: lenient(GapSchema),
    flex: lenient(LengthSchema),
    height: lenient(LengthSchema),
    width: lenient(LengthSchema),
    size: lenient(LengthSchema),
    minHeight: lenient(LengthSchema),
    minWidth: lenient(LengthSchema),
    minSize: lenient(LengthSchema),
    maxHeight: lenient(LengthSchema),
    maxWidth: lenient(LengthSchema),
    maxSize: lenient(LengthSchema),
    aspectRatio: lenient(LengthSchema),
  }),
  v.check((chart) => chart.series.length > 0, 'no series it can draw'),
  v.transform((chart) => {
    // Rows are read against the axes: a row needs an x value, and a series reads numbers only.
    const xKey = chartXKey(chart.xAxis);
    const seriesKeys = new Set(chart.series.map((series) => series.dataKey));
    seriesKeys.delete(xKey);
    const data: Readonly<Record<string, ChartValue>>[] = [];
    for (const raw of chart.data) {
      if (data.length >= CHART_LIMITS.maxRows) break;
      const row = readRow(raw, seriesKeys);
      if (row !== undefined && Object.hasOwn(row, xKey)) data.push(row);
    }
    return { ...chart, data };
  }),
);

/** A chart's series as parsed. */
export type WidgetChartSeries = v.InferOutput<typeof SeriesSchema>;
