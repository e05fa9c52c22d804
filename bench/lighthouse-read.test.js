import { describe, expect, it } from 'vitest';
import { median, readLhr, summarizeRuns } from './lighthouse-read.js';

const ORIGIN = 'http://localhost:4390';
/** gzip bytes of our files; `null` for one that is not ours. */
const SIZES = /** @type {Record<string, number>} */ ({
  [`${ORIGIN}/assets/shell.js`]: 100_000,
  [`${ORIGIN}/assets/page.js`]: 30_000,
  [`${ORIGIN}/assets/chart.js`]: 50_000,
  [`${ORIGIN}/assets/app.css`]: 9_000,
});
const sizeOf = async (/** @type {string} */ url) => SIZES[url] ?? null;

/** A Lighthouse result as the bench reads it: the page, three scripts (one after hydration), styles. */
const lhr = (/** @type {{ tbt?: number; lcpFails?: boolean; offsite?: string }} */ o = {}) =>
  /** @type {import('./lighthouse-read.js').Lhr} */ ({
    lighthouseVersion: '12.8.2',
    environment: { benchmarkIndex: 1450 },
    categories: {
      performance: {
        score: 0.91,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'diagnostics', weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { score: 1, numericValue: 640 },
      'largest-contentful-paint': { score: o.lcpFails ? 0.8 : 1, numericValue: 980, displayValue: '1.0 s' },
      'total-blocking-time': { score: 1, numericValue: o.tbt ?? 150 },
      'cumulative-layout-shift': { score: 1, numericValue: 0 },
      diagnostics: { score: 0 },
      'network-requests': {
        score: null,
        details: {
          items: [
            { url: `${ORIGIN}/en/compare/`, resourceType: 'Document', transferSize: 14_603, networkRequestTime: 0 },
            { url: `${ORIGIN}/assets/shell.js`, networkRequestTime: 10 },
            { url: `${ORIGIN}/assets/page.js`, networkRequestTime: 20 },
            { url: `${ORIGIN}/assets/app.css`, networkRequestTime: 5 },
            { url: `${ORIGIN}/assets/chart.js`, networkRequestTime: 400 },
            ...(o.offsite ? [{ url: o.offsite, networkRequestTime: 500 }] : []),
          ],
        },
      },
      'user-timings': {
        score: null,
        details: { items: [{ name: 'kpg:hydrate', startTime: 100, timingType: 'Mark' }] },
      },
    },
  });

describe('what the bench reads from a Lighthouse run', () => {
  it('sums first-load scripts up to the hydration mark, every script and the styles, by gzip bytes', async () => {
    const m = await readLhr(lhr(), `${ORIGIN}/en/compare/`, sizeOf);
    expect(m).toMatchObject({
      performance: 0.91,
      accessibility: 1,
      bestPractices: null,
      lcp: 980,
      tbt: 150,
      htmlBytes: 14_603,
      jsBytes: 180_000,
      firstLoadJs: 130_000,
      shownJs: null, // no kpg:ready mark on this page
      cssBytes: 9_000,
      jsFiles: 3,
      offsite: [],
      benchmarkIndex: 1450,
    });
    // Only weighted audits that did not pass, with the value shown.
    expect((await readLhr(lhr({ lcpFails: true }), `${ORIGIN}/en/`, sizeOf)).failing.performance).toEqual([
      'largest-contentful-paint (1.0 s)',
    ]);
  });

  it('names a request to another origin, and refuses a run that failed', async () => {
    const m = await readLhr(lhr({ offsite: 'https://fonts.example.com/a.woff2' }), `${ORIGIN}/en/`, sizeOf);
    expect(m.offsite).toEqual(['https://fonts.example.com/a.woff2']);
    const failed = { ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no paint' } };
    await expect(readLhr(failed, `${ORIGIN}/en/`, sizeOf)).rejects.toThrow('NO_FCP no paint');
  });

  it("sums a target's runs by each figure's median and every audit any run failed", async () => {
    const runs = [
      await readLhr(lhr({ tbt: 300, lcpFails: true }), `${ORIGIN}/en/`, sizeOf),
      await readLhr(lhr({ tbt: 100 }), `${ORIGIN}/en/`, sizeOf),
      await readLhr(lhr({ tbt: 200 }), `${ORIGIN}/en/`, sizeOf),
    ];
    const row = summarizeRuns({ route: '/en/', twinOf: undefined }, runs);
    expect(row.median.tbt).toBe(200);
    expect(row.failing.performance).toEqual(['largest-contentful-paint']);
    expect([row.bare, row.gzipHost, row.twinOf, row.runs.length]).toEqual([false, false, null, 3]);
    expect(row.runs[0]).not.toHaveProperty('failing');
  });

  it('takes the median of the finite numbers only', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, null, NaN, 2, 3])).toBe(2.5);
    expect(median([null, undefined])).toBeNull();
  });
});
