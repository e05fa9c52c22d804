import { describe, expect, it } from 'vitest';
import { injectCsp, inlineScripts, policyFor, scriptHash } from './csp.js';

// Shaped like a prerendered page: theme boot in <head>, TanStack's scripts in <body> and one
// after </html> (the dehydration script of the document-only pages), the entry module by src.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<title>t</title><script>alert(1)</script></head><body><main>主题</main>' +
  '<script data-tsr-stream-part="">self.$R={"a":"主题"}</script>' +
  '<script type="module" src="/assets/index.js"></script></body></html><script>document.currentScript.remove()</script>';

const metaContent = (/** @type {string} */ html) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

describe('inlineScripts', () => {
  it('finds every inline script, wherever it is, and skips scripts with src', () => {
    expect(inlineScripts(PAGE)).toEqual(['alert(1)', 'self.$R={"a":"主题"}', 'document.currentScript.remove()']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text (values from openssl dgst -sha256 -binary | base64)', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash('主题')).toBe("'sha256-eI2xz+wqPbWG5yA3wi7SHQmzo3CtxiEviWlWpynlnNM='");
  });
});

describe('policyFor', () => {
  const policy = policyFor(PAGE);
  const directives = new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  it("allows scripts from the site, the inline ones by hash only, and WebAssembly (the search's), never eval()", () => {
    expect(directives.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      ...inlineScripts(PAGE).map(scriptHash),
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });
  it('locks down everything else', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // Fetch directives not named fall back to default-src 'self'; none may widen it.
    for (const d of ['worker-src', 'connect-src', 'font-src', 'manifest-src', 'frame-src', 'media-src'])
      expect(directives.has(d)).toBe(false);
    expect(directives.has('frame-ancestors')).toBe(false); // ignored in <meta>
  });
  it('lists a repeated script once', () => {
    const twice = '<head></head><script>x()</script><script>x()</script>';
    expect(policyFor(twice)).toContain(`script-src 'self' 'wasm-unsafe-eval' ${scriptHash('x()')};`);
  });
});

describe('injectCsp', () => {
  const out = injectCsp(PAGE);
  it('puts the meta right after the charset, before any script', () => {
    expect(out.indexOf('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(out.indexOf('<script'));
    expect(metaContent(out)).toBe(policyFor(PAGE));
  });
  it('changes nothing else', () => {
    expect(out.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/>/, '')).toBe(PAGE);
  });
  it('falls back to the start of <head> without a charset', () => {
    const bare = '<html><head><script>a()</script></head></html>';
    expect(injectCsp(bare)).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>/,
    );
  });
  it('refuses a page where a script comes before the meta could, or that has a policy already', () => {
    expect(() => injectCsp('<script>a()</script><html><head><meta charset="utf-8"></head></html>')).toThrow(/precedes/);
    expect(() => injectCsp(out)).toThrow(/already/);
    expect(() => injectCsp('<p>no head</p>')).toThrow(/no <head>/);
  });
});
