import type { WidgetTreeNode } from '../workflow';

/** The demo's answer to "chart": a made-up week of the demo server's traffic. */
export const CHART_WEEK = [
  { day: '2026-11-16', conversations: 132, widgets: 41, errors: 3 },
  { day: '2026-11-17', conversations: 168, widgets: 58, errors: 5 },
  { day: '2026-11-18', conversations: 151, widgets: 62, errors: 2 },
  { day: '2026-11-19', conversations: 197, widgets: 71, errors: 6 },
  { day: '2026-11-20', conversations: 224, widgets: 90, errors: 4 },
  { day: '2026-11-21', conversations: 96, widgets: 30, errors: 1 },
  { day: '2026-11-22', conversations: 88, widgets: 27, errors: 1 },
] as const;

/** The x axis shows week days; the rows keep their dates (`xAxis.labels`). */
const DAY_LABELS = Object.fromEntries(
  CHART_WEEK.map((row, index) => [
    row.day,
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][index] ?? row.day,
  ]),
);

/**
 * A Card with two charts: stacked bars with a line over them (y axis, x axis labels, legend,
 * tooltip), and an area chart with its y axis and legend off. Together they use every prop of the
 * Chart component the kit draws.
 */
export function chartWidget(): WidgetTreeNode {
  return {
    type: 'Card',
    id: 'demo-chart',
    size: 'md',
    children: [
      { type: 'Title', value: 'This week on the demo server', size: 'sm' },
      {
        type: 'Chart',
        id: 'demo-chart-traffic',
        data: CHART_WEEK.map((row) => ({ ...row, chats: row.conversations - row.widgets })),
        series: [
          { type: 'bar', dataKey: 'chats', label: 'Text answers', stack: 'answers', color: 'blue' },
          { type: 'bar', dataKey: 'widgets', label: 'Widgets', stack: 'answers', color: 'purple' },
          { type: 'line', dataKey: 'errors', label: 'Errors', color: 'red', curveType: 'monotone' },
        ],
        xAxis: { dataKey: 'day', labels: DAY_LABELS },
        showYAxis: true,
        showLegend: true,
        showTooltip: true,
        barGap: 2,
        barCategoryGap: 10,
        height: 220,
      },
      { type: 'Caption', value: 'Conversations per day', color: 'secondary' },
      {
        type: 'Chart',
        id: 'demo-chart-widgets',
        data: CHART_WEEK.map(({ day, widgets }) => ({ day, widgets })),
        series: [{ type: 'area', dataKey: 'widgets', label: 'Widgets', curveType: 'natural' }],
        xAxis: { dataKey: 'day', hide: false, labels: DAY_LABELS },
        showLegend: false,
        aspectRatio: '4 / 1',
      },
    ],
  };
}
