import { describe, expect, it } from 'vitest';
import { BUDGETS, inpMisses, isSharedLink, pageMisses, resultMisses, tbtOverTwinCounts } from './budgets.js';

const NONE = { performance: [], accessibility: [], bestPractices: [], seo: [] };
const GOOD = {
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcp: 1000,
  tbt: 90,
  cls: 0.02,
  firstLoadJs: 120_000,
  shownJs: null,
};
const TWIN = { lcp: 950, tbt: 50 };

describe('the bench budgets, against the twin', () => {
  it('name nothing on a page within every budget', () => {
    expect(pageMisses('/en/compare/', GOOD, NONE, TWIN)).toEqual([]);
  });

  it("name an LCP over 1.1× its twin's, and a TBT over the twin's + 50 ms", () => {
    expect(pageMisses('/en/rules/', { ...GOOD, lcp: 1045 }, NONE, TWIN)).toEqual([]);
    expect(pageMisses('/en/rules/', { ...GOOD, lcp: 1100 }, NONE, TWIN)).toEqual([
      `/en/rules/: LCP 1100 ms is 1.16× its twin's 950 ms (> 1.1×)`,
    ]);
    expect(pageMisses('/zh/rules/', { ...GOOD, tbt: 100 }, NONE, TWIN)).toEqual([]);
    expect(pageMisses('/zh/rules/', { ...GOOD, tbt: 152 }, NONE, TWIN)).toEqual([
      `/zh/rules/: TBT 152 ms, its twin's 50 ms + 102 (> + ${BUDGETS.tbtOverTwin} ms)`,
    ]);
  });

  it('name a page whose twin or own figures no run measured', () => {
    expect(pageMisses('/zh/rules/', GOOD, NONE, null)).toEqual(['/zh/rules/: its twin was not measured']);
    expect(pageMisses('/zh/rules/', { ...GOOD, tbt: null, lcp: null, cls: null }, NONE, TWIN)).toEqual([
      `/zh/rules/: LCP not measured (> 1.1×)`,
      `/zh/rules/: TBT not measured (> + 50 ms)`,
      `/zh/rules/: CLS not measured > 0.1`,
    ]);
  });

  it('name a layout shift over 0.1, a shared result link included', () => {
    expect(pageMisses('/en/result/?platform=cce', { ...GOOD, cls: 0.1, shownJs: 130_000 }, NONE, TWIN)).toEqual([]);
    expect(pageMisses('/en/result/?platform=cce', { ...GOOD, cls: 0.37, shownJs: 130_000 }, NONE, TWIN)).toEqual([
      '/en/result/?platform=cce: CLS 0.370 > 0.1',
    ]);
  });

  it("hold a shared result link's script before its result shows to 135 KB, a page's first load to its template's budget", () => {
    expect(pageMisses('/en/result/', { ...GOOD, firstLoadJs: 138_000, shownJs: 150_000 }, NONE, TWIN)).toEqual([]);
    const shared = '/en/result/?platform=cce&services=3000';
    expect(pageMisses(shared, { ...GOOD, firstLoadJs: 120_000, shownJs: 135_000 }, NONE, TWIN)).toEqual([]);
    expect(pageMisses(shared, { ...GOOD, firstLoadJs: 120_000, shownJs: 138_000 }, NONE, TWIN)).toEqual([
      `${shared}: script before the result shows 138.0 KB gzip > 135.0 KB`,
    ]);
    expect(pageMisses(shared, { ...GOOD, shownJs: null }, NONE, TWIN)).toEqual([
      `${shared}: script before the result shows not measured`,
    ]);
    expect(isSharedLink('/zh/result/?services=3000')).toBe(true);
    expect(isSharedLink('/zh/result/')).toBe(false);
    expect(isSharedLink('/zh/result/?')).toBe(false);
  });

  it("hold /scaling to performance 0.90, other pages to 0.95, each to its template's first-load budget, naming the failing audits", () => {
    const heavy = { ...GOOD, performance: 0.92, firstLoadJs: 150_000 };
    expect(pageMisses('/en/scaling/', { ...heavy, firstLoadJs: 139_000 }, NONE, TWIN)).toEqual([]);
    expect(pageMisses('/en/result/', heavy, { ...NONE, performance: ['total-blocking-time'] }, TWIN)).toEqual([
      '/en/result/: performance 0.92 < 0.95 [total-blocking-time]',
      '/en/result/: first-load JS 150.0 KB gzip > 140.0 KB',
    ]);
    expect(pageMisses('/zh/search/', { ...GOOD, firstLoadJs: null }, NONE, TWIN)).toEqual([
      '/zh/search/: first-load JS not measured',
    ]);
    expect(pageMisses('/en/unknown/', GOOD, NONE, TWIN)).toEqual([
      '/en/unknown/: first-load JS 120.0 KB gzip > no budget',
    ]);
  });

  it('count the pages within + 50 ms of their twins and within + 25 ms', () => {
    expect(
      tbtOverTwinCounts([
        { tbt: 60, twinTbt: 40 },
        { tbt: 80, twinTbt: 40 },
        { tbt: 152, twinTbt: 0 },
        { tbt: null, twinTbt: 0 },
      ]),
    ).toEqual({ pages: 4, withinBudget: 2, withinAim: 1 });
  });

  it('name each INP scenario over 200 ms; a scenario under the 16 ms reporting floor meets it', () => {
    expect(
      inpMisses([
        { name: 'wizard', inp: 208.4 },
        { name: 'compare', inp: 200 },
        { name: 'language switch', inp: null },
      ]),
    ).toEqual([`INP wizard: 208 ms > ${BUDGETS.inp} ms`]);
  });
});

describe('the misses of a whole run', () => {
  /** A measured route as the bench records it. */
  const route = (
    /** @type {string} */ r,
    /** @type {Partial<{ bare: string | boolean; gzipHost: boolean; twinOf: string | null; lcp: number }>} */ o = {},
  ) => ({
    route: r,
    bare: o.bare ?? false,
    gzipHost: o.gzipHost ?? false,
    twinOf: o.twinOf ?? null,
    median: { ...GOOD, lcp: o.lcp ?? GOOD.lcp },
    failing: NONE,
  });

  it('hold each page to its own twin, and never a twin or a bare page to anything', () => {
    const { misses } = resultMisses([
      route('/en/compare/', { lcp: 1200 }),
      route('/en/compare/ (twin)', { twinOf: '/en/compare/', lcp: 1000 }),
      route('/en/rules/', { lcp: 1000 }),
      route('/en/rules/ (twin)', { twinOf: '/en/rules/', lcp: 1000 }),
      route('bare compare en (fixture)', { bare: 'en', lcp: 600 }),
    ]);
    expect(misses).toEqual([`/en/compare/: LCP 1200 ms is 1.20× its twin's 1000 ms (> 1.1×)`]);
  });

  it("report the comparison pages' LCP against the bare page from the same host", () => {
    const { ratios, gzipRatios, misses } = resultMisses([
      route('/zh/compare/', { lcp: 900 }),
      route('/zh/compare/ (twin)', { twinOf: '/zh/compare/', lcp: 900 }),
      route('bare compare zh (fixture)', { bare: 'zh', lcp: 600 }),
      route('/zh/compare/ (gzip host)', { gzipHost: true, lcp: 1000 }),
      route('bare compare zh (gzip host)', { bare: 'zh', gzipHost: true, lcp: 800 }),
    ]);
    expect(ratios).toEqual({ '/zh/compare/': 1.5 });
    expect(gzipRatios).toEqual({ '/zh/compare/ (gzip host)': 1.25 });
    expect(misses).toEqual([]);
  });
});
