// The size budgets, named once, per page template and language: the built-file checks
// (e2e/static/sizes.test.ts) hold every page of a build to them, the bench (bench/budgets.js)
// holds what Lighthouse saw to the same figures. Round figures with room for what is coming (new
// pages' links on every page, new rules, a diagram): a budget is a line to stop and think at,
// not the size a page happens to have. Today's sizes are in docs/performance.md.
// 1 KB = 1000 bytes, as Vite reports.

/**
 * HTML is measured as a host compressing on the fly sends it: gzip level 6, zlib as nginx uses
 * it. A page within ROUND_TRIP_HTML paints from the first round trip of a new connection (10 TCP
 * segments, ~14 KB); the deploy's brotli copies are smaller still.
 */
export const ROUND_TRIP_HTML = 14_000;

/**
 * What each kind of budget protects, for the reader of a failing check. An HTML budget within
 * ROUND_TRIP_HTML protects the round trip; one above it, the page's size.
 */
export const PROTECTS = {
  roundTrip: 'the page paints from the first round trip of a new connection',
  text: 'a page that is its text (every row, rule or figure with its sources): over one round trip already, it may not grow unnoticed',
  lean: 'a page of the shell (React, the router, i18next, the layout) and little else',
  page: 'a page with a few KB of its own code beside the shell',
  interactive:
    'the pages that evaluate answers, parse pasted input or run long tables and runbooks: the most script a phone runs before a page answers a tap',
};

/**
 * @typedef {{ en: number; zh: number }} HtmlBudget
 * @typedef {'lean' | 'page' | 'interactive'} JsTier
 * @typedef {{ html: HtmlBudget; js: JsTier }} TemplateBudget
 */

/** First-load JavaScript, gzip, per tier. */
export const JS_BUDGETS = { lean: 130_000, page: 135_000, interactive: 140_000 };

const ROUND_TRIP = { en: ROUND_TRIP_HTML, zh: ROUND_TRIP_HTML };

/**
 * Keyed by the template's route below /{lang}/, as e2e/support/templates.ts writes it. First-load
 * JavaScript is the same files in both languages (the words are data), so it has one tier.
 * @type {Record<string, TemplateBudget>}
 */
export const SIZE_BUDGETS = {
  '': { html: ROUND_TRIP, js: 'lean' },
  'beyond-kube-proxy/': { html: ROUND_TRIP, js: 'lean' },
  'search/': { html: ROUND_TRIP, js: 'lean' },
  // The log grows by a page per rule-set version: the index lists earlier versions by title.
  'changes/': { html: ROUND_TRIP, js: 'page' },
  'changes/$version/': { html: ROUND_TRIP, js: 'page' },
  'plugins/': { html: ROUND_TRIP, js: 'page' },
  'platforms/': { html: ROUND_TRIP, js: 'page' },
  'platforms/$platform/': { html: ROUND_TRIP, js: 'page' },
  'migrate/': { html: ROUND_TRIP, js: 'page' },
  'troubleshoot/': { html: ROUND_TRIP, js: 'page' },
  'troubleshoot/$problem/': { html: ROUND_TRIP, js: 'page' },
  // Every field of the configuration file, a row each with its words and sources.
  'settings/': { html: { en: 15_000, zh: 16_000 }, js: 'page' },
  'services/': { html: ROUND_TRIP, js: 'page' },
  'compare/': { html: { en: 19_000, zh: 21_000 }, js: 'page' },
  'modes/$mode/': { html: { en: 15_000, zh: 16_000 }, js: 'page' },
  'migrate/$slug/': { html: { en: 14_000, zh: 15_000 }, js: 'interactive' },
  'import/': { html: ROUND_TRIP, js: 'interactive' },
  'wizard/': { html: ROUND_TRIP, js: 'interactive' },
  'result/': { html: { en: 15_000, zh: 16_000 }, js: 'interactive' },
  'scaling/': { html: { en: 19_000, zh: 21_000 }, js: 'interactive' },
  'rules/': { html: { en: 22_000, zh: 24_000 }, js: 'interactive' },
};

const patterns = Object.keys(SIZE_BUDGETS).map(
  (route) => /** @type {const} */ ([route, new RegExp(`^${route.replace(/\$[a-z]+/g, '[^/]+')}$`)]),
);

/**
 * A page's budgets, from its path ('en/modes/ipvs/' or '/en/modes/ipvs/'), or undefined for a
 * page no template covers.
 * @param {string} page
 * @returns {{ template: string; html: number; js: number; protects: { html: string; js: string } } | undefined}
 */
export function sizeBudgetOf(page) {
  const m = /^\/?(en|zh)\/(.*)$/.exec(page);
  if (!m) return undefined;
  const lang = /** @type {'en' | 'zh'} */ (m[1]);
  const hit = patterns.find(([, re]) => re.test(/** @type {string} */ (m[2])));
  if (!hit) return undefined;
  const b = /** @type {TemplateBudget} */ (SIZE_BUDGETS[hit[0]]);
  const html = b.html[lang];
  return {
    template: hit[0],
    html,
    js: JS_BUDGETS[b.js],
    protects: { html: html <= ROUND_TRIP_HTML ? PROTECTS.roundTrip : PROTECTS.text, js: PROTECTS[b.js] },
  };
}
