// The static HTML cannot know the search params or the exact URL it is served at;
// hydration must still match it without a warning (the fixture fails on any).
import { test, expect, waitForHydration, OUT_DIR, ROOT_DIR, tr } from './fixtures';
import type { Page } from '@playwright/test';

test.describe('search params the static file could not know', () => {
  test('/en/result/ with answers in the URL hydrates cleanly and keeps them', async ({ page }) => {
    const search = '?platform=cce&version=1.31&services=3000';
    await page.goto(`/en/result/${search}`);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`/en/result/\\${search}$`));
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${tr('en', 'common', 'site.name')}$`));
    // After hydration the language switch carries the answers over.
    // (useHydrated flips one render after the marker; allow for a slow machine.)
    await expect(page.locator('.lang-switch')).toHaveAttribute('href', `/zh/result/${search}`, { timeout: 15_000 });
  });

  test('a shared result link shows once, whole: its pick and its verdict are there as it shows, and nothing moves', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as Window & { shown?: { verdict: boolean; mode?: string | null }; shifts?: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.shifts = (w.shifts ?? 0) + (e as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Called before the browser paints the commit that flips the region to ready.
      new MutationObserver(() => {
        const live = document.querySelector('.result-live');
        if (w.shown || live?.getAttribute('data-ready') !== 'true') return;
        w.shown = {
          verdict: live.querySelector('[data-testid="verdict"]') !== null,
          mode: live.querySelector('[data-testid="recommendation"]')?.getAttribute('data-mode'),
        };
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    await page.goto('/en/result/?platform=cce&version=1.31&kernel=4.18.0&os=centos-7.6&services=5000&current=ipvs');
    await expect(page.getByTestId('verdict')).toBeVisible();
    const mode = await page.getByTestId('recommendation').getAttribute('data-mode');
    expect(await page.evaluate(() => (window as Window & { shown?: object }).shown)).toEqual({ verdict: true, mode });
    expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBe(0);
  });

  test('a page hydrates without fetching the stylesheets it carries inline', async ({ page }) => {
    const css: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.css')) css.push(r.url());
    });
    await page.goto('/zh/rules/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Its route stylesheets are named (disabled) beside the inline copy, so the loader skips them.
    expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBeGreaterThan(0);
    expect(css).toEqual([]);
  });

  test('/zh/wizard/ with a step and a long kernel string hydrates cleanly', async ({ page }) => {
    const search = '?step=3&kernel=5.10.0-182.0.0.95.r1941_123.hce2.x86_64';
    await page.goto(`/zh/wizard/${search}`);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`/zh/wizard/\\${search.replace(/\./g, '\\.')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.lang-switch')).toHaveAttribute('href', `/en/wizard/${search}`, { timeout: 15_000 });
  });

  test('an #anchor on the overview hydrates cleanly and stays in the URL', async ({ page }) => {
    await page.goto('/en/#three-modes');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/en\/#three-modes$/);
    await expect(page.locator('#three-modes')).toBeInViewport();
  });
});

// Hydration re-renders what depends on the URL: with nothing in the URL the static form is
// kept, not rebuilt (its draft state has nothing new to show); with answers it must show them.
test.describe('the wizard form across hydration', () => {
  const markStaticForm = () =>
    document.addEventListener('DOMContentLoaded', () => {
      const form = document.querySelector('form.wizard-step') as (HTMLFormElement & { fromHtml?: boolean }) | null;
      if (form) form.fromHtml = true;
      document.documentElement.dataset.formMarked = String(!!form);
    });
  /** Opens the wizard at `query`, hydrated; true when its form is still the one the HTML carried. */
  async function formKeptFromHtml(page: Page, query: string): Promise<boolean> {
    await page.addInitScript(markStaticForm);
    await page.goto(`/en/wizard/${query}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-form-marked', 'true');
    await expect(page.locator('.wizard-live')).toHaveAttribute('data-ready', 'true');
    return page
      .locator('form.wizard-step')
      .evaluate((f) => (f as HTMLFormElement & { fromHtml?: boolean }).fromHtml === true);
  }

  test('without answers in the URL the prerendered form is kept', async ({ page }) => {
    expect(await formKeptFromHtml(page, '')).toBe(true);
  });

  test('with an answer in the URL the form is rebuilt to show it', async ({ page }) => {
    expect(await formKeptFromHtml(page, '?platform=k8s')).toBe(false);
    await expect(page.locator('form.wizard-step input[type="radio"][value="k8s"]')).toBeChecked();
  });
});

test.describe('a URL without the trailing slash', () => {
  test('the server redirects /en/compare to /en/compare/ and the page works', async ({ page, request }) => {
    const res = await request.get('/en/compare?x=1', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/en/compare/?x=1');

    await page.goto('/en/compare');
    await expect(page).toHaveURL(/\/en\/compare\/$/);
    await waitForHydration(page);
    await expect(page).toHaveTitle(`${tr('en', 'common', 'meta.compare.title')} · ${tr('en', 'common', 'site.name')}`);
    await page
      .locator('nav#site-nav')
      .getByRole('link', { name: tr('en', 'common', 'nav.wizard') })
      .click();
    await expect(page).toHaveURL(/\/en\/wizard\/$/);
  });

  test('a host that serves the page at /en/compare without redirecting: hydrates with no console errors', async ({
    page,
  }) => {
    // Object storage and some CDNs answer both forms with the same file.
    await page.route('**/en/compare', (r) =>
      r.fulfill({ path: `${ROOT_DIR}${OUT_DIR}/en/compare/index.html`, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto('/en/compare');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.locator('h1')).not.toHaveText(tr('en', 'common', 'notFound.title'));
    await expect(page).toHaveTitle(`${tr('en', 'common', 'meta.compare.title')} · ${tr('en', 'common', 'site.name')}`);
    // Whatever the router does with the missing slash, it lands on the compare page.
    await expect(page).toHaveURL(/\/en\/compare\/?$/);
    await expect(page.locator('nav#site-nav a[aria-current="page"]')).toHaveText(tr('en', 'common', 'nav.compare'));
  });
});

// Before hydration (the app's scripts held back here), the wizard's URL-dependent part waits
// behind its skeleton only when the URL has a query: a plain URL paints its form at once.
test.describe('the first paint before hydration', () => {
  test('a plain URL shows the wizard’s form; a query hides it behind the skeleton', async ({ page }) => {
    // Every app script answers empty: the page stays as prerendered, with its boot script run.
    await page.route('**/assets/*.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto('/en/wizard/');
    await expect(page.locator('html')).toHaveAttribute('data-js', '');
    await expect(page.locator('form.wizard-step')).toBeVisible();
    await expect(page.locator('.wizard-live .hydration-skeleton')).toBeHidden();
    await page.goto('/en/wizard/?platform=k8s');
    await expect(page.locator('html')).toHaveAttribute('data-query', '');
    await expect(page.locator('form.wizard-step')).toBeHidden();
    await expect(page.locator('.wizard-live .hydration-skeleton')).toBeVisible();
  });
});
