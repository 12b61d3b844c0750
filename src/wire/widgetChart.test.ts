import { describe, expect, it } from 'vitest';
import { CHART_LIMITS } from './widgetChart';
import { parseWidgetTree, type WidgetNode, type WidgetNodeOf } from './widgets';

/** The first child of a Card holding `chart`, parsed. */
function parsedChild(chart: Record<string, unknown>): WidgetNode {
  const result = parseWidgetTree({ type: 'Card', children: [{ type: 'Chart', ...chart }] });
  if (!result.ok) throw new Error(result.error);
  const child = (result.root as WidgetNodeOf<'Card'>).children[0];
  if (child === undefined) throw new Error('no child');
  return child;
}

function parsedChart(chart: Record<string, unknown>): WidgetNodeOf<'Chart'> {
  const node = parsedChild(chart);
  if (node.type !== 'Chart') throw new Error(`not a chart: ${JSON.stringify(node)}`);
  return node;
}

const sales = [
  { month: 'Jan', desktop: 186, mobile: 80 },
  { month: 'Feb', desktop: 305, mobile: 200 },
];

describe('the Chart widget component', () => {
  it('keeps every prop of chatkit-python’s Chart model', () => {
    const chart = parsedChart({
      id: 'c1',
      data: sales,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop', stack: 'a', color: 'blue' },
        { type: 'area', dataKey: 'mobile', label: 'Mobile', color: { light: '#123', dark: '#abc' }, curveType: 'monotone' },
        { type: 'line', dataKey: 'mobile', label: null, curveType: 'step' },
      ],
      xAxis: { dataKey: 'month', hide: true, labels: { Jan: 'January' } },
      showYAxis: true,
      showLegend: false,
      showTooltip: false,
      barGap: 4,
      barCategoryGap: 12,
      height: 240,
      width: '100%',
      minHeight: 120,
      maxWidth: 600,
      aspectRatio: '16 / 9',
      flex: 1,
    }); // prettier-ignore
    expect(chart).toEqual({
      type: 'Chart',
      id: 'c1',
      data: sales,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop', stack: 'a', color: 'blue' },
        { type: 'area', dataKey: 'mobile', label: 'Mobile', color: { light: '#123', dark: '#abc' }, curveType: 'monotone' },
        { type: 'line', dataKey: 'mobile', curveType: 'step' },
      ],
      xAxis: { dataKey: 'month', hide: true, labels: { Jan: 'January' } },
      showYAxis: true,
      showLegend: false,
      showTooltip: false,
      barGap: 4,
      barCategoryGap: 12,
      height: 240,
      width: '100%',
      minHeight: 120,
      maxWidth: 600,
      aspectRatio: '16 / 9',
      flex: 1,
    }); // prettier-ignore
  });

  it('takes the x axis as a bare key', () => {
    expect(parsedChart({ data: sales, series: [{ type: 'bar', dataKey: 'desktop' }], xAxis: 'month' }).xAxis).toBe('month');
  }); // prettier-ignore

  it('leaves out a series it cannot draw and keeps the others', () => {
    const chart = parsedChart({
      data: sales,
      xAxis: 'month',
      series: [
        { type: 'pie', dataKey: 'desktop' },
        { type: 'bar' },
        { type: 'line', dataKey: 7 },
        'mobile',
        null,
        { type: 'line', dataKey: 'mobile', label: 'Mobile' },
      ],
    });
    expect(chart.series).toEqual([{ type: 'line', dataKey: 'mobile', label: 'Mobile' }]);
  });

  it('drops a series prop of the wrong shape, not the series: labels are text, curves are known', () => {
    const chart = parsedChart({
      data: sales,
      xAxis: 'month',
      series: [
        { type: 'area', dataKey: 'mobile', label: { html: '<b>x</b>' }, color: 12, stack: 3, curveType: 'wiggly' },
      ],
    }); // prettier-ignore
    expect(chart.series).toEqual([{ type: 'area', dataKey: 'mobile' }]);
  });

  it('skips rows that are not objects or have no x value, and keeps numbers only in series', () => {
    const chart = parsedChart({
      xAxis: 'month',
      series: [
        { type: 'bar', dataKey: 'desktop' },
        { type: 'bar', dataKey: 'mobile' },
      ],
      data: [
        { month: 'Jan', desktop: 186, mobile: 80 },
        'Feb,305,200',
        null,
        [1, 2],
        { desktop: 12, mobile: 4 },
        { month: 'Mar', desktop: '237', mobile: Infinity, note: 'launch', extra: { nested: 1 } },
        { month: 4, desktop: null, mobile: 9 },
      ],
    });
    expect(chart.data).toEqual([
      { month: 'Jan', desktop: 186, mobile: 80 },
      { month: 'Mar', note: 'launch' },
      { month: 4, mobile: 9 },
    ]);
  });

  it('drops x axis labels that are not text, and presentation props of the wrong shape', () => {
    const chart = parsedChart({
      data: sales,
      series: [{ type: 'bar', dataKey: 'desktop' }],
      xAxis: { dataKey: 'month', hide: 'yes', labels: { Jan: 'January', Feb: 2 } },
      showYAxis: 'true',
      barGap: -3,
      barCategoryGap: '10%',
      height: { px: 3 },
    });
    expect(chart).toEqual({
      type: 'Chart',
      data: sales,
      series: [{ type: 'bar', dataKey: 'desktop' }],
      xAxis: { dataKey: 'month', labels: { Jan: 'January' } },
    });
  });

  it.each([
    ['no rows', { series: [{ type: 'bar', dataKey: 'a' }], xAxis: 'x' }, /data/],
    ['no x axis', { data: [], series: [{ type: 'bar', dataKey: 'a' }] }, /xAxis/],
    ['an x axis without a key', { data: [], series: [{ type: 'bar', dataKey: 'a' }], xAxis: { hide: true } }, /xAxis/],
    ['no series list', { data: [], series: { type: 'bar' }, xAxis: 'x' }, /series/],
    ['no usable series', { data: [], series: [{ type: 'pie', dataKey: 'a' }], xAxis: 'x' }, /no series/],
  ])('is an invalid node, in its place, with %s', (_, chart, message) => {
    const node = parsedChild(chart);
    expect(node.type).toBe('invalid');
    expect(node).toMatchObject({ original_type: 'Chart', path: 'children[0]' });
    expect((node as { message: string }).message).toMatch(message);
  }); // prettier-ignore

  it('keeps at most CHART_LIMITS rows and series', () => {
    const chart = parsedChart({
      xAxis: 'x',
      data: Array.from({ length: CHART_LIMITS.maxRows + 50 }, (_, x) => ({ x, y: x })),
      series: Array.from({ length: CHART_LIMITS.maxSeries + 3 }, () => ({ type: 'line', dataKey: 'y' })),
    }); // prettier-ignore
    expect(chart.data).toHaveLength(CHART_LIMITS.maxRows);
    expect(chart.series).toHaveLength(CHART_LIMITS.maxSeries);
  });

  it('never takes a row key for the prototype', () => {
    const chart = parsedChart({
      xAxis: 'x',
      series: [{ type: 'bar', dataKey: '__proto__' }],
      data: [JSON.parse('{"x": "a", "__proto__": 5}') as unknown],
    });
    expect(Object.getPrototypeOf(chart.data[0])).toBe(Object.prototype);
    expect(Object.hasOwn(chart.data[0] ?? {}, '__proto__')).toBe(true);
  });
});
