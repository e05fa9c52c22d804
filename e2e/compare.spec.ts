import { readFileSync } from 'node:fs';
import { test, expect, waitForHydration } from './fixtures';
import { MODES } from '../src/domain/modes';
import { ROW_IDS } from '../src/domain/matrix/model';

const compare = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/compare.json`, 'utf8'));

for (const lang of ['en', 'zh'] as const) {
  test.describe(`compare (${lang})`, () => {
    test('every row has its stable anchor and an anchor link jumps to it', async ({ page }) => {
      await page.goto(`/${lang}/compare/`);
      await waitForHydration(page);
      for (const id of ROW_IDS) await expect(page.locator(`th#${id}`)).toHaveCount(1);
      await page.goto(`/${lang}/compare/#upstream-status`);
      const label = page.locator('th#upstream-status');
      await expect(label).toBeInViewport();
      await expect(label).toContainText(compare(lang).rows.upstreamStatus.label);
    });

    test('the prerendered page already holds every cell', async ({ request }) => {
      const html = await (await request.get(`/${lang}/compare/`)).text();
      const c = compare(lang);
      for (const key of ['positioning', 'limits', 'knownIssues']) {
        for (const mode of MODES) {
          const text = c.cells[key][mode] as string;
          const plain = text.split('{{')[0]!.slice(0, 25);
          expect(
            html
              .replace(/&#x27;/g, "'")
              .replace(/&quot;/g, '"')
              .replace(/&amp;/g, '&'),
          ).toContain(plain);
        }
      }
    });
  });
}

test('every cell cites at least one numbered source, in ascending footnote order', async ({ request }) => {
  const html = await (await request.get('/en/compare/')).text();
  const cells = html.match(/<span class="source-notes">.*?<\/span><\/td>/g) ?? [];
  expect(cells.length).toBeGreaterThan(30);
  for (const cell of cells) {
    const numbers = [...cell.matchAll(/<\/span>(\d+)<\/a>/g)].map((m) => Number(m[1]));
    expect(numbers.length, cell).toBeGreaterThan(0);
    expect(numbers.length, cell).toBe(cell.split('class="footnote-ref"').length - 1);
    expect(numbers, cell).toEqual([...numbers].sort((a, b) => a - b));
  }
});

test('choosing modes narrows the table and lives in the URL', async ({ page }) => {
  await page.goto('/en/compare/');
  await waitForHydration(page);
  await expect(page.locator('thead th[data-mode]')).toHaveCount(3);
  await expect(page.locator('td.mode-iptables').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'iptables' }).uncheck();
  await expect(page).toHaveURL(/modes=nftables%2Cipvs|modes=nftables,ipvs/);
  await expect(page.locator('thead th[data-mode]')).toHaveText(['nftables', 'IPVS']);
  await expect(page.locator('td.mode-iptables')).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('thead th[data-mode]')).toHaveCount(2);
  // The last mode cannot be unchecked.
  await page.getByRole('checkbox', { name: 'IPVS' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'nftables' })).toBeDisabled();
  await expect(page.getByRole('switch')).toBeDisabled();
});

test('highlight differences marks differing and same rows', async ({ page }) => {
  await page.goto('/en/compare/?modes=nftables,ipvs');
  await waitForHydration(page);
  await page.getByRole('switch').check();
  await expect(page).toHaveURL(/diff=true/);
  await expect(page.locator('table.matrix')).toHaveAttribute('data-diff', 'true');
  // nftables and IPVS are both rated "higher" throughput by CCE; positioning differs.
  await expect(page.locator('[data-row="throughput"]')).toHaveAttribute('data-same', 'true');
  await expect(page.locator('[data-row="positioning"]')).toHaveAttribute('data-same', 'false');
  await expect(page.locator('[data-row="positioning"]').locator('.diff-differs')).toBeVisible();
  const sameOpacity = await page
    .locator('[data-row="throughput"]')
    .locator('td')
    .first()
    .evaluate((el) => getComputedStyle(el).opacity);
  expect(Number(sameOpacity)).toBeLessThan(1);
});

test('copy-link copies the row URL', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/compare/');
  await waitForHydration(page);
  await page.locator('[data-row="lookup"]').getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('[data-row="lookup"]').getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL('/en/compare/#lookup', page.url()).href,
  );
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the matrix becomes cards with no horizontal scroll', async ({ page }) => {
    await page.goto('/zh/compare/');
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('table.matrix thead')).toBeHidden();
    const modeLabel = page.locator('[data-row="limits"]').locator('td.mode-ipvs .cell-mode');
    await expect(modeLabel).toBeVisible();
    await expect(modeLabel).toHaveText('IPVS');
  });
});

test('print media shows the whole matrix without controls', async ({ page }) => {
  await page.goto('/en/compare/');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('compare-controls')).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('table.matrix thead')).toBeVisible();
  await expect(page.locator('p.print-only')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(10_000);
});
