// The scaling page: its charts in both languages, the reader's marker kept in the URL, the
// in-browser benchmark (run to completion and cancelled), and Recharts staying off other pages.
import { type Locator, type Page, type Response } from '@playwright/test';
import { test, expect, waitForHydration, drawCharts, LANGS, normalise, tr, type Lang } from './fixtures';
import { expectClean, watch } from './support/watch';

// The page draws four charts and runs a multi-second benchmark; on a busy machine that takes
// longer than the suite's default 30 s, so this file allows more.
test.describe.configure({ timeout: 90_000 });

import { BENCH_SIZES } from '../src/features/scaling/lib/bench';
const s = (lang: Lang, key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((text, [k, v]) => text.replaceAll(`{{${k}}}`, v), tr(lang, 'scaling', key));

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
}

/** Charts redraw after an edit at low priority (the inputs come first): allow for a busy machine. */
const REDRAW = { timeout: 20_000 };

/** The charts mount in a transition after hydration; on a busy machine that can take a while. */
async function waitForCharts(page: Page) {
  await drawCharts(page);
  await expect(page.locator('[data-testid="chart-lookup"] svg.recharts-surface')).toBeVisible({ timeout: 30_000 });
}

/** Checks a chart figure: its legend names exactly these series, the SVG draws one line per series, and each has a direct label. */
async function expectSeries(figure: Locator, chartTestId: string, labels: string[]) {
  const chart = figure.getByTestId(chartTestId);
  await figure.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(labels.length);
  const legend = await figure.locator('.chart-legend li').allInnerTexts();
  expect(legend.map(normalise)).toEqual(labels);
  const direct = await chart.locator('.direct-label').allTextContents();
  expect([...direct].sort()).toEqual([...labels].sort());
  // The lines differ by more than colour: no two share a dash pattern and a mode.
  const styles = await chart
    .locator('.recharts-line')
    .evaluateAll((gs) =>
      gs.map((g) => `${g.getAttribute('class')}|${g.querySelector('path')?.getAttribute('stroke-dasharray') ?? ''}`),
    );
  expect(new Set(styles).size).toBe(labels.length);
}

for (const lang of LANGS) {
  test(`${lang}: the charts render with the right series, markers and tables`, async ({ page }) => {
    await open(page, `/${lang}/scaling/`);
    await waitForCharts(page);
    await expect(page.locator('h1')).toHaveText(s(lang, 'page.title'));

    const lookup = page.getByTestId('figure-lookup-chart');
    await expect(lookup.locator('h3')).toHaveText(s(lang, 'lookup.chartTitle'));
    await expectSeries(lookup, 'chart-lookup', [
      s(lang, 'lookup.iptablesWorst'),
      s(lang, 'lookup.iptablesAverage'),
      s(lang, 'lookup.nftablesLine'),
      s(lang, 'lookup.ipvsLine'),
    ]);
    await expect(lookup.getByTestId('marker-cce')).toHaveText(s(lang, 'chart.cceMarker', { value: '3,000' }));
    await expect(lookup.getByTestId('marker-reader')).toHaveText(s(lang, 'chart.readerMarker', { value: '1,000' }));

    const objects = page.getByTestId('figure-objects-chart');
    await expectSeries(objects, 'chart-objects', [
      s(lang, 'objects.iptablesRules'),
      s(lang, 'objects.nftablesRules'),
      s(lang, 'objects.nftablesChains'),
      s(lang, 'objects.ipvsReal'),
      s(lang, 'objects.nftablesElements'),
      s(lang, 'objects.ipvsVirtual'),
    ]);
    await expect(objects.getByTestId('marker-reader')).toHaveAttribute('data-x', '1000');

    const measured = page.getByTestId('figure-measurements-chart');
    const series = (mode: string, p: string) =>
      s(lang, 'measurements.series', { mode, percentile: s(lang, `measurements.${p}`) });
    await expectSeries(measured, 'chart-measurements', [
      series('iptables', 'p99'),
      series('iptables', 'p50'),
      series('nftables', 'p99'),
      series('nftables', 'p50'),
    ]);
    await expect(measured.getByTestId('approx-note')).toHaveText(s(lang, 'measurements.kepNote', { error: '0.004' }));
    // Three measured points per line.
    await expect(measured.locator('.recharts-line-dots').first().locator('circle')).toHaveCount(3);

    // Each chart has its table; the model's tables hold the reader's row.
    await expect(page.getByTestId('table-lookup').locator('tr[data-reader="true"] th')).toContainText('1,000');
    await expect(page.getByTestId('table-lookup').locator('tr[data-reader="true"] td').first()).toHaveText('1,010');
    await expect(page.getByTestId('table-objects').locator('tr[data-reader="true"] td').first()).toHaveText('32,000');
    await expect(page.getByTestId('table-measurements').locator('tbody tr')).toHaveCount(3);
  });
}

test('the prerendered page holds the explanations and the data tables, and no chart', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/scaling/');
  const text = normalise(await page.locator('main').innerText());
  for (const key of ['page.intro', 'lookup.conntrack', 'objects.counted', 'bench.notKernel'])
    expect(text).toContain(normalise(tr('en', 'scaling', key)));
  for (const id of ['table-lookup', 'table-objects', 'table-measurements', 'summary-table'])
    await expect(page.getByTestId(id)).toHaveCount(1);
  await expect(page.locator('.chart-placeholder')).toHaveCount(4);
  await expect(page.locator('.recharts-surface')).toHaveCount(0);
  await context.close();
});

test('tooltips: hovering or arrow keys show a point’s values', async ({ page }) => {
  await open(page, '/en/scaling/');
  await waitForCharts(page);
  const chart = page.getByTestId('chart-lookup');
  await chart.locator('svg.recharts-surface').focus();
  await page.keyboard.press('ArrowRight');
  const tooltip = page.locator('.chart-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Services');
  await expect(tooltip).toContainText(tr('en', 'scaling', 'lookup.iptablesAverage'));
  await page.keyboard.press('Escape');
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5);
  await expect(tooltip).toContainText(tr('en', 'scaling', 'lookup.ipvsLine'));
});

test('the reader’s marker follows `services`, and edits go to the URL', async ({ page }) => {
  await open(page, '/en/scaling/');
  await waitForCharts(page);
  const marker = page.getByTestId('figure-lookup-chart').getByTestId('marker-reader');
  const lineX = async () =>
    Number(await page.getByTestId('chart-lookup').locator('.marker-line-reader line').getAttribute('x1'));
  await expect(marker).toHaveAttribute('data-x', '1000');
  const before = await lineX();

  await page.getByTestId('input-services').fill('20000');
  await expect(page).toHaveURL(/[?&]services=20000(&|$)/);
  await expect(marker).toHaveAttribute('data-x', '20000', REDRAW);
  await expect(marker).toHaveText('Yours: 20,000');
  expect(await lineX()).toBeGreaterThan(before);
  await expect(page.getByTestId('table-lookup').locator('tr[data-reader="true"] th')).toContainText('20,000', REDRAW);
  await expect(page.getByTestId('summary-table')).toContainText('10,006 on average, 20,010 at worst', REDRAW);
  // The control-plane section (prerendered; its code loads after the page's) follows too:
  // 20,000 Services are past upstream's 10,000.
  const services = page.getByTestId('scalability-thresholds').locator('[data-threshold="services"]');
  await expect(services).toHaveAttribute('data-status', 'over', REDRAW);
  await expect(services).toContainText('20,000');

  await page.getByTestId('input-endpoints').fill('3');
  await expect(page).toHaveURL(/[?&]endpoints=3(&|$)/);
  await expect(page.getByTestId('summary-table')).toContainText('220,000 nat rules', REDRAW);

  // Emptied: back to the default, and out of the URL.
  await page.getByTestId('input-services').fill('');
  await expect(page).not.toHaveURL(/services=/);
  await expect(marker).toHaveAttribute('data-x', '1000', REDRAW);
  await expect(services).toHaveAttribute('data-status', 'within', REDRAW);
});

test('a shared link opens on its own values', async ({ page }) => {
  await open(page, '/zh/scaling/?services=500&endpoints=4');
  await waitForCharts(page);
  await expect(page.getByTestId('input-services')).toHaveValue('500');
  await expect(page.getByTestId('figure-lookup-chart').getByTestId('marker-reader')).toHaveText(
    s('zh', 'chart.readerMarker', { value: '500' }),
  );
});

for (const lang of LANGS) {
  test(`${lang}: invalid values get a translated notice and the defaults`, async ({ page }) => {
    await open(page, `/${lang}/scaling/?services=12.5&endpoints=0`);
    await waitForCharts(page);
    const services = page.getByTestId('input-services-problem');
    await expect(services).toContainText(s(lang, 'inputs.problems.notWhole', { raw: '12.5' }));
    await expect(services).toContainText(s(lang, 'inputs.fallback', { value: '1,000' }));
    await expect(page.getByTestId('input-endpoints-problem')).toContainText(
      s(lang, 'inputs.problems.tooSmall', { raw: '0', min: '1' }),
    );
    await expect(page.getByTestId('input-services')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('page-scaling')).toHaveAttribute('data-services', '1000');
    await expect(page.getByTestId('page-scaling')).toHaveAttribute('data-endpoints', '10');

    // Beyond the chart's range: valid, but without a marker.
    await page.getByTestId('input-services').fill('250000');
    await expect(page.getByTestId('out-of-range')).toBeVisible();
    await expect(page.getByTestId('figure-lookup-chart').getByTestId('marker-reader')).toHaveCount(0, REDRAW);
  });
}

test('the benchmark runs to completion with a value for every N, asking no other origin', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const w = await watch(page, context, new URL(baseURL!).origin);
  await open(page, '/en/scaling/');
  const status = page.getByTestId('bench-status');
  await expect(status).toHaveText(tr('en', 'scaling', 'bench.idle'));
  await page.getByTestId('bench-run').click();
  await expect(status).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('bench-cancel')).toBeEnabled();
  // The page stays responsive while the worker measures: the inputs still update the URL.
  await page.getByTestId('input-services').fill('4000');
  await expect(page).toHaveURL(/services=4000/);
  await expect(status).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(status).toHaveText(s('en', 'bench.done', { total: '20' }));

  const rows = await page
    .getByTestId('table-bench')
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => ({
        method: tr.getAttribute('data-method'),
        n: Number(tr.getAttribute('data-n')),
        ns: Number(tr.getAttribute('data-ns')),
      })),
    );
  expect(rows).toHaveLength(BENCH_SIZES.length * 2);
  for (const method of ['linear', 'hash']) {
    const mine = rows.filter((r) => r.method === method);
    expect(mine.map((r) => r.n)).toEqual(BENCH_SIZES);
    for (const r of mine) {
      expect(Number.isFinite(r.ns), `${method} at ${r.n}`).toBe(true);
      expect(r.ns).toBeGreaterThan(0);
    }
  }
  const linear = (n: number) => rows.find((r) => r.method === 'linear' && r.n === n)!.ns;
  expect(linear(100_000)).toBeGreaterThan(linear(100));

  await expectSeries(page.getByTestId('figure-bench-chart'), 'chart-bench', [
    tr('en', 'scaling', 'bench.linearLine'),
    tr('en', 'scaling', 'bench.hashLine'),
  ]);
  await expect(page.getByTestId('figure-bench-chart').locator('.chart-reading')).not.toHaveText(
    tr('en', 'scaling', 'bench.readingEmpty'),
  );
  // The worker ran under the page's CSP and fetched nothing from elsewhere.
  expectClean(w);
});

test('a benchmark run can be cancelled', async ({ page }) => {
  await open(page, '/zh/scaling/');
  const status = page.getByTestId('bench-status');
  // The run counts as running from the click; holding the worker's script keeps it there, so
  // the cancel always lands on a run in progress, however fast the machine.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  let answered: Promise<unknown> = Promise.resolve();
  await page.route(/bench\.worker[^/]*\.js$/, (route) => {
    requested++;
    // The worker may be gone by then: the browser cancels the request, and continue() rejects.
    answered = held.then(() => route.continue()).catch(() => 'cancelled');
    return answered;
  });
  await page.getByTestId('bench-run').click();
  await expect(status).toHaveAttribute('data-status', 'running');
  await expect.poll(() => requested, 'the worker script was requested').toBe(1);
  await page.getByTestId('bench-cancel').click();
  await expect(status).toHaveAttribute('data-status', 'cancelled');
  const count = Number(await status.getAttribute('data-count'));
  expect(count).toBeLessThan(BENCH_SIZES.length * 2);
  await expect(status).toHaveText(s('zh', 'bench.cancelled', { count: String(count), total: '20' }));
  // The script arrives after the cancel: the terminated worker never reports.
  release();
  await answered;
  await expect(status).toHaveAttribute('data-status', 'cancelled');
  await expect(status).toHaveAttribute('data-count', String(count));
  await expect(page.getByTestId('bench-cancel')).toBeDisabled();
  await expect(page.getByTestId('bench-run')).toBeEnabled();
  await expect(page.getByTestId('bench-run')).toHaveText(s('zh', 'bench.runAgain'));
});

test('Recharts is not loaded on /en/compare/ (but is on the scaling page)', async ({ page }) => {
  const scripts = async (path: string) => {
    const bodies: Promise<{ url: string; body: string }>[] = [];
    const onResponse = (res: Response) => {
      if (res.url().endsWith('.js') || res.request().resourceType() === 'script')
        bodies.push(res.text().then((body) => ({ url: res.url(), body })));
    };
    page.on('response', onResponse);
    await open(page, path);
    await drawCharts(page);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    return Promise.all(bodies);
  };
  const compare = await scripts('/en/compare/');
  expect(compare.length).toBeGreaterThan(0);
  for (const { url, body } of compare) {
    expect(body, url).not.toContain('recharts');
    expect(body, url).not.toContain('recharts-wrapper');
  }
  const scaling = await scripts('/en/scaling/');
  expect(
    scaling.some(({ body }) => body.includes('recharts-wrapper')),
    'the check would notice Recharts',
  ).toBe(true);
});

test('Recharts is fetched only when a chart nears the viewport, not on the first load', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text());
  });
  const rechartsLoaded = async () => (await Promise.all(bodies)).some((b) => b.includes('recharts-wrapper'));
  await open(page, '/en/scaling/');
  await page.waitForLoadState('networkidle');
  expect(await rechartsLoaded(), 'Recharts before any chart is near').toBe(false);
  await expect(page.locator('.chart-placeholder')).toHaveCount(4);
  await page.getByTestId('figure-lookup-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('chart-lookup').locator('svg.recharts-surface')).toBeVisible({ timeout: 30_000 });
  expect(await rechartsLoaded(), 'Recharts once a chart is in view').toBe(true);
});
