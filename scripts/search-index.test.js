import { describe, expect, it } from 'vitest';
import { rowRecords, textOf, withoutControls } from './search-index.js';
import { parse } from 'node-html-parser';

/** @param {string} lang @param {string} main */
const page = (lang, main) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><main><h1>Rules</h1>${main}</main></body></html>`;

describe('the words of an element', () => {
  it('puts a space where cells and links meet, and leaves controls and icons out', () => {
    const el = parse(
      '<tr><td><strong>Title</strong><a href="#x"><code>x-id</code></a></td><td>Body<button>Copy link</button><svg aria-hidden="true"><title>i</title></svg></td></tr>',
    );
    expect(textOf(el)).toBe('Title x-id Body');
  });
});

describe('row records', () => {
  it('one per rule row, at its anchor, with its label, the page title and the language; its id last', () => {
    const html = page(
      'zh-CN',
      '<table><tbody><tr id="ipvs-port-range"><td><strong class="rule-title">区间端口</strong><a class="rule-id" href="#ipvs-port-range"><code>ipvs-port-range</code></a></td><td>端口范围</td></tr></tbody></table>',
    );
    expect(rowRecords('zh/rules/', html)).toEqual([
      {
        url: '/zh/rules/#ipvs-port-range',
        content: '区间端口 端口范围 ipvs-port-range',
        language: 'zh-cn',
        meta: { title: '区间端口', page: 'Rules' },
      },
    ]);
  });

  it('titles a threshold by its words, not its key, and keeps the key and the rules reading it last', () => {
    const html = page(
      'en',
      '<table><tbody><tr id="threshold-servicesK8s"><td>Services from which IPVS pays off <code>servicesK8s</code></td><td>1,000</td><td><ul class="rule-id-list"><li><a href="#many"><code>many</code></a></li></ul></td></tr></tbody></table>',
    );
    const [r] = rowRecords('en/rules/', html);
    expect(r?.meta.title).toBe('Services from which IPVS pays off');
    expect(r?.content).toBe('Services from which IPVS pays off 1,000 servicesK8s many');
  });

  it("takes a comparison row's words from the row, its anchor from the header cell, and its notes' full titles, not 'Source 1'", () => {
    const html = page(
      'en',
      '<table><tbody><tr><th id="clusterip-ping"><span>ClusterIP ping</span></th><td>Answers <span class="source-notes"><a class="footnote-ref" href="https://github.com/kubernetes/kubernetes/pull/108460"><span class="visually-hidden">Source </span>1</a></span></td></tr></tbody></table><section class="source-list"><ol><li id="source-k8s-pr-108460"><a href="https://github.com/kubernetes/kubernetes/pull/108460">kubernetes PR #108460</a> — Kubernetes</li></ol></section>',
    );
    const [r] = rowRecords('en/compare/', html);
    expect(r?.url).toBe('/en/compare/#clusterip-ping');
    expect(r?.content).toBe('ClusterIP ping Answers kubernetes PR #108460 — Kubernetes');
    expect(r?.meta.title).toBe('ClusterIP ping');
  });

  it('has none on other pages', () => {
    expect(rowRecords('en/wizard/', page('en', '<table><tbody><tr id="x"><td>x</td></tr></tbody></table>'))).toEqual(
      [],
    );
  });
});

describe('a page as Pagefind reads it', () => {
  it('has no copy buttons or heading "#" links, and a space between side-by-side links', () => {
    const out = withoutControls(
      page(
        'en',
        '<h2 id="a">A<a class="heading-anchor" href="#a">#</a></h2><pre>x</pre><button>Copy code</button><a>one</a><a>two</a>',
      ),
    );
    expect(out).not.toMatch(/Copy code|heading-anchor/);
    expect(
      withoutControls(page('en', '<p>Fact <a class="footnote-ref" href="https://x"><span>Source </span>1</a></p>')),
    ).not.toContain('Source');
    expect(out).toContain('<a>one</a> <a>two</a>');
  });
});
