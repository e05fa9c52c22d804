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
