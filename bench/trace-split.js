// Where a page's main thread goes while it starts, from a Chrome trace taken at the calibrated
// CPU slowdown: each event's self time (its duration less its children's), on the page's main
// thread, bucketed by what it is — HTML parsing, script parse/compile, module evaluation, style
// and layout, garbage collection — and the app's own script time by start-up phase, between the
// `kpg:` marks src/main.tsx and the hydration marker set: router start, i18n and data, hydration.

/**
 * @typedef {{ name: string; ph: string; ts: number; dur?: number; pid: number; tid: number;
 *   cat?: string; args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } } }} TraceEvent
 */

/** @type {readonly [string, RegExp][]} */
const KINDS = [
  ['html', /^ParseHTML$/],
  [
    'compile',
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|V8\.CompileLazy|v8\.parseOnBackground|V8\.ParseFunction|CompileScript|CompileCode)$/,
  ],
  ['evaluate', /^(EvaluateScript|v8\.evaluateModule)$/],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|Layout|PrePaint|Paint|Layerize|UpdateLayer|HitTest|IntersectionObserverController::computeIntersections)$/,
  ],
  ['gc', /GC|^V8\.GC/],
  [
    'script',
    /^(FunctionCall|TimerFire|RunMicrotasks|v8\.run|EventDispatch|FireAnimationFrame|v8\.callFunction|XHRReadyStateChange|FireIdleCallback)$/,
  ],
];
const kindOf = (/** @type {string} */ name) => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';

/** The page's main thread: where the document's HTML was parsed. */
function mainThread(/** @type {readonly TraceEvent[]} */ events) {
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) throw new Error('the trace has no ParseHTML: no page was loaded');
  return { pid: parse.pid, tid: parse.tid };
}

/**
 * @param {readonly TraceEvent[]} events a trace's `traceEvents`
 * @returns {{ ms: Record<string, number>; phases: Record<string, number>; longTasks: number; blocking: number }}
 */
export function splitTrace(events) {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const marks = new Map(
    own
      .concat(events.filter((e) => e.pid === pid))
      .filter((e) => e.name.startsWith('kpg:') && (e.ph === 'R' || e.ph === 'I' || e.ph === 'i' || e.ph === 'n'))
      .map((e) => [e.name.slice(4), e.ts]),
  );
  const complete = own
    .filter((e) => e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Record<string, number>} */
  const ms = {};
  /** @type {Record<string, number>} */
  const phases = { routerStart: 0, i18nAndData: 0, hydration: 0 };
  const phaseOf = (/** @type {number} */ ts) => {
    const at = (/** @type {string} */ m) => marks.get(m) ?? Infinity;
    if (ts >= at('hydrate') && ts < at('hydrated')) return 'hydration';
    if (ts >= at('data') && ts < at('hydrate')) return 'i18nAndData';
    if (ts >= at('router') && ts < at('data')) return 'routerStart';
    return null;
  };
  // Self time: walk the nesting with a stack of open events.
  /** @type {{ e: TraceEvent; end: number; child: number }[]} */
  const stack = [];
  const close = (/** @type {{ e: TraceEvent; end: number; child: number }} */ open) => {
    const self = (open.e.dur ?? 0) - open.child;
    const kind = kindOf(open.e.name);
    ms[kind] = (ms[kind] ?? 0) + self / 1000;
    const phase = kind === 'script' || kind === 'compile' || kind === 'evaluate' ? phaseOf(open.e.ts) : null;
    if (phase) phases[phase] = (phases[phase] ?? 0) + self / 1000;
  };
  /** Top-level events: the main thread's tasks, whatever each is named. */
  /** @type {TraceEvent[]} */
  const tasks = [];
  for (const e of complete) {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts)
      close(/** @type {NonNullable<typeof stack[0]>} */ (stack.pop()));
    const parent = stack.at(-1);
    if (parent) parent.child += e.dur ?? 0;
    else tasks.push(e);
    stack.push({ e, end: e.ts + (e.dur ?? 0), child: 0 });
  }
  while (stack.length) close(/** @type {NonNullable<typeof stack[0]>} */ (stack.pop()));
  delete ms['other'];
  // Tasks over 50 ms, and their time beyond 50 ms each (Total Blocking Time's measure, over the
  // whole trace rather than up to Time to Interactive).
  const long = tasks.filter((e) => (e.dur ?? 0) > 50_000);
  return {
    ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, Math.round(v)])),
    phases: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v)])),
    longTasks: long.length,
    blocking: Math.round(long.reduce((s, e) => s + ((e.dur ?? 0) / 1000 - 50), 0)),
  };
}

/**
 * Loads `url` in Chromium (Playwright) with the CPU slowed, traced until the page has hydrated
 * and gone quiet, and splits the trace.
 * @param {{ url: string; chromePath: string; args: string[]; cpuSlowdown: number }} o
 */
export async function traceSplit({ url, chromePath, args, cpuSlowdown }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink.user_timing',
        'toplevel',
      ],
    });
    await page.goto(url);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const buffer = await browser.stopTracing();
    /** @type {{ traceEvents: TraceEvent[] }} */
    const trace = JSON.parse(buffer.toString('utf8'));
    return splitTrace(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

// `node bench/trace-split.js /en/rules/ /zh/compare/`: serves the last bench build (dist-bench/,
// `npm run bench` makes it) and prints each page's split at the slowdown of the last calibrated
// run (bench/results.json), or at `--cpu-slowdown N`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const { startServer } = await import('../scripts/serve.js');
  const { CHROME_PATH, CHROMIUM_ARGS } = await import('../scripts/chromium.js');
  const root = path.resolve(import.meta.dirname, '..');
  const { values, positionals } = parseArgs({
    options: { 'cpu-slowdown': { type: 'string' } },
    allowPositionals: true,
  });
  const results = JSON.parse(await readFile(path.join(root, 'bench/results.json'), 'utf8'));
  const cpuSlowdown = Number(values['cpu-slowdown'] ?? results.settings?.calibration?.multiplier ?? 4);
  const port = 4393;
  const server = await startServer({ root: path.join(root, 'dist-bench'), port, base: '/', encodings: ['br', 'gzip'] });
  try {
    console.log(`CPU ${cpuSlowdown}× slower (self time, ms; phases: the app's script between its start-up marks)`);
    for (const route of positionals.length ? positionals : ['/en/compare/'])
      console.log(
        route,
        JSON.stringify(
          await traceSplit({
            url: `http://localhost:${port}${route}`,
            chromePath: CHROME_PATH,
            args: CHROMIUM_ARGS,
            cpuSlowdown,
          }),
        ),
      );
  } finally {
    server.close();
  }
}
