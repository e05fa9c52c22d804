import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs an error or warning (hydration mismatches
 * included) or throws, unless the test expects it.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp[] }>({
  // A test that expects a message (a deliberate 404) lists it here with test.use().
  allowedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        const text = `${msg.type()}: ${msg.text()}`;
        if ((msg.type() === 'error' || msg.type() === 'warning') && !allowedConsole.some((re) => re.test(text)))
          problems.push(text);
      });
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once React has hydrated the page (see ui/hydration-marker.tsx). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

// ---------------------------------------------------------------------------
// Helpers shared by the e2e specs: the locale files (read at test time, so the specs follow
// whatever the translators write) and the list of pages.
import { TEMPLATE_PAGES, pagesOf, testIdOf, type TemplatePage } from './support/templates';

export { drawCharts } from '../scripts/draw-charts.js';
export { HTML_LANG, LANGS, ROOT_DIR, allStrings, fill, normalise, tr, type Lang } from './support/locales';

/** One page of a template (e2e/support/templates.ts): its key, its path below /{lang}/. */
export type SitePage = TemplatePage;
export { testIdOf };

/**
 * One page per template, the browser suite's unit: the mode pages share one (and so will the
 * platform pages and runbooks); what differs page by page is read from the built files.
 */
export { TEMPLATE_PAGES };
/** The templates without path parameters: one page each. */
export const CORE_PAGES: readonly SitePage[] = TEMPLATE_PAGES.filter((p) => Object.keys(p.values).length === 0);
export const MODE_PAGES: readonly SitePage[] = pagesOf('modes');

/**
 * Chromium logs "Failed to load resource … 404" for a page served with status 404: for a test
 * that visits such a page on purpose, drop exactly `count` of those from the problems.
 */
export function allowNotFoundDocuments(problems: string[], count: number) {
  const isIt = (p: string) =>
    p === 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(problems.filter(isIt), '404 documents logged').toHaveLength(count);
  problems.splice(0, problems.length, ...problems.filter((p) => !isIt(p)));
}

/** The build under test (playwright.config.ts serves OUT_DIR on E2E_PORT and its sub-path twin on the next port). */
export { OUT_DIR } from './support/builds';
export const BASE_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
