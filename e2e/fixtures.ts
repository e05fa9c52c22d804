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
import { MODES } from '../src/domain/modes';

export { drawCharts } from '../scripts/draw-charts.js';
export { HTML_LANG, LANGS, ROOT_DIR, allStrings, normalise, tr, type Lang } from './support/locales';

/** One localised page: its `meta.<key>` entry and its path below /{lang}/. */
export interface SitePage {
  key: 'overview' | 'compare' | 'wizard' | 'result' | 'scaling' | 'import' | 'modes';
  path: string;
}

export const CORE_PAGES: readonly SitePage[] = [
  { key: 'overview', path: '' },
  { key: 'compare', path: 'compare/' },
  { key: 'wizard', path: 'wizard/' },
  { key: 'result', path: 'result/' },
  { key: 'scaling', path: 'scaling/' },
  { key: 'import', path: 'import/' },
];
export const MODE_PAGES: readonly SitePage[] = MODES.map((m) => ({ key: 'modes' as const, path: `modes/${m}/` }));
export const ALL_PAGES: readonly SitePage[] = [...CORE_PAGES, ...MODE_PAGES];

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
