// The search's cost, for the bench: the bytes of Pagefind's index per language (as built, already
// compressed by Pagefind) beside the script and worker every language shares, and how long a
// reader waits from the shortcut to the first results, cold (nothing of the search loaded yet:
// the dialog's chunk, its words, Pagefind, its WebAssembly and the index all load then).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

/**
 * @param {string} dir the build's `pagefind/` folder
 * @returns {Promise<{ shared: number; languages: Record<string, { bytes: number; files: number; pages: number }> }>}
 */
export async function indexSizes(dir) {
  /** @type {{ languages: Record<string, { hash: string; wasm: string | null; page_count: number }> }} */
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8'));
  const size = async (/** @type {string} */ f) => (await stat(path.join(dir, f))).size;
  const listed = async (/** @type {string} */ sub) => (await readdir(path.join(dir, sub))).map((f) => `${sub}/${f}`);
  const chunks = [...(await listed('index')), ...(await listed('fragment'))];
  /** @type {Record<string, { bytes: number; files: number; pages: number }>} */
  const languages = {};
  for (const [lang, { hash, wasm, page_count: pages }] of Object.entries(entry.languages)) {
    const files = [
      `pagefind.${hash}.pf_meta`,
      `wasm.${wasm ?? 'unknown'}.pagefind`,
      ...chunks.filter((f) => path.basename(f).startsWith(`${lang}_`)),
    ];
    let bytes = 0;
    for (const f of files) bytes += await size(f);
    languages[lang] = { bytes, files: files.length, pages };
  }
  const shared = (await size('pagefind.js')) + (await size('pagefind-worker.js'));
  return { shared, languages };
}

/** The middle value of a list of numbers. */
const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Milliseconds from pressing `/` on a hydrated page to the first result in the dialog, in a fresh
 * browser context each run (a cold cache), the CPU slowed as Lighthouse's mobile run assumes.
 * @param {{ origin: string; chromePath: string; args: string[]; cpuSlowdown: number; runs?: number;
 *   queries?: Record<string, string> }} o
 * @returns {Promise<Record<string, number>>}
 */
export async function timeToFirstResults({
  origin,
  chromePath,
  args,
  cpuSlowdown,
  runs = 3,
  queries = { en: 'session affinity', zh: '会话保持' },
}) {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  /** @type {Record<string, number>} */
  const out = {};
  try {
    for (const [lang, q] of Object.entries(queries)) {
      /** @type {number[]} */
      const times = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        /** @type {string[]} */
        const problems = [];
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        page.on('pageerror', (e) => problems.push(e.message));
        await page.goto(`${origin}/${lang}/compare/`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // The layout's parts below a Suspense boundary may hydrate a moment after the marker: wait
        // until the page has nothing left to load and the main thread is idle, as a reader would.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        const t0 = await page.evaluate(() => performance.now());
        await page.keyboard.press('/');
        await page
          .getByTestId('search-dialog-input')
          .fill(q, { timeout: 20_000 })
          .catch((/** @type {unknown} */ e) => {
            throw new Error(`the search did not open on /${lang}/compare/: ${problems.join('; ') || String(e)}`);
          });
        await page.locator('[role="option"]').first().waitFor();
        times.push((await page.evaluate(() => performance.now())) - t0);
        await context.close();
      }
      out[lang] = median(times);
    }
  } finally {
    await browser.close();
  }
  return out;
}
