import { describe, expect, it } from 'vitest';
import { assertSameDehydration, takeHydrationScripts } from './hydration-scripts.js';

// The tail of a prerendered page as TanStack Router 1.170 writes it (the loader script shortened).
const TSR =
  '<script data-tsr-stream-part="">(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={h(){this.hydrated=!0,this.c()},e(){this.streamEnded=!0,this.c()},' +
  'c(){this.hydrated&&this.streamEnded&&(delete self.$_TSR,delete self.$R.tsr)},p(e){this.initialized?e():this.buffer.push(e)},buffer:[]};' +
  '$_TSR.router=($R=>$R[0]={manifest:$R[1]={inlineStyle:$R[2]={attrs:$R[3]={suppressHydrationWarning:!0}},routes:$R[4]={__root__:$R[5]={scripts:$R[6]=[$R[7]={children:"load()"}]},' +
  '"/$lang":$R[8]={},"/$lang/compare":$R[9]={}}},matches:$R[10]=[$R[11]={i:"__root__#",u:1796295140696,s:"success",ssr:!0},' +
  '$R[12]={i:"#$lang#zh",u:1796295140696,s:"success",ssr:!0},$R[13]={i:"#$lang#compare#zh#compare",u:1796295140696,s:"success",ssr:!0}]})($R["tsr"]);' +
  "$_TSR.e();{let s=document.currentScript,p;while((p=s.previousElementSibling)&&p.hasAttribute('data-tsr-stream-part'))p.remove();s.remove()}</script>";
const BOUNDARY = '<script>document.currentScript.remove();/*$tsr-stream-boundary*/</script>';
const PAGE = `<html><body><main>主题</main><script>load()</script>${TSR}${BOUNDARY}</body></html>`;

const client = (/** @type {string[]} */ ids) => ({
  manifest: { inlineStyle: { attrs: { suppressHydrationWarning: true } }, routes: {} },
  matches: ids.map((i) => ({ i, u: 0, s: 'success', ssr: true })),
});
const IDS = ['__root__#', '#$lang#zh', '#$lang#compare#zh#compare'];

describe('takeHydrationScripts', () => {
  it('removes the router scripts, keeps the loader and reads the dehydrated router', () => {
    const { html, dehydrated } = takeHydrationScripts(PAGE);
    expect(html).toBe('<html><body><main>主题</main><script>load()</script></body></html>');
    expect(dehydrated?.matches?.map((m) => m.i)).toEqual(IDS);
    expect(dehydrated?.manifest?.routes?.__root__?.scripts).toEqual([{ children: 'load()' }]);
  });
  it("also removes the script-free pages' one plain script after </html>", () => {
    const chooser =
      '<html><body><script>go()</script></body></html><script>(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={};$_TSR.router={matches:[]};document.currentScript.remove()</script>';
    const { html, dehydrated } = takeHydrationScripts(chooser);
    expect(html).toBe('<html><body><script>go()</script></body></html>');
    expect(dehydrated).toEqual({ matches: [] });
  });
  it('returns null for a page without them', () => {
    expect(takeHydrationScripts('<html><body></body></html>').dehydrated).toBeNull();
  });
});

describe('assertSameDehydration', () => {
  const dehydrated = /** @type {import('./hydration-scripts.js').Dehydrated} */ (takeHydrationScripts(PAGE).dehydrated);
  /** The same state with a change. */
  const changed = (/** @type {(d: any) => void} */ change) => {
    const copy = structuredClone(dehydrated);
    change(copy);
    return copy;
  };
  it('accepts the browser-built state (timestamps aside)', () => {
    expect(() => assertSameDehydration('zh/compare/', dehydrated, client(IDS))).not.toThrow();
  });
  it('rejects other matches', () => {
    expect(() => assertSameDehydration('zh/compare/', dehydrated, client(IDS.slice(0, 2)))).toThrow(/matches/);
  });
  it('rejects server data the browser would not have: loader data, route assets, missing state', () => {
    const withLoader = changed((d) => (d.matches[2].l = { rows: 1 }));
    expect(() => assertSameDehydration('p', withLoader, client(IDS))).toThrow(/matches/);
    const withCss = changed((d) => (d.manifest.routes['/$lang/compare'].css = ['/a.css']));
    expect(() => assertSameDehydration('p', withCss, client(IDS))).toThrow(/assets/);
    expect(() => assertSameDehydration('p', null, client(IDS))).toThrow(/nothing/);
  });
});
