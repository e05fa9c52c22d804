import { describe, expect, it } from 'vitest';
import { twinOf, twinPath } from './twin.js';

/** The shape of a prerendered page: boot script in the head, loader at the end of the body. */
const PAGE = `<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/><style>html[data-query] .x{visibility:hidden}</style><link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/shell.js"/><script>var d=document.documentElement;d.dataset.js='';if(location.search)d.dataset.query=''</script></head><body><main><h1>标题</h1></main><script type="module">import("/assets/index.js")</script>
<SCRIPT>
  go()
</script ></body></html>`;

describe("a page's script-free twin", () => {
  it('drops every script and module preload, keeps the styles and the text', () => {
    const twin = twinOf(PAGE);
    expect(twin).not.toMatch(/<script/i);
    expect(twin).not.toContain('modulepreload');
    expect(twin).not.toContain('go()');
    expect(twin).toContain('<style>html[data-query] .x{visibility:hidden}</style>');
    expect(twin).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(twin).toContain('<main><h1>标题</h1></main>');
  });

  it("writes the boot script's marks on <html>: data-js always, data-query for a shared link", () => {
    expect(twinOf(PAGE)).toContain('<html lang="zh-CN" data-js="">');
    expect(twinOf(PAGE, { query: true })).toContain('<html lang="zh-CN" data-js="" data-query="">');
  });

  it('refuses what is not a page', () => {
    expect(() => twinOf('<p>hello</p>')).toThrow(/not a page/);
  });

  it('is served beside the pages, a shared link’s twin apart', () => {
    expect(twinPath('en/result/')).toBe('__bench/twin/en/result/');
    expect(twinPath('en/result/', true)).toBe('__bench/twin-query/en/result/');
  });
});
