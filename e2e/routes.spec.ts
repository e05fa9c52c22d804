// One contract per route and language, loaded once at phone width: it hydrates with no console
// error or warning (the fixture), keeps the text the static file carried, breaks no CSP rule,
// asks no other origin for anything, leaves no router script behind and never scrolls sideways.
// A client-side navigation from it (the brand link) keeps all of that.
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, TEMPLATE_PAGES, LANGS } from './fixtures';
import { expectClean, overflowing, watch } from './support/watch';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The text of <main> as a reader with scripts off gets it, from the page's own HTML file. */
const mainTexts = (page: Page) =>
  page.evaluate(async () => {
    const strip = (main: Element | null) => {
      const clone = main?.cloneNode(true) as HTMLElement | undefined;
      clone?.querySelectorAll('[data-client-only], .hydration-skeleton, script, style').forEach((e) => e.remove());
      return (clone?.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const html = await (await fetch(location.href)).text();
    const prerendered = new DOMParser().parseFromString(html, 'text/html');
    return { live: strip(document.querySelector('main')), prerendered: strip(prerendered.querySelector('main')) };
  });

for (const lang of LANGS) {
  for (const p of TEMPLATE_PAGES) {
    const url = `/${lang}/${p.path}`;
    test(`${url}: route contract`, async ({ page, context, baseURL }) => {
      const w = await watch(page, context, new URL(baseURL!).origin);
      const res = await page.goto(url);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      const { live, prerendered } = await mainTexts(page);
      expect(prerendered.length).toBeGreaterThan(200);
      expect(live, 'the hydrated page keeps the prerendered text').toBe(prerendered);
      await expect
        .poll(() =>
          page.locator('script').evaluateAll((els) => els.filter((e) => /tsr|\$R/.test(e.textContent ?? '')).length),
        )
        .toBe(0);
      expect(await overflowing(page), `elements wider than ${PHONE.width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.locator('a.brand').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/$`));
      await page.waitForLoadState('networkidle');
      expectClean(w);
    });
  }
}
