// What the bench reads from a Lighthouse result, and how it sums a target's runs: pure functions
// (sizes come from the caller), so the numbers in bench/results.json are unit-tested.

/**
 * The parts of a Lighthouse result the bench reads.
 * @typedef {{ score: number | null; numericValue?: number; displayValue?: string; details?: { items?: any[] } }} Audit
 * @typedef {{
 *   categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
 *   audits: Record<string, Audit | undefined>;
 *   runtimeError?: { code: string; message: string };
 *   environment?: { benchmarkIndex?: number };
 *   lighthouseVersion: string;
 * }} Lhr
 * @typedef {Awaited<ReturnType<typeof readLhr>>} Measurement
 */

/** The weighted audits of a category that did not pass, with their displayed values. */
export const categoryFailures = (/** @type {Lhr} */ lhr, /** @type {string} */ id) =>
  (lhr.categories[id]?.auditRefs ?? []).flatMap((r) => {
    const a = lhr.audits[r.id];
    return r.weight > 0 && a && a.score !== null && a.score < 1
      ? [`${r.id}${a.displayValue ? ` (${a.displayValue})` : ''}`]
      : [];
  });

/**
 * One run's measurement of `url`. `sizeOf` gives a loaded file's gzip bytes (null: not ours).
 * @param {Lhr} lhr
 * @param {string} url
 * @param {(url: string) => Promise<number | null>} sizeOf
 */
export async function readLhr(lhr, url, sizeOf) {
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  /** A numeric audit every run has. */
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  /** @type {string[]} */
  const loaded = [...new Set(items.map((i) => i.url))];
  const isJs = (/** @type {string} */ u) => /\.m?js(\?|$)/.test(new URL(u).pathname);
  const js = loaded.filter(isJs);
  // The app's marks (src/main.tsx, AwaitsHydration): the scripts asked for before hydration
  // starts are a page's first load; before its content shows, what a shared result link loads
  // before its result shows. Parts that load after (the mode pages' static sections, the
  // charts) count in neither.
  /** @type {{ name: string; startTime: number; timingType: string }[]} */
  const marks = lhr.audits['user-timings']?.details?.items ?? [];
  const markAt = (/** @type {string} */ name) => marks.find((m) => m.name === name)?.startTime ?? null;
  const askedBy = (/** @type {number | null} */ at) =>
    at === null ? [] : [...new Set(items.filter((i) => isJs(i.url) && i.networkRequestTime <= at).map((i) => i.url))];
  const css = loaded.filter((u) => /\.css(\?|$)/.test(new URL(u).pathname));
  const sum = async (/** @type {string[]} */ urls) =>
    (await Promise.all(urls.map(sizeOf))).reduce((/** @type {number} */ a, b) => a + (b ?? 0), 0);
  const offsite = loaded.filter((u) => /^https?:/.test(u) && new URL(u).origin !== new URL(url).origin);
  const hydrate = markAt('kpg:hydrate');
  const ready = markAt('kpg:ready');
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    bestPractices: lhr.categories['best-practices']?.score ?? null,
    seo: lhr.categories.seo?.score ?? null,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // The page itself as it crossed the wire (compressed body and headers).
    /** @type {number | null} */
    htmlBytes: items.find((i) => i.resourceType === 'Document')?.transferSize ?? null,
    jsBytes: await sum(js),
    /** The scripts asked for before hydration starts (null: the page set no mark). */
    firstLoadJs: hydrate === null ? null : await sum(askedBy(hydrate)),
    /** The scripts asked for before the URL-dependent content shows (pages that have it). */
    shownJs: ready === null ? null : await sum(askedBy(ready)),
    cssBytes: await sum(css),
    jsFiles: js.length,
    offsite,
    failing: {
      performance: categoryFailures(lhr, 'performance'),
      accessibility: categoryFailures(lhr, 'accessibility'),
      bestPractices: categoryFailures(lhr, 'best-practices'),
      seo: categoryFailures(lhr, 'seo'),
    },
    /** @type {string | null} */
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/** The median of the finite numbers among `xs`; null when there are none. */
export const median = (/** @type {unknown[]} */ xs) => {
  const s = xs
    .filter((x) => typeof x === 'number')
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (s[i]);
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
};

/** The figures a target's runs are summed into, each by its median. */
const KEYS = /** @type {const} */ ([
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'htmlBytes',
  'jsBytes',
  'firstLoadJs',
  'shownJs',
  'cssBytes',
]);
/** @typedef {Record<(typeof KEYS)[number], number | null>} Medians */

/**
 * A target's row in the results: each figure's median over its runs, every audit that failed in
 * any run (without the value it showed), the first run's LCP element, every offsite request.
 * @param {{ route: string; bare?: string; gzipHost?: boolean; twinOf?: string }} target
 * @param {Measurement[]} rs at least one run
 */
export function summarizeRuns(target, rs) {
  const first = /** @type {Measurement} */ (rs[0]);
  const med = /** @type {Medians} */ (Object.fromEntries(KEYS.map((k) => [k, median(rs.map((r) => r[k]))])));
  const cats = /** @type {(keyof Measurement['failing'])[]} */ (Object.keys(first.failing));
  const failing = /** @type {Measurement['failing']} */ (
    Object.fromEntries(
      cats.map((cat) => [cat, [...new Set(rs.flatMap((r) => r.failing[cat].map((f) => f.replace(/ \(.*\)$/, ''))))]]),
    )
  );
  return {
    route: target.route,
    bare: target.bare ?? false,
    gzipHost: !!target.gzipHost,
    twinOf: target.twinOf ?? null,
    median: med,
    failing,
    lcpElement: first.lcpElement,
    offsite: [...new Set(rs.flatMap((r) => r.offsite))],
    runs: rs.map(({ failing: _f, ...r }) => r),
  };
}
