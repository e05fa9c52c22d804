// The size budgets, named once: the built-file checks (e2e/static/sizes.test.ts) enforce them on
// every build, the bench (bench/run.js) reports what Lighthouse saw against the same figures.
// 1 KB = 1000 bytes, as Vite reports.

/**
 * First-load JavaScript of every app page, gzip (zlib's default level 6): what main.tsx runs
 * before the page is interactive (scripts/prerender-manifest.js firstLoadScripts).
 */
export const FIRST_LOAD_JS_BYTES = 135_000;

/**
 * Each app page's HTML as a host compressing on the fly sends it (gzip level 6, with zlib as
 * nginx uses it; GNU gzip's own deflate reads up to ~0.4 KB smaller). A new
 * connection carries about 14 KB in its first round trip (10 TCP segments): a page within that
 * paints without waiting for a second one.
 */
export const HTML_GZIP_BYTES = 14_000;

/**
 * Pages above HTML_GZIP_BYTES, each held at the floor reached (README, "Page weight"): their
 * words and the page's inline CSS alone take most of the room. Lower a figure when a page shrinks; never raise one
 * without saying why in the README.
 * @type {Record<string, number>}
 */
export const HTML_GZIP_FLOORS = {
  'en/compare/': 17_000,
  'zh/compare/': 18_860,
  'en/scaling/': 16_510,
  'zh/scaling/': 18_600,
  'en/rules/': 19_570,
  'zh/rules/': 21_930,
};
