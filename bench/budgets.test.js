import { describe, expect, it } from 'vitest';
import { BUDGETS, inpMisses, pageMisses } from './budgets.js';

const NONE = { performance: [], accessibility: [], bestPractices: [], seo: [] };
const GOOD = { performance: 1, accessibility: 1, bestPractices: 1, seo: 1, tbt: 40, jsBytes: 120_000 };

describe('the bench budgets', () => {
  it('name nothing on a page within every budget', () => {
    expect(pageMisses('/en/compare/', GOOD, NONE)).toEqual([]);
  });

  it('name a TBT over 100 ms, and one no run measured', () => {
    expect(pageMisses('/zh/rules/', { ...GOOD, tbt: 236 }, NONE)).toEqual([
      `/zh/rules/: TBT 236 ms > ${BUDGETS.tbt} ms`,
    ]);
    expect(pageMisses('/zh/rules/', { ...GOOD, tbt: 100 }, NONE)).toEqual([]);
    expect(pageMisses('/zh/rules/', { ...GOOD, tbt: null }, NONE)).toEqual([
      `/zh/rules/: TBT not measured > ${BUDGETS.tbt} ms`,
    ]);
  });

  it("hold /scaling to performance 0.90 and no script budget; other pages to 0.95 and their template's script budget, naming the failing audits", () => {
    const heavy = { ...GOOD, performance: 0.92, jsBytes: 150_000 };
    expect(pageMisses('/en/scaling/', heavy, NONE)).toEqual([]);
    expect(pageMisses('/en/result/', heavy, { ...NONE, performance: ['total-blocking-time'] })).toEqual([
      '/en/result/: performance 0.92 < 0.95 [total-blocking-time]',
      '/en/result/: first-load JS 150.0 KB gzip > 140.0 KB',
    ]);
    expect(pageMisses('/zh/search/', { ...GOOD, jsBytes: 131_000 }, NONE)).toEqual([
      '/zh/search/: first-load JS 131.0 KB gzip > 130.0 KB',
    ]);
    expect(pageMisses('/en/unknown/', GOOD, NONE)).toEqual(['/en/unknown/: first-load JS 120.0 KB gzip > no budget']);
  });

  it('name each INP scenario over 100 ms; a scenario under the 16 ms reporting floor meets it', () => {
    expect(
      inpMisses([
        { name: 'wizard', inp: 208.4 },
        { name: 'compare', inp: 100 },
        { name: 'language switch', inp: null },
      ]),
    ).toEqual([`INP wizard: 208 ms > ${BUDGETS.inp} ms`]);
  });
});
