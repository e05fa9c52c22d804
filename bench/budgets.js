// The bench's budgets and the misses they name. Pure, so the rules are unit-tested; bench/run.js
// measures and reports. Speed is held against each page's script-free twin (bench/twin.js): the
// same HTML and styles served by the same host in the same run, so what is left over is what our
// scripts cost, not what the page's text weighs (issue 64).
import { sizeBudgetOf } from '../scripts/size-budgets.js';
import { kb } from './report.js';

export const BUDGETS = {
  performance: 0.95,
  performanceScaling: 0.9,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** LCP ≤ this × the twin's, median of the runs, at the calibrated device. */
  lcpOverTwin: 1.1,
  /** TBT ≤ the twin's + this, ms. */
  tbtOverTwin: 50,
  /** What the TBT aims at over the twin; reported (how many templates reach it), not a miss. */
  tbtOverTwinAim: 25,
  /** Cumulative Layout Shift, every page and shared result link. */
  cls: 0.1,
  /** Interaction to Next Paint, ms, worst interaction of a scenario, median of its runs. */
  inp: 200,
  /** What INP aims at; reported, not a miss. */
  inpAim: 100,
  /** Every script a shared result link loads before its result shows, gzip bytes. */
  sharedResultJs: 135_000,
  /** The import with kube-proxy's ConfigMap, 10 DaemonSets and 1,000 Events ÷ the same dump without them. */
  importKubeProxyRatio: 1.15,
};

/**
 * @typedef {{ performance: number | null; accessibility: number | null; bestPractices: number | null;
 *   seo: number | null; lcp: number | null; tbt: number | null; cls: number | null;
 *   firstLoadJs: number | null; shownJs: number | null }} PageMedian
 * @typedef {{ lcp: number | null; tbt: number | null }} TwinMedian
 * @typedef {{ performance: string[]; accessibility: string[]; bestPractices: string[]; seo: string[] }} Failing
 */

const ms = (/** @type {number} */ v) => `${Math.round(v)} ms`;

/** A shared result link: the result page with answers in its query. */
export const isSharedLink = (/** @type {string} */ route) => /\/result\/\?./.test(route);

/**
 * The budgets one of our pages missed against its twin (not the bare reference pages). A figure
 * no run measured counts as a miss. `failing` names the Lighthouse audits behind a low score.
 * @param {string} route
 * @param {PageMedian} m
 * @param {Failing} failing
 * @param {TwinMedian | null} twin
 * @returns {string[]}
 */
export function pageMisses(route, m, failing, twin) {
  const scaling = /\/scaling\/$/.test(route);
  const shared = isSharedLink(route);
  const perfMin = scaling ? BUDGETS.performanceScaling : BUDGETS.performance;
  const why = (/** @type {keyof Failing} */ cat) => (failing[cat].length ? ` [${failing[cat].join(', ')}]` : '');
  /** @type {string[]} */
  const misses = [];
  if ((m.performance ?? 0) < perfMin)
    misses.push(`${route}: performance ${m.performance} < ${perfMin}${why('performance')}`);
  if ((m.accessibility ?? 0) < BUDGETS.accessibility)
    misses.push(`${route}: accessibility ${m.accessibility} < 1${why('accessibility')}`);
  if ((m.bestPractices ?? 0) < BUDGETS.bestPractices)
    misses.push(`${route}: best practices ${m.bestPractices} < 1${why('bestPractices')}`);
  if ((m.seo ?? 0) < BUDGETS.seo) misses.push(`${route}: SEO ${m.seo} < 1${why('seo')}`);
  if (twin === null || twin.lcp === null || twin.tbt === null) misses.push(`${route}: its twin was not measured`);
  else {
    if (m.lcp === null || m.lcp > BUDGETS.lcpOverTwin * twin.lcp)
      misses.push(
        `${route}: LCP ${m.lcp === null ? 'not measured' : `${ms(m.lcp)} is ${(m.lcp / twin.lcp).toFixed(2)}× its twin's ${ms(twin.lcp)}`} (> ${BUDGETS.lcpOverTwin}×)`,
      );
    if (m.tbt === null || m.tbt > twin.tbt + BUDGETS.tbtOverTwin)
      misses.push(
        `${route}: TBT ${m.tbt === null ? 'not measured' : `${ms(m.tbt)}, its twin's ${ms(twin.tbt)} + ${Math.round(m.tbt - twin.tbt)}`} (> + ${BUDGETS.tbtOverTwin} ms)`,
      );
  }
  if (m.cls === null || m.cls > BUDGETS.cls)
    misses.push(`${route}: CLS ${m.cls === null ? 'not measured' : m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  // A shared link: every script it asks for before its result shows. A page: the scripts asked
  // for before it hydrates, within its template's first-load budget (scripts/size-budgets.js,
  // which the built-file checks hold too); what loads after (charts, static sections) is not.
  const jsBudget = shared ? BUDGETS.sharedResultJs : sizeBudgetOf(route)?.js;
  const js = shared ? m.shownJs : m.firstLoadJs;
  const what = shared ? 'script before the result shows' : 'first-load JS';
  if (js === null) misses.push(`${route}: ${what} not measured`);
  else if (jsBudget === undefined || js > jsBudget)
    misses.push(`${route}: ${what} ${kb(js)} KB gzip > ${jsBudget === undefined ? 'no budget' : `${kb(jsBudget)} KB`}`);
  return misses;
}

/**
 * How many pages are within the TBT budget over their twins, and within its aim.
 * @param {{ tbt: number | null; twinTbt: number | null }[]} pages
 */
export function tbtOverTwinCounts(pages) {
  const over = pages.flatMap((p) => (p.tbt === null || p.twinTbt === null ? [] : [p.tbt - p.twinTbt]));
  return {
    pages: pages.length,
    withinBudget: over.filter((d) => d <= BUDGETS.tbtOverTwin).length,
    withinAim: over.filter((d) => d <= BUDGETS.tbtOverTwinAim).length,
  };
}

/**
 * The INP scenarios over budget. A scenario with no interaction (`inp` null: every interaction
 * under Chromium's 16 ms reporting floor) meets it.
 * @param {{ name: string; inp: number | null }[]} scenarios
 * @returns {string[]}
 */
export function inpMisses(scenarios) {
  return scenarios
    .filter((s) => s.inp !== null && s.inp > BUDGETS.inp)
    .map((s) => `INP ${s.name}: ${Math.round(s.inp ?? 0)} ms > ${BUDGETS.inp} ms`);
}

/**
 * @typedef {{ route: string; bare: string | boolean; gzipHost: boolean; twinOf: string | null;
 *   median: PageMedian; failing: Failing }} MeasuredRoute
 */

/**
 * Every budget the measured pages missed, each against its twin, and what the comparison pages'
 * HTML weighs against the bare page in their language from the same host (`ratios` from the
 * bench's host, `gzipRatios` from the gzip-only one: reported, not budgeted).
 * @param {MeasuredRoute[]} results
 */
export function resultMisses(results) {
  /** @type {string[]} */
  const misses = [];
  /** @type {Record<string, number>} */
  const ratios = {};
  /** @type {Record<string, number>} */
  const gzipRatios = {};
  const bareLcp = (/** @type {string} */ lang, /** @type {boolean} */ gzipHost) =>
    results.find((r) => r.bare === lang && r.gzipHost === gzipHost)?.median.lcp;
  for (const r of results) {
    if (r.bare || r.twinOf) continue;
    const compareLang = /^\/(en|zh)\/compare\//.exec(r.route)?.[1];
    const bare = compareLang ? bareLcp(compareLang, r.gzipHost) : undefined;
    if (r.gzipHost) {
      if (bare) gzipRatios[r.route] = (r.median.lcp ?? 0) / bare;
      continue;
    }
    const twin = results.find((t) => t.twinOf === r.route)?.median ?? null;
    misses.push(...pageMisses(r.route, r.median, r.failing, twin));
    if (bare) ratios[r.route] = (r.median.lcp ?? 0) / bare;
  }
  return { misses, ratios, gzipRatios };
}
