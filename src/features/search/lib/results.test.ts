import { describe, expect, it } from 'vitest';
import { excerptParts, groupByPage, rankGroups, searchQuery, type PagefindHitData } from './results';

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

  it('keeps a Chinese word whole where Pagefind marks it a character at a time', () => {
    expect(excerptParts('已<mark>弃</mark><mark>用</mark>的模式')).toEqual([
      { text: '已', mark: false },
      { text: '弃用', mark: true },
      { text: '的模式', mark: false },
    ]);
  });
});

describe('ranking the pages', () => {
  const group = (url: string, anchors: string[] = [], score = 10, title = 'Page', excerpt = 'a <mark>q</mark>') => ({
    url,
    title,
    score,
    hits: (anchors.length ? anchors : ['']).map((a) => ({ url: a ? `${url}#${a}` : url, title: a, excerpt })),
  });

  it('lists what explains a thing first, the rule book and the change log last, in Pagefind order within each', () => {
    const groups = [
      group('/en/rules/', ['r']),
      group('/en/changes/1.1.0/', ['c']),
      group('/en/platforms/eks/', ['statement-x']),
      group('/en/compare/', ['row']),
      group('/en/modes/ipvs/', ['known-problems']),
      group('/en/troubleshoot/'),
      group('/docs/kube-proxy/en/troubleshoot/ipvs-conn-reuse/', ['cause']),
      group('/en/plugins/', ['calico']),
    ];
    expect(rankGroups(groups, 'q').map((g) => g.url)).toEqual([
      '/docs/kube-proxy/en/troubleshoot/ipvs-conn-reuse/',
      '/en/modes/ipvs/',
      '/en/compare/',
      '/en/platforms/eks/',
      '/en/troubleshoot/',
      '/en/plugins/',
      '/en/rules/',
      '/en/changes/1.1.0/',
    ]);
  });

  it("keeps Pagefind's order for results far below the best: a faint match does not jump ahead", () => {
    const groups = [group('/en/rules/', ['r'], 10), group('/en/troubleshoot/x/', ['cause'], 2)];
    expect(rankGroups(groups, 'q').map((g) => g.url)).toEqual(['/en/rules/', '/en/troubleshoot/x/']);
  });

  it('promotes only a page whose excerpts show the whole query: a Chinese word whole, an English word or its stem', () => {
    const groups = [
      group('/zh/rules/', ['ipvs-port-range'], 10, '决策规则', '<mark>端口</mark><mark>范围</mark>'),
      group('/zh/troubleshoot/x/', ['affected'], 9, '条目', '影响<mark>范围</mark>'),
    ];
    expect(rankGroups(groups, '端口范围')[0]?.url).toBe('/zh/rules/');
    const stems = [
      group('/en/rules/', ['r'], 10, 'Rules', '<mark>scheduling</mark>'),
      group('/en/compare/', ['load-balancing'], 9, 'Compare', 'choice of <mark>schedulers</mark>'),
    ];
    expect(rankGroups(stems, 'schedulers')[0]?.url).toBe('/en/compare/');
  });

  it('puts first a page whose title names a word of the query other than a mode', () => {
    const groups = [
      group('/en/modes/ipvs/', ['known-problems'], 10, 'IPVS mode'),
      group('/en/platforms/eks/', ['statement-ipvs-deprecated'], 9, 'Amazon EKS'),
    ];
    expect(rankGroups(groups, 'EKS IPVS deprecated')[0]?.url).toBe('/en/platforms/eks/');
    expect(rankGroups(groups, 'IPVS deprecated')[0]?.url).toBe('/en/modes/ipvs/');
  });

  it('puts the record a query names by its id first (a rule id, a threshold key)', () => {
    const groups = [group('/zh/modes/nftables/', ['a']), group('/zh/rules/', ['x', 'threshold-nftMinVersion'])];
    const byKey = rankGroups(groups, 'nftMinVersion');
    expect(byKey[0]?.url).toBe('/zh/rules/');
    expect(byKey[0]?.hits[0]?.url).toBe('/zh/rules/#threshold-nftMinVersion');
    expect(rankGroups(groups, ' X ')[0]?.hits[0]?.url).toBe('/zh/rules/#x');
    expect(rankGroups(groups, 'a b')[0]?.url).toBe('/zh/modes/nftables/');
  });
});

describe('what a reader pasted', () => {
  const message = 'failed to run nft: JSON support not compiled-in';
  it("leaves out klog's header, kubectl's timestamp and the journal's prefix", () => {
    expect(searchQuery(`E1206 05:00:01.234567       1 proxier.go:1179] ${message}`)).toBe(message);
    expect(searchQuery(`2026-12-06T05:00:01.234567890Z E1206 05:00:01.234567 1 proxier.go:1179] ${message}`)).toBe(
      message,
    );
    expect(searchQuery(`Dec 06 05:00:01 node-1 k3s[1234]: E1206 05:00:01.234567 1234 proxier.go:9] ${message}`)).toBe(
      message,
    );
  });

  it("takes a structured line's quotes out, which would ask Pagefind for one exact phrase", () => {
    expect(
      searchQuery(
        'E1206 05:00:01.234567 1 proxier.go:901] "nftables sync failed" err="signal: segmentation fault (core dumped)"',
      ),
    ).toBe('nftables sync failed err signal: segmentation fault (core dumped)');
    // A phrase the reader quoted on purpose stays one.
    expect(searchQuery('"session affinity"')).toBe('"session affinity"');
  });

  it('keeps what is not a log prefix', () => {
    expect(searchQuery('  conn_reuse_mode ')).toBe('conn_reuse_mode');
    expect(searchQuery('IPVS 弃用')).toBe('IPVS 弃用');
    expect(searchQuery('E1206 is not a header')).toBe('E1206 is not a header');
  });
});
