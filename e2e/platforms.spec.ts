// The platform pages: reached by links from another page, they load their own sources (a group
// of the registry no other page loads) before they render.
import { SOURCES } from '../src/domain/sources';
import { test, expect, waitForHydration } from './fixtures';

test('from the overview to a platform page by links: its own sources are there, no error', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  // In-app navigation: the platform pages' source group is not loaded with the overview.
  await page.getByRole('navigation').getByRole('button', { name: 'Reference' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Platforms', exact: true }).click();
  await expect(page.getByTestId('page-platforms')).toBeVisible();
  await page.getByRole('link', { name: 'Amazon EKS', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/platforms\/eks\/$/);
  await expect(page.getByTestId('page-platform-eks')).toBeVisible();
  // A source only the platform pages show.
  await expect(page.locator(`.source-list a[href="${SOURCES['eks-versions-standard'].url}"]`)).toHaveCount(1);
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
});

// The wide tables of facts (platforms, plugins) share one template: card-table.css and TableScroll.
for (const path of ['/en/platforms/', '/zh/plugins/']) {
  test(`${path}: the table fits a laptop, scrolls by keyboard where it cannot fit, and clips nothing on a phone`, async ({
    page,
  }) => {
    const wrap = page.locator('.card-table-wrap');
    const widths = () =>
      wrap.evaluate((w) => ({ box: w.clientWidth, table: w.querySelector('table')!.getBoundingClientRect().width }));

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const wide = await widths();
    expect(wide.table).toBeLessThanOrEqual(wide.box);

    // Between a phone's cards and a laptop's room the table scrolls in its named region.
    await page.setViewportSize({ width: 820, height: 800 });
    const narrow = await widths();
    expect(narrow.table).toBeGreaterThan(narrow.box);
    await expect(wrap).toHaveAttribute('role', 'region');
    await wrap.focus();
    await expect(wrap).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wrap.evaluate((w) => w.scrollLeft)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('.card-table tbody th, .card-table tbody td')]
        .filter((c) => c.scrollWidth > c.clientWidth + 1)
        .map((c) => c.textContent?.slice(0, 40)),
    );
    expect(clipped).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
