// The bench's budgets (issue 41, speed part 2) and the misses they name. Pure, so the rules are
// unit-tested; bench/run.js measures and reports.
import { sizeBudgetOf } from '../scripts/size-budgets.js';

export const BUDGETS = {
  performance: 0.95,
  performanceScaling: 0.9,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  /** Total Blocking Time, ms, median of the runs, at the calibrated device: firm on every page. */
  tbt: 100,
  /** What the TBT aims at; reported, not a miss. */
  tbtAim: 50,
  /** Interaction to Next Paint, ms, worst interaction of a scenario, median of its runs. */
  inp: 100,
  lcpRatio: 1.2,
  /** The import with kube-proxy's ConfigMap, 10 DaemonSets and 1,000 Events ÷ the same dump without them. */
  importKubeProxyRatio: 1.15,
};

/**
 * @typedef {{ performance: number | null; accessibility: number | null; bestPractices: number | null;
 *   seo: number | null; tbt: number | null; jsBytes: number | null }} PageMedian
 * @typedef {{ performance: string[]; accessibility: string[]; bestPractices: string[]; seo: string[] }} Failing
 */

const kb = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

/**
 * The budgets one of our pages missed (not the bare reference pages). A figure no run measured
 * counts as a miss. `failing` names the Lighthouse audits behind a low score.
 * @param {string} route
 * @param {PageMedian} m
 * @param {Failing} failing
 * @returns {string[]}
 */
export function pageMisses(route, m, failing) {
  const scaling = /\/scaling\/$/.test(route);
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
  if (m.tbt === null || m.tbt > BUDGETS.tbt)
    misses.push(`${route}: TBT ${m.tbt === null ? 'not measured' : `${Math.round(m.tbt)} ms`} > ${BUDGETS.tbt} ms`);
  // The script its template may load (scripts/size-budgets.js, which the built-file checks hold
  // too); /scaling's charts load once they near the viewport, inside a Lighthouse run.
  const jsBudget = sizeBudgetOf(route)?.js;
  if (!scaling && (jsBudget === undefined || (m.jsBytes ?? 0) > jsBudget))
    misses.push(
      `${route}: first-load JS ${kb(m.jsBytes ?? 0)} KB gzip > ${jsBudget === undefined ? 'no budget' : `${kb(jsBudget)} KB`}`,
    );
  return misses;
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
