// The bench's tables, as Markdown: every page's Lighthouse medians, and each page beside its
// script-free twin. Pure functions of the medians, so what the report prints is unit-tested.

/**
 * @typedef {import('./budgets.js').PageMedian & { fcp: number | null; htmlBytes: number | null; jsBytes: number | null; cssBytes: number | null }} RouteMedian
 * @typedef {{ route: string; median: RouteMedian }} RouteResult
 * @typedef {{ route: string; median: RouteMedian; twin: import('./budgets.js').TwinMedian | null }} PageWithTwin
 */

/** Bytes as KB with one decimal (1 KB = 1000 B), or a dash. */
export const kb = (/** @type {number | null} */ bytes) => (bytes === null ? '–' : (bytes / 1000).toFixed(1));
const score = (/** @type {number | null} */ v) => (v === null ? '–' : String(Math.round(v * 100)));
const whole = (/** @type {number | null | undefined} */ v) =>
  v === null || v === undefined ? '–' : String(Math.round(v));
const cls = (/** @type {number | null} */ v) => (v === null ? '–' : v.toFixed(3));

/** A Markdown table, the first column left-aligned, the rest right-aligned. */
export function mdTable(/** @type {string[]} */ head, /** @type {string[][]} */ body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]?.length ?? 0)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

/** Every measured route's medians: scores ×100, times in ms, sizes in KB. */
export function resultsTable(/** @type {RouteResult[]} */ results) {
  const head = [
    'route',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'HTML KB',
    'JS KB gz',
    'CSS KB gz',
  ];
  return mdTable(
    head,
    results.map(({ route, median: m }) => [
      route,
      score(m.performance),
      score(m.accessibility),
      score(m.bestPractices),
      score(m.seo),
      whole(m.fcp),
      whole(m.lcp),
      whole(m.tbt),
      cls(m.cls),
      kb(m.htmlBytes),
      kb(m.jsBytes),
      kb(m.cssBytes),
    ]),
  );
}

/** Each page beside its twin: LCP and its ratio, TBT and the difference, CLS, and the script it loads. */
export function twinsTable(/** @type {PageWithTwin[]} */ pages) {
  const head = [
    'page',
    'LCP ms',
    'twin',
    '×',
    'TBT ms',
    'twin',
    '+ ms',
    'CLS',
    'first-load JS',
    'JS till shown',
    'all JS',
  ];
  return mdTable(
    head,
    pages.map(({ route, median: m, twin }) => [
      route,
      whole(m.lcp),
      whole(twin?.lcp),
      m.lcp !== null && twin?.lcp ? (m.lcp / twin.lcp).toFixed(2) : '–',
      whole(m.tbt),
      whole(twin?.tbt),
      m.tbt !== null && twin && twin.tbt !== null ? String(Math.round(m.tbt - twin.tbt)) : '–',
      cls(m.cls),
      kb(m.firstLoadJs),
      kb(m.shownJs),
      kb(m.jsBytes),
    ]),
  );
}
