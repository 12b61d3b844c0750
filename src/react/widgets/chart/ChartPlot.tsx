import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { ChartModel, ChartSeriesModel } from './chartModel';

// The chart's drawing: Recharts, loaded with this module the first time a Chart shows (see
// Chart.tsx). It draws what the model says and nothing else; the legend and the data table are
// the light part's, so they show while this loads.

/** What the light part hands the drawing. */
export interface ChartPlotProps {
  model: ChartModel;
  /** The accessible name of the drawing (the series labels). */
  name: string;
  format: (value: number) => string;
  showYAxis: boolean;
  showTooltip: boolean;
  barGap: number | undefined;
  barCategoryGap: number | undefined;
}

const AXIS_TICK = { fill: 'var(--uikit-color-text-muted)', fontSize: 12 };
const AXIS_LINE = { stroke: 'var(--uikit-color-border)' };

function TooltipContent({
  active,
  payload,
  label,
  model,
  format,
}: TooltipContentProps & { model: ChartModel; format: (value: number) => string }) {
  if (!active || payload.length === 0) return null;
  const byKey = new Map(model.series.map((series) => [series.key, series]));
  return (
    <div data-slot="widget-chart-tooltip">
      <p data-slot="widget-chart-tooltip-label" dir="auto">
        {typeof label === 'string' || typeof label === 'number' ? model.xLabel(label) : ''}
      </p>
      <ul data-slot="widget-chart-tooltip-list">
        {payload.map((entry) => {
          const series = byKey.get(String(entry.dataKey));
          if (series === undefined || typeof entry.value !== 'number') return null;
          return (
            <li key={series.key} data-slot="widget-chart-tooltip-item">
              <span
                data-slot="widget-chart-swatch"
                data-type={series.type}
                style={{ background: series.color }}
              />
              <span data-slot="widget-chart-tooltip-name" dir="auto">
                {series.label}
              </span>
              <span data-slot="widget-chart-tooltip-value">{format(entry.value)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function drawSeries(series: ChartSeriesModel) {
  const common = {
    dataKey: series.key,
    name: series.label,
    // Charts redraw as a streamed widget updates: no animation, so no flicker.
    isAnimationActive: false,
  };
  switch (series.type) {
    case 'bar':
      return (
        <Bar
          key={series.key}
          {...common}
          fill={series.color}
          {...(series.stack === undefined ? {} : { stackId: series.stack })}
          radius={series.stack === undefined ? [4, 4, 0, 0] : 0}
          maxBarSize={48}
        />
      );
    case 'line':
      return (
        <Line
          key={series.key}
          {...common}
          type={series.curveType ?? 'linear'}
          stroke={series.color}
          strokeWidth={2}
          dot={false}
          activeDot={{ r: 4, fill: series.color, stroke: 'var(--uikit-color-bg)' }}
          connectNulls={false}
        />
      );
    case 'area':
      return (
        <Area
          key={series.key}
          {...common}
          type={series.curveType ?? 'linear'}
          stroke={series.color}
          strokeWidth={2}
          fill={series.color}
          fillOpacity={0.2}
          {...(series.stack === undefined ? {} : { stackId: series.stack })}
          activeDot={{ r: 4, fill: series.color, stroke: 'var(--uikit-color-bg)' }}
        />
      );
  }
}

/**
 * The drawing of a chart: an SVG with Recharts' keyboard layer (focus it, then the arrow keys move
 * the tooltip from point to point), sized by its box.
 */
export function ChartPlot({
  model,
  name,
  format,
  showYAxis,
  showTooltip,
  barGap,
  barCategoryGap,
}: ChartPlotProps) {
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <ComposedChart
        data={[...model.rows]}
        title={name}
        role={showTooltip ? 'application' : 'img'}
        accessibilityLayer={showTooltip}
        tabIndex={showTooltip ? 0 : -1}
        {...(barGap === undefined ? {} : { barGap })}
        {...(barCategoryGap === undefined ? {} : { barCategoryGap })}
        margin={{ top: 8, right: 8, bottom: 0, left: showYAxis ? 0 : 8 }}
      >
        <CartesianGrid vertical={false} stroke="var(--uikit-color-border)" strokeDasharray="3 3" />
        <XAxis
          dataKey="x"
          hide={model.xHidden}
          tickFormatter={(value: string | number) => model.xLabel(value)}
          tick={AXIS_TICK}
          axisLine={AXIS_LINE}
          tickLine={false}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis
          hide={!showYAxis}
          width="auto"
          tickFormatter={(value: number) => format(value)}
          tick={AXIS_TICK}
          axisLine={false}
          tickLine={false}
        />
        {showTooltip && (
          <Tooltip
            content={(props) => <TooltipContent {...props} model={model} format={format} />}
            cursor={{ fill: 'var(--uikit-color-surface)', stroke: 'var(--uikit-color-border)' }}
            isAnimationActive={false}
            wrapperStyle={{ outline: 'none', zIndex: 1 }}
          />
        )}
        {model.series.map(drawSeries)}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
