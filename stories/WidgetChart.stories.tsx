import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ThreadItemView } from '../src/react/items/ThreadItemView';
import { ChartLoading, preloadChartPlot } from '../src/react/widgets/chart/Chart';
import { defaultLabels } from '../src/react/context/labels';
import type { WidgetItem } from '../src/wire/items';
import { widgetItem } from '../test/fixtures/items';
import { themes } from './support';

interface ChartStoryArgs {
  /** The Chart node's props (besides `type`). */
  chart: Record<string, unknown>;
  title?: string;
  /** The width the card has, in px (390: a phone). */
  width?: number;
}

/** A Chart in a Card with a title, as a `uikit.widget` item. */
function ChartStory({ chart, title = 'Visitors', width = 480 }: ChartStoryArgs) {
  const tree = {
    type: 'Card',
    children: [
      { type: 'Title', value: title, size: 'sm' },
      { type: 'Chart', ...chart },
    ],
  };
  const item: WidgetItem = { ...widgetItem, widget: JSON.stringify(tree) };
  return (
    <div style={{ inlineSize: width, maxInlineSize: '100%' }}>
      <ThreadItemView item={item} />
    </div>
  );
}

const months = [
  { month: 'Jan', desktop: 186, mobile: 80, tablet: 42 },
  { month: 'Feb', desktop: 305, mobile: 200, tablet: 61 },
  { month: 'Mar', desktop: 237, mobile: 120, tablet: 88 },
  { month: 'Apr', desktop: 73, mobile: 190, tablet: 35 },
  { month: 'May', desktop: 209, mobile: 130, tablet: 70 },
  { month: 'Jun', desktop: 214, mobile: 140, tablet: 52 },
];

/** Waits for the drawing (its code is preloaded by the story's loader) and checks its names. */
async function drawn(canvasElement: HTMLElement, name: string | RegExp) {
  const canvas = within(canvasElement);
  const figure = await canvas.findByRole('figure', { name });
  await waitFor(
    () => {
      void expect(figure.querySelector('svg.recharts-surface .recharts-layer')).not.toBeNull();
    },
    { timeout: 10_000 },
  );
  await expect(within(figure).getByRole('table', { name })).toBeInTheDocument();
  return figure;
}

const meta = {
  title: 'Widgets/Chart',
  component: ChartStory,
  loaders: [
    async () => {
      await preloadChartPlot();
      return {};
    },
  ],
  args: {
    chart: {
      data: months,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop' },
        { type: 'bar', dataKey: 'mobile', label: 'Mobile' },
      ],
      xAxis: 'month',
    },
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, /^Chart: /);
  },
} satisfies Meta<typeof ChartStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, 'Chart: Desktop and Mobile');
    await waitFor(() => {
      void expect(figure.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(12);
    });
  },
};

const stacked: ChartStoryArgs = {
  chart: {
    data: months,
    series: [
      { type: 'bar', dataKey: 'desktop', label: 'Desktop', stack: 'devices', color: 'blue' },
      { type: 'bar', dataKey: 'mobile', label: 'Mobile', stack: 'devices', color: 'purple' },
      { type: 'bar', dataKey: 'tablet', label: 'Tablet', stack: 'devices', color: 'pink' },
    ],
    xAxis: { dataKey: 'month', labels: { Jan: 'January', Jun: 'June' } },
    showYAxis: true,
    barCategoryGap: 12,
  },
};
export const StackedBar: Story = { args: stacked };

export const LineCurveTypes: Story = {
  args: {
    chart: {
      data: months,
      series: [
        { type: 'line', dataKey: 'desktop', label: 'Linear', curveType: 'linear' },
        { type: 'line', dataKey: 'mobile', label: 'Monotone', curveType: 'monotone' },
        { type: 'line', dataKey: 'tablet', label: 'Step', curveType: 'step' },
      ],
      xAxis: 'month',
      showYAxis: true,
    },
  },
};

export const Area: Story = {
  args: {
    chart: {
      data: months,
      series: [
        { type: 'area', dataKey: 'desktop', label: 'Desktop', curveType: 'natural', stack: 'a' },
        { type: 'area', dataKey: 'mobile', label: 'Mobile', curveType: 'natural', stack: 'a' },
      ],
      xAxis: 'month',
    },
  },
};

const mixed: ChartStoryArgs = {
  chart: {
    data: months,
    series: [
      { type: 'bar', dataKey: 'desktop', label: 'Desktop', color: 'blue-500' },
      { type: 'area', dataKey: 'mobile', label: 'Mobile', color: 'green' },
      { type: 'line', dataKey: 'tablet', label: 'Tablet', color: 'orange', curveType: 'monotone' },
    ],
    xAxis: 'month',
    showYAxis: true,
    height: 240,
  },
};
export const Mixed: Story = { args: mixed };

export const NoLegendNoTooltip: Story = {
  args: { chart: { ...meta.args.chart, showLegend: false, showTooltip: false } },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, 'Chart: Desktop and Mobile');
    await expect(figure.querySelector('[data-slot="widget-chart-legend"]')).toBeNull();
    await expect(figure.querySelector('svg')).toHaveAttribute('role', 'img');
  },
};

export const HiddenAxes: Story = {
  args: {
    chart: {
      ...meta.args.chart,
      xAxis: { dataKey: 'month', hide: true },
      showYAxis: false,
      aspectRatio: '3 / 1',
    },
  },
};

export const TooltipOnKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, 'Chart: Desktop and Mobile');
    const svg = figure.querySelector('svg');
    svg?.focus();
    await waitFor(() => {
      void expect(figure.querySelector('[data-slot="widget-chart-tooltip"]')).toHaveTextContent(
        'JanDesktop186Mobile80',
      );
    });
  },
};

export const Dark: Story = { parameters: themes.dark, args: stacked };
export const RightToLeft: Story = { parameters: themes.rtl, args: mixed };
export const Narrow: Story = { args: { ...mixed, width: 390 } };

/** While the drawing's code loads: its box keeps its size and pulses quietly. */
export const Loading: Story = {
  render: () => (
    <div style={{ inlineSize: 480 }}>
      <section data-slot="widget-card">
        <figure data-slot="widget-chart" aria-label={defaultLabels.chartName('Desktop')}>
          <div data-slot="widget-chart-plot" style={{ height: 200 }}>
            <ChartLoading text={defaultLabels.chartLoading} />
          </div>
        </figure>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading chart…')).toBeInTheDocument();
  },
};

export const BadSeriesAndRows: Story = {
  args: {
    chart: {
      data: [...months.slice(0, 3), 'not a row', { desktop: 5 }, { month: 'Apr', desktop: '12' }],
      series: [
        { type: 'pie', dataKey: 'desktop' },
        { type: 'bar', dataKey: 'desktop', label: 'Desktop' },
      ],
      xAxis: 'month',
    },
  },
  play: async ({ canvasElement }) => {
    const figure = await drawn(canvasElement, 'Chart: Desktop');
    const rows = within(figure).getAllByRole('row');
    // The header and four rows: the row without a month is skipped, "12" is not a number.
    await expect(rows).toHaveLength(5);
    await expect(rows[4]).toHaveTextContent('AprNo value');
  },
};
