// The files around the pages, for both builds: the CSP each page carries, the sitemap and
// robots.txt, and the two script-free bilingual pages (the language chooser and 404.html).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { policyFor } from '../../scripts/csp.js';
import { HTML_LANG, LANGS, normalise, tr } from '../support/locales';
import { appPages, BUILDS, builtPages, type Build } from './site';
import { SITE } from '../support/builds';
import { NAV_SECTIONS } from '../../src/ui/layout/nav-sections';

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/;

describe.each(BUILDS)('the $name build', (build: Build) => {
  const at = (p: string) => `${SITE}${build.base}${p}`;

  describe.each(builtPages(build).map((p) => [p.path || '/', p] as const))('%s', (_name, p) => {
    it('carries its CSP in <head>, before any script, hashing exactly its inline scripts', () => {
      const meta = CSP_META.exec(p.html);
      expect(meta).not.toBeNull();
      expect(p.html.slice(0, meta!.index)).toMatch(/<head>/);
      // Every page has an inline script (the theme boot at least): the policy must come first.
      const firstScript = p.html.search(/<script\b/);
      expect(firstScript).toBeGreaterThan(-1);
      expect(meta!.index).toBeLessThan(firstScript);
      const policy = meta![1]!;
      // The policy is the one computed from the final file: every inline script hashed, nothing else.
      expect(policy).toBe(policyFor(p.html.replace(meta![0], '')));
      // WebAssembly for the search, never eval(): 'wasm-unsafe-eval' only.
      expect(policy).not.toMatch(/'unsafe-eval'/);
      expect(policy).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      for (const d of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "img-src 'self' data:",
      ])
        expect(policy).toContain(d);
      // Fetch directives that would only repeat default-src are left out.
      expect(policy).not.toMatch(/(font|worker|connect|manifest)-src/);
      // The router's hand-over scripts are taken out at build time (the app builds that state).
      expect(p.html).not.toMatch(/data-tsr-stream-part|\$_TSR|tsr-stream-boundary/);
    });
  });

  it('sitemap.xml lists every app page once, with both language alternates', () => {
    const xml = readFileSync(path.join(build.dir, 'sitemap.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'url' || n === 'xhtml:link' }).parse(
      xml,
    ) as { urlset: { url: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[] } };
    const urls = doc.urlset.url;
    expect(urls.map((u) => u.loc).sort()).toEqual(
      appPages(build)
        .map((p) => at(p.path))
        .sort(),
    );
    // Per language, the navigation's sections first, in the header's order (nav-sections.ts).
    const locs = urls.map((u) => u.loc.slice(at('').length));
    for (const lang of LANGS) {
      const mine = locs.filter((p) => p.startsWith(`${lang}/`));
      const sections = NAV_SECTIONS.map((s) => s.to.replace('/$lang/', `${lang}/`)).filter((p) => mine.includes(p));
      expect(sections.length).toBeGreaterThan(1);
      expect(mine.slice(0, sections.length)).toEqual(sections);
    }
    for (const u of urls) {
      const rest = u.loc.slice(at('').length + 3);
      expect(u['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']])).toEqual([
        ['en', at(`en/${rest}`)],
        ['zh-CN', at(`zh/${rest}`)],
      ]);
    }
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(readFileSync(path.join(build.dir, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${at('sitemap.xml')}\n`,
    );
  });

  describe.each([
    ['the language chooser', ''],
    ['the 404 page', '404.html'],
  ])('%s', (_name, file) => {
    const p = () => builtPages(build).find((x) => x.path === file)!;

    it('ships no application script and no module preload', () => {
      expect(p().html).not.toMatch(/<script[^>]+type="module"/);
      expect(p().html).not.toMatch(/<script[^>]+src=/);
      expect(p().html).not.toMatch(/rel="modulepreload"/);
    });

    it('links its stylesheet and icon below the base', () => {
      const refs = p()
        .doc.querySelectorAll('link[href]')
        .map((l) => l.getAttribute('href')!);
      expect(refs.some((h) => /\/assets\/.+\.css$/.test(h))).toBe(true);
      for (const h of refs) expect(h.startsWith(build.base) || h.startsWith(SITE + build.base), h).toBe(true);
    });
  });

  it('the chooser offers both languages as plain links', () => {
    const doc = builtPages(build).find((x) => x.path === '')!.doc;
    for (const lang of LANGS) {
      const a = doc.querySelector(`a[href="${build.base}${lang}/"]`);
      expect(a, lang).not.toBeNull();
      expect(normalise(a!.text)).toBe(tr(lang, 'common', `chooser.${lang}`));
      expect(a!.getAttribute('hreflang')).toBe(HTML_LANG[lang]);
    }
  });

  it('404.html is bilingual, not indexed, and leads home in each language', () => {
    const doc = builtPages(build).find((x) => x.path === '404.html')!.doc;
    expect(doc.querySelector('title')!.text).toBe(tr('en', 'common', 'notFound.bilingualTitle'));
    expect(doc.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(normalise(doc.querySelector('.status-code')!.text)).toBe('404');
    for (const lang of LANGS) {
      const section = doc.querySelector(`[data-testid="not-found"] section[lang="${HTML_LANG[lang]}"]`)!;
      expect(normalise(section.querySelector('h1')!.text)).toBe(tr(lang, 'common', 'notFound.title'));
      expect(normalise(section.text)).toContain(normalise(tr(lang, 'common', 'notFound.body')));
      const home = section.querySelectorAll('a').find((a) => normalise(a.text) === tr(lang, 'common', 'notFound.home'));
      expect(home?.getAttribute('href')).toBe(`${build.base}${lang}/`);
    }
  });
});
