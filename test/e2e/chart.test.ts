import { describe, expect, it } from 'vitest';
import { WAIT, openDemo, send, waitForIdle } from './support/chat';
import { expectNoAxeViolations, horizontalOverflow } from './support/checks';
import { setupE2e } from './support/setup';

// The demo's answer to "chart" (server-example/workflows/demo/chartWidget.ts) in the built demo
// page: the charting code loads only once a Chart shows, the charts fit a phone, read by keyboard,
// and pass axe in light and dark.

const e2e = setupE2e();

describe('the Chart widget in the demo', () => {
  it('loads its drawing code only when a chart shows, fits 390 px, works by keyboard and passes axe', async () => {
    const { page } = e2e;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 760 });
    const ui = await openDemo(page);
    // Idle preloads run after the first paint; none of them is the chart's.
    await page.waitForTimeout(1500);
    expect(scripts.filter((path) => path.includes('ChartPlot'))).toEqual([]);

    await send(ui, 'Show me a chart');
    const figure = ui.log.getByRole('figure', { name: 'Chart: Text answers, Widgets, and Errors' });
    await figure.waitFor(WAIT);
    const svg = figure.locator('svg.recharts-surface');
    await svg.waitFor(WAIT);
    await waitForIdle(ui);
    expect(scripts.filter((path) => path.includes('ChartPlot'))).toHaveLength(1);

    // The week days label the dates of the rows, on the axis and in the table.
    await expect
      .poll(() => figure.locator('.recharts-xAxis-tick-labels text').allTextContents(), WAIT)
      .toContain('Mon');
    const header = await figure.getByRole('table').locator('tbody th').allTextContents();
    expect(header).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    expect(await horizontalOverflow(page)).toEqual([]);

    await svg.focus();
    await page.keyboard.press('ArrowRight');
    const tooltip = figure.locator('[data-slot="widget-chart-tooltip"]');
    await expect.poll(() => tooltip.innerText(), WAIT).toMatch(/Tue\s+Text answers\s+110/);
    await expectNoAxeViolations(page, 'a chart with its tooltip, light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    const again = await openDemo(page);
    await again.log.getByRole('figure').first().locator('svg.recharts-surface').waitFor(WAIT);
    await expectNoAxeViolations(page, 'the charts, dark');
  });
});
