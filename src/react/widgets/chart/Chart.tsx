import { Suspense, useMemo } from 'react';
import type { WidgetNodeOf } from '../../../wire/widgets';
import { useRenderOptions } from '../../context/RenderContext';
import type { WidgetComponentProps } from '../../context/renderers';
import { lazyComponent } from '../../primitives/lazyComponent';
import { PartErrorBoundary } from '../../primitives/PartErrorBoundary';
import {
  chartFrameStyle,
  chartModel,
  chartPlotStyle,
  numberFormatter,
  seriesPhrase,
  type ChartModel,
} from './chartModel';

// The Chart widget component. This part is light and loads with the other widget components; the
// drawing (Recharts, ChartPlot.tsx) is a part of its own, loaded the first time a Chart shows.
// Until then the drawing's box keeps its size and says quietly that it is loading; the legend
// and the data table for screen readers need no drawing code and show at once.

const chartPlot = lazyComponent(() => import('./ChartPlot').then((module) => module.ChartPlot));

/** Loads the chart drawing's code ahead of need (tests, a host that knows charts will come). */
export const preloadChartPlot = chartPlot.preload;

/** What the drawing's box shows while its code loads: a quiet, pulsing surface. */
export function ChartLoading({ text }: { text: string }) {
  return (
    <span data-slot="widget-chart-loading" data-state="loading">
      {text}
    </span>
  );
}

function DataTable({
  model,
  caption,
  format,
  noValue,
  hidden,
}: {
  model: ChartModel;
  caption: string;
  format: (value: number) => string;
  noValue: string;
  hidden: boolean;
}) {
  return (
    <table
      data-slot={hidden ? 'visually-hidden' : 'widget-chart-table'}
      aria-hidden={hidden ? undefined : true}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{model.xKey}</th>
          {model.series.map((series) => (
            <th key={series.key} scope="col">
              {series.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{model.xLabel(row.x)}</th>
            {model.series.map((series) => {
              const value = row[series.key];
              return (
                <td key={series.key}>{typeof value === 'number' ? format(value) : noValue}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A bar, line or area chart (or a mix) of the widget's rows: a figure named by its series, with a
 * legend and, for screen readers, its data as a table. With tooltips on, the drawing takes focus
 * and the arrow keys move from point to point.
 */
export function Chart({ node }: WidgetComponentProps<WidgetNodeOf<'Chart'>>) {
  const { labels, locale, onRenderError } = useRenderOptions();
  const model = useMemo(() => chartModel(node), [node]);
  const format = useMemo(() => numberFormatter(locale), [locale]);
  const name = labels.chartName(seriesPhrase(model.series, locale));
  const showTooltip = node.showTooltip !== false;
  const table = (hidden: boolean) => (
    <DataTable
      model={model}
      caption={name}
      format={format}
      noValue={labels.chartNoValue}
      hidden={hidden}
    />
  );
  return (
    <figure data-slot="widget-chart" aria-label={name} style={chartFrameStyle(node)}>
      <div data-slot="widget-chart-plot" dir="ltr" style={chartPlotStyle(node)}>
        {/* A drawing whose code cannot load leaves its data, shown as a table in its place. */}
        <PartErrorBoundary failed={table(false)} onError={onRenderError} retryOn={node}>
          <Suspense fallback={<ChartLoading text={labels.chartLoading} />}>
            <chartPlot.Component
              model={model}
              name={name}
              format={format}
              showYAxis={node.showYAxis === true}
              showTooltip={showTooltip}
              barGap={node.barGap}
              barCategoryGap={node.barCategoryGap}
            />
          </Suspense>
        </PartErrorBoundary>
      </div>
      {node.showLegend !== false && (
        <ul data-slot="widget-chart-legend" aria-hidden="true">
          {model.series.map((series) => (
            <li key={series.key} data-slot="widget-chart-legend-item">
              <span
                data-slot="widget-chart-swatch"
                data-type={series.type}
                style={{ background: series.color }}
              />
              <span dir="auto">{series.label}</span>
            </li>
          ))}
        </ul>
      )}
      {table(true)}
    </figure>
  );
}
