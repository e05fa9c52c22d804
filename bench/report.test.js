import { describe, expect, it } from 'vitest';
import { kb, mdTable, resultsTable, twinsTable } from './report.js';

/** @type {import('./report.js').RouteMedian} */
const median = {
  performance: 0.934,
  accessibility: 1,
  bestPractices: 1,
  seo: null,
  fcp: 646.3,
  lcp: 975.4,
  tbt: 154.2,
  cls: 0,
  htmlBytes: 14603,
  jsBytes: 133700,
  cssBytes: null,
  firstLoadJs: 133700,
  shownJs: null,
};

describe('the report', () => {
  it('writes KB with one decimal, 1 KB = 1000 B, and a dash for nothing measured', () => {
    expect(kb(14603)).toBe('14.6');
    expect(kb(null)).toBe('–');
  });

  it('aligns a Markdown table: the first column left, the others right', () => {
    expect(
      mdTable(
        ['page', 'ms'],
        [
          ['/en/', '5'],
          ['/zh/rules/', '150'],
        ],
      ),
    ).toBe(['| page       |  ms |', '|:-----------|----:|', '| /en/       |   5 |', '| /zh/rules/ | 150 |'].join('\n'));
  });

  it('prints each route: scores ×100, times rounded, CLS to three places, dashes where nothing was measured', () => {
    const row = resultsTable([{ route: '/en/compare/', median }]).split('\n')[2];
    expect(row?.split('|').map((c) => c.trim())).toEqual([
      '',
      '/en/compare/',
      '93',
      '100',
      '100',
      '–',
      '646',
      '975',
      '154',
      '0.000',
      '14.6',
      '133.7',
      '–',
      '',
    ]);
  });

  it('sets each page beside its twin: the LCP ratio and the TBT difference, or dashes without a twin', () => {
    const [, , withTwin, without] = twinsTable([
      { route: '/en/compare/', median, twin: { lcp: 845, tbt: 5 } },
      { route: '/en/scaling/', median, twin: null },
    ]).split('\n');
    const cells = (/** @type {string | undefined} */ r) =>
      r
        ?.split('|')
        .map((c) => c.trim())
        .slice(1, -1);
    expect(cells(withTwin)).toEqual([
      '/en/compare/',
      '975',
      '845',
      '1.15',
      '154',
      '5',
      '149',
      '0.000',
      '133.7',
      '–',
      '133.7',
    ]);
    expect(cells(without)).toEqual(['/en/scaling/', '975', '–', '–', '154', '–', '–', '0.000', '133.7', '–', '133.7']);
  });
});
