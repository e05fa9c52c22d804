// With JavaScript off, the prerendered HTML is the whole site: its links, navigation and
// languages work. What each page holds without scripts is checked in the built files
// (e2e/static/pages.test.ts); that hydration keeps it, by the route contracts.
import { test, expect, tr } from './fixtures';

test.use({ javaScriptEnabled: false });

test('/ stays put and shows both language links, and each leads to its language', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toContainText(tr('en', 'common', 'chooser.title'));
  await expect(page.locator('h1')).toContainText(tr('zh', 'common', 'chooser.title'));
  const en = page.locator('a[href="/en/"]', { hasText: tr('en', 'common', 'chooser.en') });
  const zh = page.locator('a[href="/zh/"]', { hasText: tr('zh', 'common', 'chooser.zh') });
  await expect(en).toBeVisible();
  await expect(zh).toBeVisible();
  await expect(zh).toHaveAttribute('hreflang', 'zh-CN');
  await zh.click();
  await expect(page).toHaveURL(/\/zh\/$/);
  await expect(page.locator('h1')).toHaveText(tr('zh', 'home', 'hero.title'));
  await page.goBack();
  await page.locator('a[href="/en/"]').click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('h1')).toHaveText(tr('en', 'home', 'hero.title'));
});

test('nav, brand, call-to-action and language links are plain anchors that work', async ({ page }) => {
  await page.goto('/en/');
  const nav = page.locator('nav#site-nav');
  await nav.getByRole('link', { name: tr('en', 'common', 'nav.compare') }).click();
  await expect(page).toHaveURL(/\/en\/compare\/$/);
  await expect(page).toHaveTitle(`${tr('en', 'common', 'meta.compare.title')} · ${tr('en', 'common', 'site.name')}`);

  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(/\/zh\/compare\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await nav.getByRole('link', { name: tr('zh', 'common', 'nav.wizard') }).click();
  await expect(page).toHaveURL(/\/zh\/wizard\/$/);
  await expect(nav.getByRole('link', { name: tr('zh', 'common', 'nav.wizard') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.locator('a.brand').click();
  await expect(page).toHaveURL(/\/zh\/$/);
  await page.getByRole('link', { name: tr('zh', 'home', 'hero.startWizard') }).click();
  await expect(page).toHaveURL(/\/zh\/wizard\/$/);
});

test('the nav is not folded away on a phone without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/');
  await expect(page.locator('.menu-button')).toBeHidden();
  await expect(page.locator('nav#site-nav')).toBeVisible();
  await expect(
    page.locator('nav#site-nav').getByRole('link', { name: tr('en', 'common', 'nav.import') }),
  ).toBeVisible();
});

test('on a wide screen the reference links open from their button, by pointer or keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/zh/compare/');
  const nav = page.locator('nav#site-nav');
  const plugins = nav.getByRole('link', { name: tr('zh', 'common', 'nav.plugins') });
  await expect(plugins).toBeHidden();
  await nav.getByRole('button', { name: tr('zh', 'common', 'nav.groups.reference') }).focus();
  await expect(plugins).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: tr('zh', 'common', 'nav.platforms') })).toBeFocused();
  await page.mouse.click(5, 600);
  await expect(plugins).toBeHidden();
  await nav.getByRole('button', { name: tr('zh', 'common', 'nav.groups.reference') }).hover();
  await plugins.click();
  await expect(page).toHaveURL(/\/zh\/plugins\/$/);
});
