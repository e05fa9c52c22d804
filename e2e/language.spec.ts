// The language switch: same page, same answers, same anchor, other language — and the
// other language's strings are downloaded only when they are needed.
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  HTML_LANG,
  MODE_PAGES,
  CORE_PAGES,
  allStrings,
  normalise,
  tr,
  type Lang,
  type SitePage,
} from './fixtures';
import { headOf } from './support/templates';

const pageOf = (key: SitePage['key']) => CORE_PAGES.find((p) => p.key === key)!;
const CASES: { p: SitePage; suffix: string }[] = [
  { p: pageOf('overview'), suffix: '#three-modes' },
  { p: pageOf('compare'), suffix: '?note=kept#top' },
  { p: pageOf('wizard'), suffix: '?platform=cce&services=3000&current=ipvs#top' },
  { p: pageOf('result'), suffix: '?platform=gke&version=1.31&services=3000&dataplane=replaced&plugin=cilium' },
  { p: pageOf('scaling'), suffix: '#top' },
  { p: pageOf('import'), suffix: '?from=ticket' },
  { p: MODE_PAGES[0]!, suffix: '?from=overview#what-it-is' },
];

const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const expectedTitle = (lang: Lang, p: SitePage) => `${headOf(lang, p).title} · ${tr(lang, 'common', 'site.name')}`;

function stringsOf(lang: Lang): Set<string> {
  return new Set([...allStrings(lang).values()].map(normalise));
}

// Each page once, the direction alternating: the switch is one component on every page.
for (const [i, { p, suffix }] of CASES.entries()) {
  const from: Lang = i % 2 ? 'zh' : 'en';
  const to = other(from);
  test(`/${from}/${p.path}${suffix} keeps page, params and anchor`, async ({ page }) => {
    await page.goto(`/${from}/${p.path}${suffix}`);
    await waitForHydration(page);
    await expect(page).toHaveTitle(expectedTitle(from, p));
    const h1Before = normalise(await page.locator('h1').innerText());

    const sw = page.locator('.lang-switch');
    await expect(sw).toHaveAttribute('href', `/${to}/${p.path}${suffix}`);
    await expect(sw).toHaveAttribute('hreflang', HTML_LANG[to]);
    await sw.click();

    await expect(page).toHaveURL(new RegExp(`/${to}/${escape(p.path + suffix)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[to]);
    await expect(page).toHaveTitle(expectedTitle(to, p));
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${to}/${escape(p.path)}$`),
    );
    await expect(page.locator('h1')).not.toHaveText(h1Before);
    expect(stringsOf(to), 'the new h1 is a string of the new language').toContain(
      normalise(await page.locator('h1').innerText()),
    );
    await expect(page.locator('nav#site-nav')).toContainText(tr(to, 'common', 'nav.overview'));
    await expect(page.locator('footer')).toContainText(tr(to, 'common', 'footer.privacy'));
    await expect(page.locator('.lang-switch')).toHaveText(tr(to, 'common', 'language.switchTo'));
    // And back again.
    await expect(page.locator('.lang-switch')).toHaveAttribute('href', `/${from}/${p.path}${suffix}`);
  });
}

test('the switch keeps an anchor added after load (clicking a heading anchor)', async ({ page }) => {
  await page.goto('/zh/');
  await waitForHydration(page);
  await page.locator('#on-cce a.heading-anchor').click();
  await expect(page).toHaveURL(/\/zh\/#on-cce$/);
  await expect(page.locator('.lang-switch')).toHaveAttribute('href', '/en/#on-cce');
  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(/\/en\/#on-cce$/);
  await expect(page.locator('#on-cce')).toContainText(tr('en', 'home', 'cce.title'));
});

test('back after switching returns to the first language', async ({ page }) => {
  await page.goto('/en/compare/');
  await waitForHydration(page);
  await page.locator('.lang-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/compare\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('nav#site-nav')).toContainText(tr('en', 'common', 'nav.overview'));
  await expect(page).toHaveTitle(expectedTitle('en', pageOf('compare')));
});

for (const how of ['hover', 'focus'] as const) {
  test(`${how} on the language switch (intent preload) does not change the current page's language`, async ({
    page,
  }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const zhName = tr('zh', 'common', 'site.name');
    const zhLoaded = page.waitForResponse(
      async (r) => /\.(js|json)$/.test(new URL(r.url()).pathname) && (await r.text()).includes(zhName),
    );
    if (how === 'hover') await page.locator('.lang-switch').hover();
    else await page.locator('.lang-switch').focus();
    await zhLoaded; // the preload fetched the Chinese strings: fine, as long as it only prepares them
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText(tr('en', 'home', 'hero.title'));
    await expect(page.locator('nav#site-nav')).toContainText(tr('en', 'common', 'nav.overview'));
    await expect(page.locator('.lang-switch')).toHaveText(tr('en', 'common', 'language.switchTo'));
  });
}

/** The text of every script and JSON file (the strings) the page requested so far. */
async function scripts(request: APIRequestContext, urls: Iterable<string>): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const url of new Set(urls))
    if (/\.(m?js|json)(\?|$)/.test(url)) out.set(url, await (await request.get(url)).text());
  return out;
}

function recordRequests(p: Page): string[] {
  const urls: string[] = [];
  p.on('request', (r) => urls.push(r.url()));
  return urls;
}

for (const lang of ['en', 'zh'] as const) {
  test(`a fresh /${lang}/ load downloads no ${other(lang)} strings; the switch downloads them only then`, async ({
    page,
    request,
  }) => {
    const mine = tr(lang, 'common', 'site.name');
    const theirs = tr(other(lang), 'common', 'site.name');
    const urls = recordRequests(page);
    await page.goto(`/${lang}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const before = await scripts(request, urls);
    expect(before.size, 'scripts loaded').toBeGreaterThan(0);
    expect(
      [...before].filter(([, text]) => text.includes(mine)).map(([u]) => u),
      `a script holds "${mine}"`,
    ).not.toEqual([]);
    expect(
      [...before].filter(([, text]) => text.includes(theirs)).map(([u]) => u),
      `no script holds "${theirs}"`,
    ).toEqual([]);

    const seen = urls.length;
    await page.locator('.lang-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[other(lang)]);
    const after = await scripts(request, urls.slice(seen));
    expect(
      [...after].filter(([, text]) => text.includes(theirs)).map(([u]) => u),
      `the switch loaded "${theirs}"`,
    ).not.toEqual([]);
  });
}
