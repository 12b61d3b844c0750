import axe from 'axe-core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../../../styles/index.css';
import { parseWidgetTree, type WidgetRoot } from '../../../wire/widgets';
import { WidgetView } from '../WidgetView';
import { preloadChartPlot } from './Chart';

// The Chart widget in Chromium: what is drawn (bars, stacks, lines, areas, axes, legend), what a
// keyboard and a screen reader get (the tooltip on arrow keys, the data table), the theme's
// colours, and the size it keeps before and after its drawing code loads.

afterEach(() => {
  cleanup();
});

const sales = [
  { month: 'Jan', desktop: 186, mobile: 80, tablet: 20 },
  { month: 'Feb', desktop: 305, mobile: 200, tablet: 45 },
  { month: 'Mar', desktop: 237, mobile: 120 },
];

function card(chart: Record<string, unknown>): WidgetRoot {
  const result = parseWidgetTree({ type: 'Card', children: [{ type: 'Chart', ...chart }] });
  if (!result.ok) throw new Error(result.error);
  return result.root;
}

function renderChart(
  chart: Record<string, unknown>,
  {
    width = 480,
    scheme = 'light',
    dir = 'ltr',
  }: { width?: number; scheme?: string; dir?: string } = {},
) {
  return render(
    <div data-uikit-root="" data-color-scheme={scheme} dir={dir} style={{ inlineSize: width }}>
      <WidgetView root={card(chart)} itemId="itm_chart" />
    </div>,
  );
}

/** The drawing once it is there; the first one in a page waits for Vite to serve Recharts. */
async function drawn(container: HTMLElement, timeout = 3000) {
  return waitFor(() => {
    const svg = container.querySelector<SVGSVGElement>('[data-slot="widget-chart-plot"] svg.recharts-surface');
    if (!svg?.querySelector('.recharts-layer')) throw new Error('not drawn yet');
    return svg;
  }, { timeout });
} // prettier-ignore

const barPaths = (svg: SVGSVGElement) => [
  ...svg.querySelectorAll<SVGPathElement>('.recharts-bar-rectangle path'),
];

describe('the Chart widget component', () => {
  // First: nothing has loaded Recharts in this page yet.
  it('keeps its box while its drawing code loads, quietly, then draws in the same box', async () => {
    const { container } = renderChart({
      data: sales,
      series: [{ type: 'bar', dataKey: 'desktop', label: 'Desktop' }],
      xAxis: 'month',
      height: 180,
    });
    const box = container.querySelector<HTMLElement>('[data-slot="widget-chart-plot"]');
    expect(container.querySelector('[data-slot="widget-chart-loading"]')?.textContent).toBe(
      'Loading chart…',
    );
    expect(box?.getBoundingClientRect().height).toBe(180);
    // The data is there for screen readers before the drawing is.
    expect(screen.getByRole('table', { name: 'Chart: Desktop' })).toBeTruthy();
    await drawn(container, 20_000);
    expect(box?.getBoundingClientRect().height).toBe(180);
    expect(container.querySelector('[data-slot="widget-chart-loading"]')).toBeNull();
  });

  it('draws stacked and grouped bars, x axis labels from `labels`, and no y axis unless asked', async () => {
    await preloadChartPlot();
    const { container } = renderChart({
      data: sales,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop', stack: 'devices' },
        { type: 'bar', dataKey: 'mobile', label: 'Mobile', stack: 'devices' },
        { type: 'bar', dataKey: 'tablet', label: 'Tablet' },
      ],
      xAxis: { dataKey: 'month', labels: { Jan: 'January', Feb: 'February' } },
    });
    const svg = await drawn(container);
    // 3 + 3 stacked bars and 2 tablet bars (March has no tablet value: a gap, not a zero).
    await waitFor(() => {
      expect(barPaths(svg)).toHaveLength(8);
    });
    const ticks = [
      ...svg.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
    ];
    expect(ticks.map((tick) => tick.textContent)).toEqual(['January', 'February', 'Mar']);
    expect(svg.querySelector('.recharts-yAxis')).toBeNull();
    // Stacked: the mobile bar of January sits right on top of its desktop bar.
    const [desktopJan] = barPaths(svg);
    const mobileJan = barPaths(svg)[3];
    const top = desktopJan?.getBoundingClientRect().top ?? 0;
    expect(Math.abs((mobileJan?.getBoundingClientRect().bottom ?? 0) - top)).toBeLessThan(1.5);
    const legend = container.querySelector('[data-slot="widget-chart-legend"]');
    expect(legend?.textContent).toBe('DesktopMobileTablet');
  });

  it('draws lines with their curve, areas, a y axis, and hides the x axis, the legend on request', async () => {
    await preloadChartPlot();
    const { container } = renderChart({
      data: sales,
      series: [
        { type: 'line', dataKey: 'desktop', label: 'Desktop', curveType: 'step' },
        { type: 'area', dataKey: 'mobile', label: 'Mobile', color: 'green' },
      ],
      xAxis: { dataKey: 'month', hide: true },
      showYAxis: true,
      showLegend: false,
    });
    const svg = await drawn(container);
    const line = await waitFor(() => {
      const path = svg.querySelector('.recharts-line-curve');
      if (!path) throw new Error('no line');
      return path;
    });
    // A step curve draws only horizontal and vertical segments.
    expect(line.getAttribute('d')).toMatch(/^M[\d.,]+(?:[HV][\d.]+|L[\d.,]+)+$/);
    expect(line.getAttribute('d')).not.toMatch(/C/);
    expect(svg.querySelector('.recharts-area-area')).not.toBeNull();
    expect(svg.querySelector('.recharts-yAxis')).not.toBeNull();
    expect(svg.querySelector('.recharts-xAxis')).toBeNull();
    expect(container.querySelector('[data-slot="widget-chart-legend"]')).toBeNull();
  });

  it('gives screen readers a named figure and its data as a table', async () => {
    await preloadChartPlot();
    renderChart({
      data: sales,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop' },
        { type: 'line', dataKey: 'tablet', label: 'Tablet' },
      ],
      xAxis: { dataKey: 'month', labels: { Jan: 'January' } },
    });
    const figure = screen.getByRole('figure', { name: 'Chart: Desktop and Tablet' });
    const table = within(figure).getByRole('table', { name: 'Chart: Desktop and Tablet' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['month', 'Desktop', 'Tablet'],
      ['January', '186', '20'],
      ['Feb', '305', '45'],
      ['Mar', '237', 'No value'],
    ]);
  });

  it('moves the tooltip from point to point with the arrow keys once the chart has focus', async () => {
    await preloadChartPlot();
    const { container } = renderChart({
      data: sales,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop' },
        { type: 'bar', dataKey: 'mobile', label: 'Mobile' },
      ],
      xAxis: 'month',
    });
    const svg = await drawn(container);
    expect(svg.getAttribute('role')).toBe('application');
    // The pointer stays where an earlier test file left it: over the chart, it would hold the
    // tooltip on the point under it, whatever the keys do.
    await userEvent.unhover(svg);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(svg);
    expect(getComputedStyle(svg).outlineStyle).toBe('solid');
    // Focus shows the first point; the arrows move on from there. The tooltip is looked up each
    // time: Recharts may draw it anew as the point changes.
    const tooltipText = () =>
      container.querySelector<HTMLElement>('[data-slot="widget-chart-tooltip"]')?.textContent;
    await waitFor(() => {
      expect(tooltipText()).toBe('JanDesktop186Mobile80');
    });
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(tooltipText()).toBe('FebDesktop305Mobile200');
    });
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => {
      expect(tooltipText()).toBe('JanDesktop186Mobile80');
    });
  });

  it('takes no focus and has the role of an image with tooltips off', async () => {
    await preloadChartPlot();
    const { container } = renderChart({
      data: sales,
      series: [{ type: 'bar', dataKey: 'desktop', label: 'Desktop' }],
      xAxis: 'month',
      showTooltip: false,
    });
    const svg = await drawn(container);
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.tabIndex).toBe(-1);
  });

  it('colours series from the theme’s chart tokens, in light and in dark', async () => {
    await preloadChartPlot();
    const chart = {
      data: sales,
      series: [
        { type: 'bar', dataKey: 'desktop', label: 'Desktop' },
        { type: 'bar', dataKey: 'mobile', label: 'Mobile', color: 'pink-500' },
        { type: 'bar', dataKey: 'tablet', label: 'Tablet', color: { light: '#000000', dark: '#ffffff' } },
      ],
      xAxis: 'month',
    }; // prettier-ignore
    const fills = async (scheme: string) => {
      const { container, unmount } = renderChart(chart, { scheme });
      const svg = await drawn(container);
      await waitFor(() => {
        expect(barPaths(svg).length).toBeGreaterThan(0);
      });
      const colours = [0, 3, 6].map((index) => {
        const path = barPaths(svg)[index];
        return path ? getComputedStyle(path).fill : null;
      });
      const tick = svg.querySelector('.recharts-cartesian-axis-tick-value');
      const tickColour = tick ? getComputedStyle(tick).fill : null;
      unmount();
      return { colours, tickColour };
    };
    expect(await fills('light')).toEqual({
      colours: ['rgb(37, 99, 235)', 'rgb(219, 39, 119)', 'rgb(0, 0, 0)'],
      tickColour: 'rgb(85, 91, 103)',
    });
    expect(await fills('dark')).toEqual({
      colours: ['rgb(96, 165, 250)', 'rgb(244, 114, 182)', 'rgb(255, 255, 255)'],
      tickColour: 'rgb(169, 175, 187)',
    });
  });

  it('fits a 390 px phone card without overflowing, and keeps the drawing left to right in RTL', async () => {
    await preloadChartPlot();
    const { container } = renderChart(
      {
        data: sales,
        series: [{ type: 'bar', dataKey: 'desktop', label: 'Desktop' }],
        xAxis: 'month',
        width: 800,
      },
      { width: 390, dir: 'rtl' },
    );
    const svg = await drawn(container);
    const card = container.querySelector<HTMLElement>('[data-slot="widget-card"]');
    expect(card && card.scrollWidth <= card.clientWidth).toBe(true);
    expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(
      card?.getBoundingClientRect().right ?? 0,
    );
    const plot = container.querySelector<HTMLElement>('[data-slot="widget-chart-plot"]');
    expect(plot?.dir).toBe('ltr');
    const legend = container.querySelector<HTMLElement>('[data-slot="widget-chart-legend"]');
    expect(legend && getComputedStyle(legend).direction).toBe('rtl');
    // January is on the left: the x axis reads left to right whatever the page's direction.
    const ticks = [...svg.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')];
    const [first, last] = [ticks[0], ticks.at(-1)].map((tick) => tick?.getBoundingClientRect().left ?? 0);
    expect(first).toBeLessThan(last ?? 0);
  }); // prettier-ignore

  it('passes axe in light and dark, with its tooltip open', async () => {
    await preloadChartPlot();
    for (const scheme of ['light', 'dark']) {
      const { container, unmount } = renderChart(
        {
          data: sales,
          series: [
            { type: 'bar', dataKey: 'desktop', label: 'Desktop', stack: 's' },
            { type: 'bar', dataKey: 'mobile', label: 'Mobile', stack: 's' },
            { type: 'line', dataKey: 'tablet', label: 'Tablet' },
          ],
          xAxis: 'month',
          showYAxis: true,
        },
        { scheme },
      );
      const svg = await drawn(container);
      svg.focus();
      await waitFor(() => {
        expect(container.querySelector('[data-slot="widget-chart-tooltip"]')).not.toBeNull();
      });
      const results = await axe.run(container, { resultTypes: ['violations'] });
      expect(
        results.violations.map((violation) => `${scheme}: ${violation.id}: ${violation.help}`),
      ).toEqual([]);
      unmount();
    }
  });
});
