// `npm run bench`: builds the site into its own folder, serves the prerendered output, runs
// Lighthouse 12 (mobile, default simulated throttling, median of 3 runs) on every route in both
// languages and on a shared result link in each, each beside its script-free twin (bench/twin.js:
// the same HTML without its scripts, from the same host, in the same round), measures a bare
// static page of the same comparison table in each language (and the compare pages once more
// from a gzip-only host), times the import parser,
// runs `npm audit --omit=dev`, writes bench/results.json, prints a table and checks the budgets
// (exit 1 naming each miss).
//
//   npm run bench                     build + measure one page per template and language
//   npm run bench -- --all            every route
//   npm run bench -- --no-build       reuse the last bench build
//   npm run bench -- --runs 1 --routes compare,wizard   quick look at some routes
//   npm run bench -- --encodings gzip  a host without brotli (default br,gzip; none = uncompressed)
//   npm run bench -- --cpu-slowdown 6  a fixed slowdown instead of the calibrated one
//
// The CPU slowdown is calibrated to the machine first (bench/calibrate.js): Lighthouse measures
// its benchmark index, and the Lighthouse authors' calculator turns it into the multiplier that
// makes this host a mid-range phone; every table prints both. INP is measured after Lighthouse
// (bench/inp.js), in Chromium driven by Playwright at the same slowdown.
//
// Env: BENCH_OUT_DIR (default dist-bench), BENCH_PORT (default 4390), CHROME_PATH.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_PATH, CHROMIUM_ARGS } from '../scripts/chromium.js';
import { startServer } from '../scripts/serve.js';
import { precompress } from '../scripts/precompress.js';
import { indexSizes, timeToFirstResults } from './search-bench.js';
import { benchmarkIndexOf, cpuMultiplier, medianOf } from './calibrate.js';
import { measureInp } from './inp.js';
import { BUDGETS, inpMisses, resultMisses, tbtOverTwinCounts } from './budgets.js';
import { twinOf, twinPath } from './twin.js';
import { kb, resultsTable, twinsTable } from './report.js';
import { median, readLhr, summarizeRuns } from './lighthouse-read.js';
import { attempt, auditProduction, importTiming, kubeProxyOverhead, runIn } from './side-measures.js';
import { JS_BUDGETS, SIZE_BUDGETS } from '../scripts/size-budgets.js';

const root = path.resolve(import.meta.dirname, '..');
/** @type {{ values: { 'no-build'?: boolean; all?: boolean; runs: string; routes: string; only: string; 'cpu-slowdown': string; encodings: string } }} */
const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        'no-build': { type: 'boolean' },
        runs: { type: 'string', default: '3' },
        all: { type: 'boolean' },
        routes: { type: 'string', default: '' },
        only: { type: 'string', default: '' },
        'cpu-slowdown': { type: 'string', default: '' },
        encodings: { type: 'string', default: 'br,gzip' },
      },
    });
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  }
})();
const OUT_DIR = process.env.BENCH_OUT_DIR ?? 'dist-bench';
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs wants a whole number ≥ 1, not ${args.runs}`);
  process.exit(2);
}
/** Pages whose path contains one of these (`--only` is the older name of `--routes`). */
const ROUTES = (args.routes || args.only)
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
/** A slowdown given on the command line; otherwise it is calibrated to the machine. */
const FIXED_SLOWDOWN = args['cpu-slowdown'] === '' ? null : Number(args['cpu-slowdown']);
if (FIXED_SLOWDOWN !== null && !(FIXED_SLOWDOWN >= 1)) {
  console.error(`--cpu-slowdown wants a number ≥ 1 (Lighthouse's default is 4), not ${args['cpu-slowdown']}`);
  process.exit(2);
}
/** The CPU slowdown every measurement uses: fixed, or set by the calibration below. */
let CPU_SLOWDOWN = FIXED_SLOWDOWN ?? 4;
// Only a calibrated run of every template replaces the committed results.
const RESULTS_FILE =
  FIXED_SLOWDOWN !== null
    ? `bench/out/results-cpu${FIXED_SLOWDOWN}.json`
    : ROUTES.length || args.all
      ? 'bench/out/results-partial.json'
      : 'bench/results.json';

const started = Date.now();
const loadNow = () => os.loadavg()[0] ?? 0;
const loadAtStart = loadNow();
const log = (/** @type {string} */ msg) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${msg}`);

// How the pages are served: as the README's Deploy section does (nginx with brotli_static and
// gzip_static, or a CDN), the build's precompressed copy the browser accepts (Chrome: brotli).
const ENCODINGS = args.encodings.split(',').filter((e) => e === 'br' || e === 'gzip');
const servedAs = ENCODINGS.length ? `precompressed ${ENCODINGS.join(' or ')}` : 'uncompressed';
// With brotli on, the compare pages and the bare page are measured a second time from a
// gzip-only host (reported, not budgeted): what a host without brotli gives its visitors.
const GZIP_PORT = PORT + 1;
const GZIP_ORIGIN = `http://localhost:${GZIP_PORT}`;
const alsoGzip = ENCODINGS.includes('br');

// --- Build and serve ------------------------------------------------------------------------

if (!args['no-build']) {
  log(`building into ${OUT_DIR}/ (canonical origin ${ORIGIN})`);
  // SITE_URL = the bench origin, as on a real host: canonical and hreflang links point at the page itself.
  const b = await runIn(
    root,
    'npm',
    ['run', 'build', '--silent'],
    { OUT_DIR, SITE_URL: ORIGIN, BASE_PATH: '/' },
    { capture: true },
  );
  if (b.code !== 0) {
    console.error(b.stdout, b.stderr);
    throw new Error('build failed');
  }
}
const dist = path.join(root, OUT_DIR);
/** @type {typeof import('../src/prerender')} */
const ssr = await import(pathToFileURL(path.join(root, `${OUT_DIR}-ssr/prerender.js`)).href);
const allPages = ssr.listPages().filter((p) => p !== '' && p !== '404/');
/** The first page of each template (its route) in each language: what the budgets hold. */
const perTemplate = () => {
  const seen = new Set();
  return allPages.filter((p) => {
    const key = `${p.split('/')[0]} ${ssr.matchedRouteIds('/', p).at(-1)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
const pages = args.all
  ? allPages
  : ROUTES.length
    ? allPages.filter((p) => ROUTES.some((r) => p.includes(r)))
    : perTemplate();

// The bare pages (one per language) are served by the same server, from inside the served
// folder, precompressed like every other page.
const BARE_LANGS = ['en', 'zh'];
const barePath = (/** @type {string} */ lang) => `__bench/bare-compare-${lang}/`;
for (const lang of BARE_LANGS) {
  await mkdir(path.join(dist, barePath(lang)), { recursive: true });
  await copyFile(
    path.join(root, `bench/fixtures/bare-compare.${lang}.html`),
    path.join(dist, barePath(lang), 'index.html'),
  );
}
// A shared result link in each language: answers that make every mode's findings, the current
// mode's verdict and the next steps show — what a link pasted into a ticket carries.
const SHARED_QUERY = 'platform=cce&version=1.31&kernel=4.18.0&os=centos-7.6&services=5000&current=ipvs';
const sharedLinks = pages.filter((p) => /^(en|zh)\/result\/$/.test(p));
// Each page's twin, and the shared links' (whose <html> carries the query's mark).
for (const [page, query] of [...pages.map((p) => [p, false]), ...sharedLinks.map((p) => [p, true])]) {
  const html = await readFile(path.join(dist, /** @type {string} */ (page), 'index.html'), 'utf8');
  const dir = path.join(dist, twinPath(/** @type {string} */ (page), /** @type {boolean} */ (query)));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), twinOf(html, { query: /** @type {boolean} */ (query) }));
}
await precompress(path.join(dist, '__bench'));

/** @type {{ status: string; ms?: Record<string, number>; reason?: string }} */
let searchTiming;
/** @type {{ status: string; scenarios?: { name: string; path: string; inp: number | null; interactions: number }[]; reason?: string }} */
let inpResults;
const server = await startServer({ root: dist, port: PORT, base: '/', encodings: ENCODINGS });
const gzipServer = alsoGzip ? await startServer({ root: dist, port: GZIP_PORT, base: '/', encodings: ['gzip'] }) : null;
log(`serving ${OUT_DIR}/ at ${ORIGIN}; ${pages.length} routes × ${RUNS} runs + the bare pages`);

// --- Lighthouse -----------------------------------------------------------------------------

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  logLevel: 'silent',
  handleSIGINT: false,
});

// Ctrl-C or a kill: take Chrome down with us.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    chrome.kill();
    process.exit(130);
  });
}

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {import('lighthouse').Flags} */
const LH_FLAGS = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  // Lean runs: these only feed the HTML report (no score weight) and cost seconds each run;
  // bf-cache navigates away and back.
  skipAudits: ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
  disableFullPageScreenshot: true,
};

/** @type {Map<string, number | null>} */
const gzipCache = new Map();
/**
 * gzip size (zlib default level) of a same-origin file, read from the build.
 * @param {string} url
 * @returns {Promise<number | null>}
 */
async function gzipBytes(url) {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const u = new URL(url);
  let size = null;
  if (u.origin === ORIGIN || u.origin === GZIP_ORIGIN) {
    const file = path.join(dist, decodeURIComponent(u.pathname));
    if (existsSync(file) && file.startsWith(dist)) size = gzipSync(await readFile(file)).length;
  }
  gzipCache.set(url, size);
  return size;
}

/** @typedef {import('./lighthouse-read.js').Lhr} Lhr */
/** @typedef {import('./lighthouse-read.js').Measurement} Measurement */

/**
 * One Lighthouse run. Accessibility, best practices and SEO do not depend on timing, so only
 * the first pass audits them (axe alone is a third of a run); every pass measures performance.
 */
async function measure(/** @type {string} */ url, categories = ALL_CATEGORIES) {
  /** @type {import('lighthouse').Config | undefined} */
  const config =
    CPU_SLOWDOWN === 4
      ? undefined
      : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } };
  const result = await lighthouse(url, { ...LH_FLAGS, onlyCategories: categories }, config);
  if (!result) throw new Error(`${url}: Lighthouse returned no result`);
  const lhr = /** @type {Lhr} */ (/** @type {unknown} */ (result.lhr));
  // BENCH_SAVE_LHR=/some/dir keeps every Lighthouse report (JSON) for a closer look.
  if (process.env.BENCH_SAVE_LHR) {
    await mkdir(process.env.BENCH_SAVE_LHR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}${Date.now()}.json`;
    await writeFile(path.join(process.env.BENCH_SAVE_LHR, name), JSON.stringify(lhr));
  }
  return readLhr(lhr, url, gzipBytes);
}

// --- Calibration ------------------------------------------------------------------------------
// Lighthouse benchmarks the host on every run; three runs of the bare page give its index, and
// the calculator the slowdown that makes this host the phone Lighthouse's mobile settings mean.
/** @type {number[]} */
const indexReadings = [];
for (let i = 0; i < 3; i++) {
  const r = await lighthouse(`${ORIGIN}/${barePath('en')}`, { ...LH_FLAGS, onlyCategories: ['performance'] });
  if (r) indexReadings.push(benchmarkIndexOf(/** @type {{ environment?: { benchmarkIndex?: number } }} */ (r.lhr)));
}
const benchmarkIndex = medianOf(indexReadings);
const calibrated = Math.round(cpuMultiplier(benchmarkIndex) * 100) / 100;
CPU_SLOWDOWN = FIXED_SLOWDOWN ?? calibrated;
const calibration = {
  benchmarkIndex,
  readings: indexReadings,
  calibratedMultiplier: calibrated,
  multiplier: CPU_SLOWDOWN,
  fixed: FIXED_SLOWDOWN !== null,
  source: 'patrickhulce/lighthouse-cpu-throttling-calculator pages/index.js',
};
log(
  `benchmark index ${Math.round(benchmarkIndex)} (${indexReadings.map(Math.round).join(', ')}) → CPU ${calibrated}× slower${FIXED_SLOWDOWN !== null ? `; measuring at the fixed ${FIXED_SLOWDOWN}×` : ''}`,
);

/** @type {{ route: string; url: string; bare?: string; gzipHost?: boolean; twinOf?: string }[]} */
const targets = [
  ...pages.flatMap((p) => [
    { route: `/${p}`, url: `${ORIGIN}/${p}` },
    { route: `/${p} (twin)`, url: `${ORIGIN}/${twinPath(p)}`, twinOf: `/${p}` },
  ]),
  // Named `/en/result/?…` in the tables (the query is printed once, below them).
  ...sharedLinks.flatMap((p) => [
    { route: `/${p}?…`, url: `${ORIGIN}/${p}?${SHARED_QUERY}` },
    { route: `/${p}?… (twin)`, url: `${ORIGIN}/${twinPath(p, true)}?${SHARED_QUERY}`, twinOf: `/${p}?…` },
  ]),
  ...BARE_LANGS.map((lang) => ({
    route: `bare compare ${lang} (fixture)`,
    url: `${ORIGIN}/${barePath(lang)}`,
    bare: lang,
  })),
  ...(alsoGzip
    ? [
        ...pages
          .filter((p) => /^(en|zh)\/compare\/$/.test(p))
          .map((p) => ({ route: `/${p} (gzip host)`, url: `${GZIP_ORIGIN}/${p}`, gzipHost: true })),
        ...BARE_LANGS.map((lang) => ({
          route: `bare compare ${lang} (gzip host)`,
          url: `${GZIP_ORIGIN}/${barePath(lang)}`,
          bare: lang,
          gzipHost: true,
        })),
      ]
    : []),
];
/** @type {Map<string, Measurement[]>} */
const runs = new Map(targets.map((t) => [t.route, []]));
/** Every run of a target. */
const runsOf = (/** @type {{ route: string }} */ t) => runs.get(t.route) ?? [];
/** @type {string[]} */
const errors = [];
try {
  log('warm-up run (discarded)');
  await measure(`${ORIGIN}/${pages[0] ?? barePath('en')}`, ['performance']);
  // Round-robin: a burst of load on the machine spreads over routes instead of hitting one route's 3 runs.
  for (let i = 0; i < RUNS; i++) {
    for (const t of targets) {
      const t0 = Date.now();
      try {
        const audits = i === 0 && !t.gzipHost && !t.twinOf ? ALL_CATEGORIES : ['performance'];
        runsOf(t).push(await measure(t.url, audits));
        log(`run ${i + 1}/${RUNS} ${t.route} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
      } catch (e) {
        // One failed run (a timeout on a busy machine) is reported, not fatal.
        const why = e instanceof Error ? e.message : String(e);
        log(`run ${i + 1}/${RUNS} ${t.route} FAILED: ${why}`);
        errors.push(`${t.route} run ${i + 1}: ${why}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
// Lighthouse's Chrome is gone: browsers of their own for the search and INP, on the same server.
const browserAt = { origin: ORIGIN, chromePath: CHROME_PATH, args: CHROMIUM_ARGS };
try {
  log('timing the search: from the shortcut to the first results, cold, per language');
  const search = await attempt(() => timeToFirstResults({ ...browserAt, cpuSlowdown: CPU_SLOWDOWN }));
  searchTiming = search.status === 'ok' ? { status: 'ok', ms: search.value } : search;
  log(`INP: the wizard's choices, the compare toggles, the language switch (CPU ${CPU_SLOWDOWN}× slower)`);
  const inp = await attempt(() => measureInp({ ...browserAt, cpuSlowdown: CPU_SLOWDOWN }));
  inpResults = inp.status === 'ok' ? { status: 'ok', scenarios: inp.value } : inp;
} finally {
  server.close();
  gzipServer?.close();
}
const searchIndex = await indexSizes(path.join(dist, 'pagefind'));

const lighthouseVersion = [...runs.values()].flat()[0]?.lighthouseVersion ?? '12';
const measured = targets.filter((t) => runsOf(t).length > 0);
const results = measured.map((t) => summarizeRuns(t, runsOf(t)));

// --- Import parser and npm audit --------------------------------------------------------------

log('timing the import parser (5,000 nodes + 20,000 Services)');
const importResult = await importTiming(root);
log("timing the import parser with kube-proxy's objects (the same dump with and without them)");
const overhead = await kubeProxyOverhead(root);
log('npm audit --omit=dev');
const auditResult = await auditProduction(root);

// --- Budgets ------------------------------------------------------------------------------------

const misses = targets.filter((t) => runsOf(t).length === 0).map((t) => `${t.route}: not measured (every run failed)`);
// Each page against its twin; the comparison pages also against the bare page in their language.
const { misses: pageBudgetMisses, ratios, gzipRatios } = resultMisses(results);
misses.push(...pageBudgetMisses);
/** A page's twin's medians (null when no run of it was measured). */
const twinOfRoute = (/** @type {string} */ route) => results.find((r) => r.twinOf === route)?.median ?? null;
if (auditResult.status === 'ok' && auditResult.highOrCritical > 0)
  misses.push(
    `npm audit: ${auditResult.highOrCritical} high/critical advisories (${auditResult.advisories.join(', ')})`,
  );

// --- Report ---------------------------------------------------------------------------------------

const table = resultsTable(results);
// Each page beside its twin: what our scripts cost.
const pagesWithTwins = results
  .filter((r) => !r.bare && !r.gzipHost && !r.twinOf)
  .map((r) => ({ route: r.route, median: r.median, twin: twinOfRoute(r.route) }));
const twinTable = twinsTable(pagesWithTwins);

if (inpResults.status === 'ok') misses.push(...inpMisses(inpResults.scenarios ?? []));
if (overhead.status === 'ok' && (overhead.ratio ?? Infinity) > BUDGETS.importKubeProxyRatio)
  misses.push(
    `import with kube-proxy's objects: ${overhead.ratio?.toFixed(2)}× (budget ≤ ${BUDGETS.importKubeProxyRatio}×)`,
  );
const overheadLine =
  overhead.status === 'ok'
    ? `${Math.round(overhead.with ?? NaN)} ms vs ${Math.round(overhead.without ?? NaN)} ms without: ${overhead.ratio?.toFixed(2)}× (budget ≤ ${BUDGETS.importKubeProxyRatio}×)`
    : `${overhead.status} (${overhead.reason})`;
const importLine =
  importResult.status === 'ok'
    ? `${Math.round(importResult.ms ?? NaN)} ms`
    : `${importResult.status} (${importResult.reason})`;
const auditLine =
  auditResult.status === 'ok'
    ? `${auditResult.highOrCritical} high/critical (${Object.entries(auditResult.vulnerabilities)
        .filter(([k]) => k !== 'total')
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`
    : `unavailable (${auditResult.reason})`;

/** How many of our pages meet the TBT budget over their twins, and how many its aim. */
function tbtLine() {
  const c = tbtOverTwinCounts(
    pagesWithTwins.map(({ median, twin }) => ({ tbt: median.tbt, twinTbt: twin?.tbt ?? null })),
  );
  return `TBT over the twin: ${c.withinBudget} of ${c.pages} pages ≤ + ${BUDGETS.tbtOverTwin} ms (budget), ${c.withinAim} ≤ + ${BUDGETS.tbtOverTwinAim} ms (aim)`;
}

const summary = [
  `Calibration: benchmark index ${Math.round(calibration.benchmarkIndex)} (median of ${calibration.readings.map(Math.round).join(', ')}) → CPU ${calibration.calibratedMultiplier}× slower (Lighthouse's default 4× assumes ~1,533)${calibration.fixed ? `; this run used the fixed ${CPU_SLOWDOWN}×` : ''}.`,
  `Lighthouse ${lighthouseVersion} mobile, simulated throttling with the CPU slowed ${CPU_SLOWDOWN}× (index ${Math.round(calibration.benchmarkIndex)}), median of ${RUNS} run(s) (a11y, BP, SEO: first run), served ${servedAs} (scripts/serve.js, as nginx with brotli_static/gzip_static); scores ×100; HTML = the page as transferred; JS/CSS = gzip bytes of the files the page loads (1 KB = 1000 B).`,
  ...(errors.length ? [`Failed runs (left out of the medians): ${errors.length}`] : []),
  ...(Math.max(loadAtStart, loadNow()) > os.cpus().length
    ? [
        `Warning: load average ${loadAtStart.toFixed(1)} → ${loadNow().toFixed(1)} on ${os.cpus().length} CPUs: other processes competed with Chrome, so TBT, LCP and the performance scores read worse than on an idle machine.`,
      ]
    : []),
  '',
  table,
  '',
  'Each page beside its script-free twin (the same HTML and styles, no script; medians):',
  '',
  twinTable,
  '',
  `/…/result/?… is a shared result link: ?${SHARED_QUERY}; its twin carries the query's mark, so it shows what the page shows before hydrating.`,
  tbtLine(),
  ...Object.entries(ratios).map(
    ([route, ratio]) =>
      `LCP ${route} ÷ its language's bare page: ${ratio.toFixed(2)} (what the HTML weighs; reported, not budgeted)`,
  ),
  ...Object.entries(gzipRatios).map(
    ([route, ratio]) =>
      `LCP ${route} ÷ its language's bare page, both from a gzip-only host: ${ratio.toFixed(2)} (reported, not budgeted)`,
  ),
  `Import parser, 5,000 nodes + 20,000 Services: ${importLine}`,
  `Import parser, the same with kube-proxy's ConfigMap, 10 DaemonSets and 1,000 Events: ${overheadLine}`,
  `INP (Playwright, CPU ${CPU_SLOWDOWN}× slower, index ${Math.round(calibration.benchmarkIndex)}, median of 3; budget ≤ ${BUDGETS.inp} ms, aim ${BUDGETS.inpAim}): ${
    inpResults.status === 'ok'
      ? (inpResults.scenarios ?? [])
          .map(
            (s) =>
              `${s.name} ${s.inp === null ? '< 16 ms' : `${Math.round(s.inp)} ms`} (${s.interactions} interactions)`,
          )
          .join('; ')
      : `${inpResults.status} (${inpResults.reason})`
  }`,
  `Search index (Pagefind, as built): ${Object.entries(searchIndex.languages)
    .map(([lang, l]) => `${lang} ${kb(l.bytes)} KB in ${l.files} files for ${l.pages} pages and rows`)
    .join('; ')}; its script and worker, shared, ${kb(searchIndex.shared)} KB`,
  `Search, from the shortcut to the first results (cold, CPU ${CPU_SLOWDOWN}× slower, median of 3): ${
    searchTiming.status === 'ok'
      ? Object.entries(searchTiming.ms ?? {})
          .map(([lang, v]) => `${lang} ${Math.round(v)} ms`)
          .join(', ')
      : `${searchTiming.status} (${searchTiming.reason})`
  }`,
  `npm audit --omit=dev: ${auditLine}`,
  '',
  misses.length ? `Budget misses (${misses.length}):\n${misses.map((m) => `  ✗ ${m}`).join('\n')}` : 'All budgets met.',
].join('\n');

await mkdir(path.dirname(path.join(root, RESULTS_FILE)), { recursive: true });
await writeFile(
  path.join(root, RESULTS_FILE),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        benchmarkIndex: median(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex))),
      },
      settings: {
        lighthouse: lighthouseVersion,
        served: servedAs,
        precompressed: 'brotli quality 11, gzip level 9 (scripts/precompress.js)',
        formFactor: 'mobile',
        throttling: `simulate, cpuSlowdownMultiplier ${CPU_SLOWDOWN}`,
        calibration,
        runs: RUNS,
        median: 'per metric; accessibility, best practices and SEO from the first run only',
        gzip: 'zlib default level, files read from the build',
        kb: 1000,
      },
      budgets: { ...BUDGETS, sizes: SIZE_BUDGETS, firstLoadJs: JS_BUDGETS },
      routes: results,
      sharedQuery: SHARED_QUERY,
      lcpRatio: ratios,
      lcpRatioGzipHost: gzipRatios,
      importParser: importResult,
      importKubeProxyOverhead: overhead,
      searchIndex,
      searchTiming,
      inp: inpResults,
      npmAudit: auditResult,
      misses,
      runErrors: errors,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  )}\n`,
);
console.log(summary);
log(`done; wrote ${RESULTS_FILE}`);
process.exit(misses.length ? 1 : 0);
