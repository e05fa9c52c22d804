// With JavaScript off, the prerendered HTML is the whole site: text, navigation, languages.
import { type Page } from '@playwright/test';
import {
  test,
  expect,
  ALL_PAGES,
  CORE_PAGES,
  HTML_LANG,
  LANGS,
  localeStrings,
  normalise,
  templatePattern,
  tr,
} from './fixtures';

test.use({ javaScriptEnabled: false });

// Chart drawings (data-client-only) exist only with script; everything else must match.
const mainText = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) => {
      const hidden = [...main.querySelectorAll<HTMLElement>('[data-client-only]')];
      for (const el of hidden) el.style.display = 'none';
      return (main as HTMLElement).innerText;
    })
    .then(normalise);

for (const lang of LANGS) {
  for (const p of ALL_PAGES) {
    const url = `/${lang}/${p.path}`;
    test(`${url} shows its prerendered h1 and full text`, async ({ page, browser }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      // No script ran: the hydration marker never appears.
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      const words = new Set(
        [...['common', ...p.ns].flatMap((ns) => [...localeStrings(lang, ns).values()])].map(normalise),
      );
      expect(words, 'the h1 is a locale string').toContain(normalise(await h1.innerText()));
      await expect(page.locator('.site-header')).toContainText(tr(lang, 'common', 'site.name'));
      await expect(page.locator('footer')).toContainText(tr(lang, 'common', 'footer.privacy'));

      if (p.key === 'overview') {
        const text = normalise(await page.locator('body').innerText());
        for (const [key, value] of localeStrings(lang, 'home'))
          expect(text, `home.json ${key}`).toMatch(templatePattern(value));
      }

      if (p.key === 'wizard' || p.key === 'result') {
        // These pages read the answers from the URL in the browser, so their live part differs
        // after hydration. Without JavaScript they must still not promise something that never
        // comes: no "Reading the answers…" placeholder left on screen.
        const text = normalise(await page.locator('main').innerText());
        const placeholders = p.ns.flatMap((ns) =>
          [...localeStrings(lang, ns)].filter(([k]) => /(^|\.)loading$/.test(k)).map(([, v]) => v),
        );
        for (const s of placeholders)
          expect(text, 'a loading placeholder that never resolves without JavaScript').not.toContain(normalise(s));
        return;
      }

      // The full text equals what the hydrated page shows (nothing is client-only).
      const withJs = await browser.newContext({ javaScriptEnabled: true });
      try {
        const hydrated = await withJs.newPage();
        await hydrated.goto(url);
        await hydrated.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        expect(await mainText(page)).toBe(await mainText(hydrated));
      } finally {
        await withJs.close();
      }
    });
  }
}

test('/ shows both language links, and each leads to its language', async ({ page }) => {
  await page.goto('/');
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

test('every same-site link of every page resolves (no broken links)', async ({ page, request }) => {
  const hrefs = new Set<string>();
  for (const lang of LANGS) {
    for (const p of CORE_PAGES) {
      await page.goto(`/${lang}/${p.path}`);
      for (const href of await page
        .locator('a[href]')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
        const u = new URL(href);
        if (u.origin !== new URL(page.url()).origin) continue;
        if (u.hash && u.pathname === new URL(page.url()).pathname) {
          // An in-page anchor points at an element that exists.
          await expect(
            page.locator(`[id="${decodeURIComponent(u.hash.slice(1))}"]`),
            `${href} on ${page.url()}`,
          ).toHaveCount(1);
          continue;
        }
        hrefs.add(u.origin + u.pathname + u.search);
      }
    }
  }
  expect(hrefs.size).toBeGreaterThan(5);
  for (const href of hrefs) {
    const res = await request.get(href, { maxRedirects: 0 });
    expect(res.status(), href).toBe(200);
  }
});
