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
// Helpers shared by the e2e specs: the locale files and the list of pages, read
// from disk at test time so the specs follow whatever the translators write.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export { drawCharts } from '../scripts/draw-charts.js';

export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];
export const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN' };
export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));

/** One localised page: its `meta.<key>` entry, its path below /{lang}/ and its namespaces. */
export interface SitePage {
  key: 'overview' | 'compare' | 'wizard' | 'result' | 'scaling' | 'import' | 'modes';
  path: string;
  ns: readonly string[];
}

export const CORE_PAGES: readonly SitePage[] = [
  { key: 'overview', path: '', ns: ['home'] },
  { key: 'compare', path: 'compare/', ns: ['compare'] },
  { key: 'wizard', path: 'wizard/', ns: ['wizard'] },
  { key: 'result', path: 'result/', ns: ['result', 'rules'] },
  { key: 'scaling', path: 'scaling/', ns: ['scaling'] },
  { key: 'import', path: 'import/', ns: ['import'] },
];
export const MODE_PAGES: readonly SitePage[] = ['nftables', 'iptables', 'ipvs'].map((m) => ({
  key: 'modes' as const,
  path: `modes/${m}/`,
  ns: ['modes'],
}));
export const ALL_PAGES: readonly SitePage[] = [...CORE_PAGES, ...MODE_PAGES];

/** Whether the build in `outDir` holds the page (mode pages may not have landed yet). */
export function isBuilt(lang: Lang, page: SitePage, outDir = OUT_DIR): boolean {
  return existsSync(`${ROOT_DIR}${outDir}/${lang}/${page.path}index.html`);
}

/** A locale file as JSON, or null when that namespace has not been written. */
export function localeJson(lang: Lang, ns: string): Record<string, unknown> | null {
  const file = `${ROOT_DIR}locales/${lang}/${ns}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

/** Every string of a locale file, keyed by its dotted path. */
export function localeStrings(lang: Lang, ns: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.set(key, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(localeJson(lang, ns), '');
  return out;
}

/** One string; fails loudly when the key is missing. */
export function tr(lang: Lang, ns: string, key: string): string {
  const value = localeStrings(lang, ns).get(key);
  if (value === undefined) throw new Error(`locales/${lang}/${ns}.json has no ${key}`);
  return value;
}

/** Collapses runs of whitespace, as innerText and the locale files break lines differently. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A locale string as a case-insensitive pattern: `{{name}}` placeholders match any words. */
export function templatePattern(template: string, whole = false): RegExp {
  const body = normalise(template)
    .split(/\{\{\s*[\w.]+\s*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(whole ? `^${body}$` : body, 'iu');
}

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
export const OUT_DIR = process.env.OUT_DIR ?? 'dist';
export const BASE_OUT_DIR = OUT_DIR === 'dist' ? 'dist-base' : `${OUT_DIR}-base`;
export const BASE_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}`;
