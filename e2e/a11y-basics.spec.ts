// Keyboard and small-screen basics: the skip link, the phone menu and heading anchors at work.
// Heading ids and levels are checked in the built HTML (e2e/static), sideways scrolling by the
// route contracts (routes.spec.ts).
import { type Page } from '@playwright/test';
import { test, expect, waitForHydration, LANGS, tr } from './fixtures';

const PHONE = { width: 390, height: 844 };

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      id: el?.id ?? '',
      cls: el?.className ?? '',
      inMain: !!el?.closest('#main-content'),
    };
  });

for (const [lang, path] of [
  ['en', ''],
  ['zh', 'compare/'],
  ['en', 'wizard/'],
] as const) {
  test(`/${lang}/${path}: the skip link is the first tab stop and moves focus to the content`, async ({ page }) => {
    await page.goto(`/${lang}/${path}`);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toHaveText(tr(lang, 'common', 'a11y.skipToContent'));
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip).toBeInViewport(); // shown while focused

    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(skip).not.toBeInViewport(); // hidden again once focus leaves
    // The next tab stop is inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain, 'focus after skipping').toBe(true);
  });
}

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  for (const lang of LANGS) {
    test(`${lang}: the nav hides behind a menu button that opens and closes it`, async ({ page }) => {
      await page.goto(`/${lang}/`);
      await waitForHydration(page);
      const nav = page.locator('nav#site-nav');
      const button = page.locator('button.menu-button');
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveAttribute('aria-controls', 'site-nav');
      await expect(button).toHaveAccessibleName(tr(lang, 'common', 'nav.openMenu'));
      await expect(nav).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(button).toHaveAccessibleName(tr(lang, 'common', 'nav.closeMenu'));
      await expect(nav).toBeVisible();
      for (const key of ['overview', 'compare', 'wizard', 'scaling', 'import']) {
        await expect(nav.getByRole('link', { name: tr(lang, 'common', `nav.${key}`), exact: true })).toBeVisible();
      }
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();

      // Keyboard: open with Enter, follow a link; the menu closes on navigation.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: tr(lang, 'common', 'nav.scaling'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/scaling/$`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).toBeHidden();
    });
  }
});

test('a heading anchor puts its id in the URL and a reload lands on it', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await page.locator('#on-cce').hover();
  await page.locator('#on-cce > a.heading-anchor').click();
  await expect(page).toHaveURL(/\/en\/#on-cce$/);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#on-cce')).toBeInViewport();
});

/** The header's visible items: the brand, the nav's top-level entries and the tools. */
async function headerRows(page: Page) {
  return page.evaluate(() => {
    const items = document.querySelectorAll(
      '.site-header .brand, .site-nav > .nav-group li, .nav-menu-button, .header-tools > *',
    );
    const tops = [...items]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0 && r.top < 400)
      .map((r) => Math.round(r.top + r.height / 2));
    return { count: tops.length, spread: Math.max(...tops) - Math.min(...tops) };
  });
}

for (const lang of LANGS) {
  test(`${lang}: on a laptop and a wide screen the header is one row, with scripts and without`, async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      for (const width of [1280, 1024]) {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(`/${lang}/compare/`);
        const label = `${width} px, scripts ${javaScriptEnabled ? 'on' : 'off'}`;
        // Five guide links, the reference's button, brand and at least search and language.
        const { count, spread } = await headerRows(page);
        expect(count, label).toBeGreaterThanOrEqual(9);
        expect(spread, label).toBeLessThanOrEqual(4);
        await expect(page.locator('.theme-switch'), label).toBeVisible({ visible: javaScriptEnabled });
        await context.close();
      }
    }
  });
}
