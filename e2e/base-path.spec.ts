// The sub-path build (BASE_PATH=/docs/kube-proxy/), served on its own port: every URL the
// pages use stays below the base, and routing, languages and the 404 work there too.
import { type Page } from '@playwright/test';
import { test, expect, waitForHydration, allowNotFoundDocuments, BASE_ORIGIN, tr } from './fixtures';
import { SUB_PATH } from './support/builds';

const BASE = SUB_PATH;
const at = (path = '') => `${BASE_ORIGIN}${BASE}${path}`;

/** Every URL the document points at: assets, links, head links. */
async function referencedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    document.querySelectorAll('[href], [src]').forEach((el) => {
      const raw = el.getAttribute('href') ?? el.getAttribute('src');
      if (raw) out.push(raw);
    });
    return out;
  });
}

/** Same-site URLs must live below the base path; anchors and external sources are exempt. */
function expectBelowBase(urls: string[], where: string) {
  const inside = urls.filter((u) => !u.startsWith('#') && !/^https?:\/\//.test(u));
  expect(inside.length, `same-site URLs on ${where}`).toBeGreaterThan(2);
  for (const u of inside) expect(u, `${u} on ${where}`).toMatch(/^\/docs\/kube-proxy\//);
  // Canonical and alternates are absolute; their path keeps the base too.
  for (const u of urls.filter((x) => /^https?:\/\/localhost/.test(x)))
    expect(new URL(u).pathname, u).toMatch(/^\/docs\/kube-proxy\//);
}

function trackFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === BASE_ORIGIN && !u.pathname.startsWith(BASE)) failed.push(`outside the base: ${r.url()}`);
  });
  return failed;
}

test('the language switch works below the base, both ways', async ({ page }) => {
  await page.goto(at('en/wizard/?platform=cce#top'));
  await waitForHydration(page);
  await expect(page.locator('.lang-switch')).toHaveAttribute('href', `${BASE}zh/wizard/?platform=cce#top`);
  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(at('zh/wizard/?platform=cce#top'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(`${tr('zh', 'common', 'meta.wizard.title')} · ${tr('zh', 'common', 'site.name')}`);
  await page.locator('.lang-switch').click();
  await expect(page).toHaveURL(at('en/wizard/?platform=cce#top'));
  await expect(page).toHaveTitle(`${tr('en', 'common', 'meta.wizard.title')} · ${tr('en', 'common', 'site.name')}`);
});

test('a deep link with params survives a reload', async ({ page }) => {
  const url = at('zh/result/?platform=cce&version=1.31&services=3000');
  await page.goto(url);
  await waitForHydration(page);
  const h1 = await page.locator('h1').innerText();
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL(url);
  await expect(page.locator('h1')).toHaveText(h1);
  await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
});

test('client-side navigation stays below the base and does not reload the document', async ({ page }) => {
  const failed = trackFailures(page);
  await page.goto(at('en/'));
  await waitForHydration(page);
  // Styled: the inlined CSS and the stylesheets resolve below the base.
  await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
  await expect(page.locator('body')).not.toHaveCSS('margin', '8px'); // the browser default
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const nav = page.locator('nav#site-nav');
  await nav.getByRole('link', { name: tr('en', 'common', 'nav.compare') }).click();
  await expect(page).toHaveURL(at('en/compare/'));
  await expect(page).toHaveTitle(`${tr('en', 'common', 'meta.compare.title')} · ${tr('en', 'common', 'site.name')}`);
  await nav.getByRole('link', { name: tr('en', 'common', 'nav.scaling') }).click();
  await expect(page).toHaveURL(at('en/scaling/'));
  await page.locator('a.brand').click();
  await expect(page).toHaveURL(at('en/'));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expectBelowBase(await referencedUrls(page), 'en/ after navigating');
  expect(failed).toEqual([]);
});

for (const path of ['en/nope/', 'nope/', 'fr/']) {
  test(`${BASE}${path} → 404 page with its stylesheet below the base`, async ({ page, consoleProblems }) => {
    const failed = trackFailures(page);
    const res = await page.goto(at(path));
    expect(res?.status()).toBe(404);
    const sheet = page.locator('head link[rel="stylesheet"]');
    await expect(sheet.first()).toHaveAttribute('href', /^\/docs\/kube-proxy\/assets\/.+\.css$/);
    await expect(page.getByTestId('not-found')).toHaveCSS('text-align', 'center');
    await expect(page.getByRole('link', { name: tr('en', 'common', 'notFound.home') })).toHaveAttribute(
      'href',
      `${BASE}en/`,
    );
    await expect(page.getByRole('link', { name: tr('zh', 'common', 'notFound.home') })).toHaveAttribute(
      'href',
      `${BASE}zh/`,
    );
    expectBelowBase(await referencedUrls(page), path);
    allowNotFoundDocuments(consoleProblems, 1);
    expect(failed.filter((f) => !f.startsWith(`404 ${at(path)}`))).toEqual([]);
  });
}

test.describe('the base itself', () => {
  test.use({ locale: 'zh-CN' });
  test(`${BASE} redirects to the browser's language`, async ({ page }) => {
    await page.goto(at());
    await expect(page).toHaveURL(at('zh/'));
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(tr('zh', 'home', 'hero.title'));
  });

  test(`${BASE.slice(0, -1)} (no slash) redirects to the base, then on`, async ({ page, request }) => {
    const res = await request.get(`${BASE_ORIGIN}${BASE.slice(0, -1)}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe(BASE);
    await page.goto(`${BASE_ORIGIN}${BASE.slice(0, -1)}`);
    await expect(page).toHaveURL(at('zh/'));
  });
});
