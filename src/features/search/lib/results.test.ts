import { describe, expect, it } from 'vitest';
import { excerptParts, groupByPage, type PagefindHitData } from './results';

const page = (url: string, title: string, subs: [string, string][] = []): PagefindHitData => ({
  url,
  excerpt: `${title} <mark>x</mark>`,
  meta: { title },
  sub_results: subs.map(([u, t]) => ({ url: u, title: t, excerpt: `${t} <mark>x</mark>` })),
});
const row = (url: string, title: string, pageTitle: string): PagefindHitData => ({
  url,
  excerpt: `<mark>${title}</mark>`,
  meta: { title, page: pageTitle },
});

describe('grouping results by page', () => {
  it('keeps the rank order of pages, and puts a row under its page', () => {
    const groups = groupByPage([
      row('/en/rules/#a', 'Rule A', 'The decision rules'),
      page('/en/modes/ipvs/', 'IPVS mode', [['/en/modes/ipvs/#known-problems', 'Known problems']]),
      row('/en/rules/#b', 'Rule B', 'The decision rules'),
    ]);
    expect(groups.map((g) => [g.url, g.title, g.hits.map((h) => h.url)])).toEqual([
      ['/en/rules/', 'The decision rules', ['/en/rules/#a', '/en/rules/#b']],
      ['/en/modes/ipvs/', 'IPVS mode', ['/en/modes/ipvs/#known-problems']],
    ]);
  });

  it("shows a page's best three headings, each once, and the page itself when it has none", () => {
    const subs: [string, string][] = [1, 2, 3, 4].map((i) => [`/p/#h${i}`, `H${i}`]);
    const [g] = groupByPage([page('/p/', 'P', subs), row('/p/#h1', 'H1', 'P')]);
    expect(g?.hits.map((h) => h.url)).toEqual(['/p/#h1', '/p/#h2', '/p/#h3']);
    const [bare] = groupByPage([page('/q/', 'Q')]);
    expect(bare?.hits).toEqual([{ url: '/q/', title: 'Q', excerpt: 'Q <mark>x</mark>' }]);
  });

  it('drops the page itself where a heading or a row of it is a hit', () => {
    const [g] = groupByPage([row('/p/#r', 'R', 'P'), page('/p/', 'P'), page('/p/', 'P', [['/p/', 'P']])]);
    expect(g?.hits.map((h) => h.url)).toEqual(['/p/#r']);
  });

  it("takes a page's own title over a row's, whichever comes first", () => {
    const [g] = groupByPage([row('/r/#x', 'X', ''), page('/r/', 'Rules')]);
    expect(g?.title).toBe('Rules');
  });
});

describe('excerpts as text', () => {
  it('marks the matched words and decodes entities, so nothing becomes markup', () => {
    expect(excerptParts('a &lt;b&gt; <mark>conn_reuse_mode</mark> &amp; c')).toEqual([
      { text: 'a <b> ', mark: false },
      { text: 'conn_reuse_mode', mark: true },
      { text: ' & c', mark: false },
    ]);
    expect(excerptParts('<img src=x onerror=alert(1)>plain')).toEqual([{ text: 'plain', mark: false }]);
  });
});
