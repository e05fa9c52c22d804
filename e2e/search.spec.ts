// The search page, as a reader uses it: typing (the keyboard only), results grouped by page with
// the matched words marked, a result opening at its heading or row, the query kept in the URL and
// across the language switch, nothing fetched from another origin; the sub-path build searches too.
import { type Page } from '@playwright/test';
import { test, expect, waitForHydration, BASE_ORIGIN, tr } from './fixtures';
import { SUB_PATH } from './support/builds';

/** Every request the page makes off the test server (the site's own origin). */
function offOrigin(page: Page): string[] {
  const out: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).hostname !== 'localhost') out.push(r.url());
  });
  return out;
}

/**
 * The shortcuts listen from the layout, which may finish hydrating a moment after the page's
 * marker: a reader pressing `/` then gets nothing yet (the header link still works as a link).
 */
async function shortcutsReady(page: Page) {
  await page.waitForLoadState('networkidle');
}

const status = (page: Page) => page.getByTestId('search-results').getByRole('status');

for (const lang of ['en', 'zh'] as const)
  test(`${lang}: typing searches: results by page, the words marked, the query in the URL; a result opens at its heading`, async ({
    page,
  }) => {
    const elsewhere = offOrigin(page);
    await page.goto(`/${lang}/search/`);
    await waitForHydration(page);
    await expect(status(page)).toHaveText(tr(lang, 'search', 'status.idle'));
    // Keyboard only: the field is reached with Tab from the skip link's target.
    await page.getByRole('searchbox', { name: tr(lang, 'search', 'form.label') }).focus();
    await page.keyboard.type('conn_reuse_mode');
    await expect(status(page)).toContainText('“conn_reuse_mode”');
    await expect(page).toHaveURL(`/${lang}/search/?q=conn_reuse_mode`);
    const results = page.getByTestId('search-results');
    await expect(results.locator('.search-group').first().getByRole('heading', { level: 2 })).toBeVisible();
    await expect(results.locator('mark').first()).toContainText('conn_reuse_mode');
    // The entry that explains it is listed first.
    const hit = results.getByTestId('search-hit').first();
    await expect(hit).toHaveAttribute('href', `/${lang}/troubleshoot/ipvs-conn-reuse/#cause`);
    await hit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${lang}/troubleshoot/ipvs-conn-reuse/#cause`);
    await expect(page.locator('#cause')).toBeInViewport();
    expect(elsewhere).toEqual([]);
  });

test('a shared link searches at once, in Chinese, and the language switch keeps the query', async ({ page }) => {
  await page.goto(`/zh/search/?q=${encodeURIComponent('会话保持')}`);
  await waitForHydration(page);
  await expect(page.getByRole('searchbox')).toHaveValue('会话保持');
  await expect(page.locator('a[href="/zh/rules/#iptables-sh-session-affinity"]')).toBeVisible();
  await page.getByRole('link', { name: tr('zh', 'common', 'language.switchToLabel') }).click();
  await expect(page).toHaveURL(`/en/search/?q=${encodeURIComponent('会话保持')}`);
  await expect(status(page)).toContainText(tr('en', 'search', 'status.none').split('“')[0]!);
});

test('the sub-path build searches below its base', async ({ page }) => {
  await page.goto(`${BASE_ORIGIN}${SUB_PATH}en/search/?q=ipvsadm`);
  await waitForHydration(page);
  const hit = page.locator(`a[href="${SUB_PATH}en/modes/ipvs/#node-checks"]`);
  await expect(hit).toBeVisible();
});

test.describe('the dialog, on any page', () => {
  test('keyboard only: / opens it, the arrows and Enter open a result at its row; the URL is left alone meanwhile', async ({
    page,
  }) => {
    await page.goto('/en/compare/');
    await waitForHydration(page);
    await shortcutsReady(page);
    await page.keyboard.press('/');
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('search-dialog-input')).toBeFocused();
    await page.keyboard.type('nftables-below-1-31');
    const options = dialog.getByRole('option');
    const target = dialog.locator('[role="option"][href="/en/rules/#nftables-below-1-31"]');
    await expect(target).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/en/compare/');
    // The arrows move the pick down to the rule's row.
    const index = (await options.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).indexOf(
      '/en/rules/#nftables-below-1-31',
    );
    expect(index).toBeGreaterThan(-1);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('search-dialog-input')).toHaveAttribute(
      'aria-activedescendant',
      (await target.getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/en/rules/#nftables-below-1-31');
    await expect(page.locator('#nftables-below-1-31')).toBeInViewport();
  });

  test('Ctrl-K and the header link open it; Escape closes it and the focus goes back; "open as a page" carries the query', async ({
    page,
  }) => {
    await page.goto('/zh/');
    await waitForHydration(page);
    const link = page.getByRole('link', { name: tr('zh', 'common', 'nav.search') });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('search-dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await shortcutsReady(page);
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.type('ipvsadm');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('link', { name: tr('zh', 'search', 'dialog.asPage') }).click();
    await expect(page).toHaveURL('/zh/search/?q=ipvsadm');
    await expect(page.getByTestId('search-results').locator('a[href="/zh/modes/ipvs/#node-checks"]')).toBeVisible();
  });
});
