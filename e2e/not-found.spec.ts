// Unknown addresses get the bilingual 404 with status 404; `/` picks the browser's language;
// a render error shows the translated error panel instead of a blank page.
import { type Page } from '@playwright/test';
import { test, expect, waitForHydration, allowNotFoundDocuments, tr } from './fixtures';

async function expectBilingualNotFound(page: Page) {
  await expect(page).toHaveTitle(tr('en', 'common', 'notFound.bilingualTitle'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const nf = page.getByTestId('not-found');
  for (const lang of ['en', 'zh'] as const) {
    const section = nf.locator(`section[lang="${lang === 'zh' ? 'zh-CN' : 'en'}"]`);
    await expect(section.locator('h1')).toHaveText(tr(lang, 'common', 'notFound.title'));
    await expect(section).toContainText(tr(lang, 'common', 'notFound.body'));
    const home = section.getByRole('link', { name: tr(lang, 'common', 'notFound.home') });
    await expect(home).toHaveAttribute('href', `/${lang}/`);
  }
  // Styled: the stylesheet loaded even though the address is unknown (absolute asset URLs).
  await expect(nf).toHaveCSS('text-align', 'center');
  await expect(page.locator('.status-code')).toHaveText('404');
}

for (const url of [
  '/en/does-not-exist/',
  '/fr/',
  '/zh/compare/extra/',
  '/en/modes/not-a-mode/',
  '/zh/migrate/not-a-runbook/',
  '/en/troubleshoot/not-a-problem/',
  '/zh/settings/not-a-section/',
  '/en/services/not-a-service/',
  '/nope.html',
]) {
  test(`${url} → HTTP 404 with the bilingual page`, async ({ page, consoleProblems }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400 && r.request().resourceType() !== 'document') failed.push(`${r.status()} ${r.url()}`);
    });
    const res = await page.goto(url);
    expect(res?.status()).toBe(404);
    await expectBilingualNotFound(page);
    expect(failed, 'assets of the 404 page').toEqual([]);
    allowNotFoundDocuments(consoleProblems, 1);
  });
}

test('the 404 page links lead home in each language', async ({ page, consoleProblems }) => {
  await page.goto('/en/does-not-exist/');
  await page.getByRole('link', { name: tr('zh', 'common', 'notFound.home') }).click();
  await expect(page).toHaveURL(/\/zh\/$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(tr('zh', 'home', 'hero.title'));
  await page.goto('/fr/');
  await page.getByRole('link', { name: tr('en', 'common', 'notFound.home') }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('h1')).toHaveText(tr('en', 'home', 'hero.title'));
  allowNotFoundDocuments(consoleProblems, 2);
});

test('the 404 page downloads no script', async ({ page, consoleProblems }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\.js(\?|$)/.test(r.url())) scripts.push(r.url());
  });
  await page.goto('/en/does-not-exist/');
  await expectBilingualNotFound(page);
  await page.waitForLoadState('networkidle');
  allowNotFoundDocuments(consoleProblems, 1);
  expect(scripts, 'scripts requested by 404.html').toEqual([]);
});

for (const [locale, lang] of [
  ['en-US', 'en'],
  ['zh-CN', 'zh'],
  ['zh-TW', 'zh'],
  ['fr-FR', 'en'],
] as const) {
  test.describe(`a browser preferring ${locale}`, () => {
    test.use({ locale });
    test(`/ redirects to /${lang}/`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
      await expect(page.locator('h1')).toHaveText(tr(lang, 'home', 'hero.title'));
      // A replace, not a push: Back leaves the site instead of bouncing through / and here again.
      await page.goBack();
      await expect(page).toHaveURL('about:blank');
    });
  });
}

/**
 * No page throws on purpose, so the test breaks one: the compare route's code-split chunk is
 * answered with a component that throws while rendering, and the user navigates to it.
 */
for (const lang of ['en', 'zh'] as const) {
  test(`a render error shows the translated error panel (${lang})`, async ({ page, consoleProblems }) => {
    await page.goto(`/${lang}/`);
    await waitForHydration(page);
    let replaced = 0;
    await page.route('**/assets/*.js', async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      if (!/\bas component\}/.test(body)) return route.fulfill({ response: res, body });
      replaced++;
      return route.fulfill({
        response: res,
        body: 'export const component = () => { throw new Error("simulated render error"); };',
      });
    });
    await page.locator(`nav#site-nav a[href="/${lang}/compare/"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/compare/$`));

    const panel = page.getByTestId('error-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('role', 'alert');
    await expect(panel.locator('h1')).toHaveText(tr(lang, 'common', 'error.title'));
    await expect(panel).toContainText(tr(lang, 'common', 'error.body'));
    await expect(panel.getByRole('button', { name: tr(lang, 'common', 'error.retry') })).toBeVisible();
    await panel.locator('summary', { hasText: tr(lang, 'common', 'error.details') }).click();
    await expect(panel.locator('pre')).toHaveText('simulated render error');
    // The site chrome stays usable around it.
    await expect(page.locator('nav#site-nav')).toContainText(tr(lang, 'common', 'nav.overview'));
    expect(replaced).toBeGreaterThan(0);

    await panel.getByRole('link', { name: tr(lang, 'common', 'error.home') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
    await expect(page.locator('h1')).toHaveText(tr(lang, 'home', 'hero.title'));

    // The error is logged once by React; that one is expected, nothing else is.
    const expected = consoleProblems.filter((p) => p.includes('simulated render error'));
    expect(expected.length).toBeGreaterThan(0);
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((p) => !p.includes('simulated render error')),
    );
  });
}
