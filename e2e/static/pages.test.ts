// Every prerendered page of both builds, read as files: head tags, translated words, headings,
// links and anchors. A new route is covered by being built: the page list is the build itself.
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import {
  allStrings,
  HTML_LANG,
  LANGS,
  localeStrings,
  namespaces,
  normalise,
  templatePattern,
  tr,
  isSentence,
  type Lang,
} from '../support/locales';
import {
  appPages,
  BUILDS,
  builtPages,
  fileFor,
  inLang,
  pageListDiff,
  prerenderedPaths,
  textOf,
  type Build,
  type BuiltPage,
} from './site';
import { SITE } from '../support/builds';
import { ALL_TEMPLATE_PAGES, headOf, navOf, templatePageAt } from '../support/templates';
import { NAV_SECTIONS } from '../../src/ui/layout/nav-sections';
import { parse } from 'node-html-parser';
import { readFileSync } from 'node:fs';

const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');
/** The common strings under a key prefix ('nav.groups.'), in a language. */
const navWordsOf = (lang: Lang, prefix: string) =>
  [...localeStrings(lang, 'common')].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v);
/** The template page a built page is ('en/modes/ipvs/' → the modes template at $mode=ipvs). */
const templateOf = (p: BuiltPage) => templatePageAt(p.path.slice(`${p.lang}/`.length));
const bodyText = (p: BuiltPage) => normalise(p.doc.querySelector('body')?.structuredText ?? '');

/**
 * The page's text but its code: a literal identifier shown as code (a configuration field's path,
 * 'ipvs.scheduler') may spell a translation key, and a key left raw is never rendered as code.
 */
const proseText = (p: BuiltPage) => {
  const body = parse(p.doc.querySelector('body')?.outerHTML ?? '');
  for (const code of body.querySelectorAll('code')) code.remove();
  return normalise(body.structuredText);
};

/** Whole-string patterns of every string of a language (placeholders match any words). */
const wholePatterns = new Map(LANGS.map((l) => [l, [...allStrings(l).values()].map((v) => templatePattern(v, true))]));
const isLocaleString = (lang: Lang, text: string) => wholePatterns.get(lang)!.some((re) => re.test(normalise(text)));

/** Sentences of the other language that must not leak into a page (the language switches aside). */
function foreignSentences(lang: Lang): string[] {
  const own = new Set(allStrings(lang).values());
  return [...allStrings(other(lang))]
    .filter(([k]) => !/^common:(language|chooser)\./.test(k) && k !== 'common:notFound.bilingualTitle')
    .map(([, v]) => v)
    .filter((v) => isSentence(v) && !v.includes('{{') && !own.has(v))
    .map(normalise);
}

/** i18next shows a missing key as the key itself: every dotted key, as a whole word. */
const RAW_KEYS = namespaces().flatMap((ns) =>
  [...localeStrings('en', ns).keys()]
    .filter((k) => k.includes('.'))
    .map((k) => ({ key: `${ns}:${k}`, re: new RegExp(`(^|\\s)(${ns}:)?${k.replace(/\./g, '\\.')}(\\s|$)`) })),
);

const headingLevelSkips = (doc: HTMLElement) => {
  const out: string[] = [];
  let prev = 0;
  for (const h of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(h.tagName[1]);
    if (prev && level > prev + 1) out.push(`h${prev} → h${level} "${normalise(h.text).slice(0, 40)}"`);
    prev = level;
  }
  return out;
};

const anchoredHeadings = (doc: HTMLElement) =>
  doc
    .querySelectorAll('h2[id], h3[id]')
    .filter((h) => h.childNodes.some((c) => (c as HTMLElement).classList?.contains('heading-anchor')))
    .map((h) => ({ id: h.id, anchor: h.querySelector('a.heading-anchor')! }));

describe.each(BUILDS)('the $name build', (build: Build) => {
  const pages = appPages(build);
  const at = (path: string) => `${SITE}${build.base}${path}`;

  it('holds exactly the pages of every route: the prerender list, and the template table in both languages', async () => {
    const paths = builtPages(build).map((p) => p.path);
    expect(pageListDiff(paths, await prerenderedPaths(build)), 'dist/ against the routes').toEqual({
      missing: [],
      unexpected: [],
    });
    // The table (e2e/support/templates.ts) names every app page, so each is checked against its template.
    const fromTable = ['', '404.html', ...LANGS.flatMap((l) => ALL_TEMPLATE_PAGES.map((t) => `${l}/${t.path}`))];
    expect(pageListDiff(paths, fromTable), 'dist/ against the template table').toEqual({ missing: [], unexpected: [] });
    for (const p of pages) expect(paths, `${p.path} in the other language`).toContain(inLang(p.path, other(p.lang!)));
  });

  describe.each(pages.map((p) => [p.path, p] as const))('%s', (_path, p) => {
    const lang = p.lang!;
    const head = p.doc.querySelector('head')!;

    it('head: title, description, lang, canonical and hreflang alternates', () => {
      const site = tr(lang, 'common', 'site.name');
      const titles = head.querySelectorAll('title');
      const descriptions = head.querySelectorAll('meta[name="description"]');
      expect(titles).toHaveLength(1);
      expect(descriptions).toHaveLength(1);
      const template = templateOf(p);
      expect(template, 'a page of the template table (e2e/support/templates.ts)').toBeDefined();
      const expected = headOf(lang, template!);
      expect(titles[0]!.text).toBe(`${expected.title} · ${site}`);
      expect(descriptions[0]!.getAttribute('content')).toBe(expected.description);
      expect(p.doc.querySelector('html')!.getAttribute('lang')).toBe(HTML_LANG[lang]);
      const href = (sel: string) => {
        const found = head.querySelectorAll(sel);
        expect(found, sel).toHaveLength(1);
        return found[0]!.getAttribute('href');
      };
      const rest = p.path.slice(3);
      expect(href('link[rel="canonical"]')).toBe(at(p.path));
      expect(href('link[rel="alternate"][hreflang="en"]')).toBe(at(`en/${rest}`));
      expect(href('link[rel="alternate"][hreflang="zh-CN"]')).toBe(at(`zh/${rest}`));
      expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(at(''));
    });

    it('nav and footer speak the page language', () => {
      const nav = p.doc.querySelector('nav#site-nav')!;
      expect(nav.getAttribute('aria-label')).toBe(tr(lang, 'common', 'nav.label'));
      const navTexts = nav.querySelectorAll('a').map((a) => normalise(a.text));
      // The sections whose page is built, in the order src/ui/layout/nav-sections.ts gives, and
      // none of those still to come.
      const built = new Set(builtPages(BUILDS[0]!).map((b) => b.path));
      const sectionTexts = NAV_SECTIONS.filter((s) => built.has(s.to.replace('/$lang/', `${lang}/`))).map(({ key }) =>
        tr(lang, 'common', `nav.${key}`),
      );
      expect(sectionTexts.length).toBeGreaterThan(0);
      expect(navTexts).toEqual(sectionTexts);
      // Each group's list is named by its group (the phone menu's headings).
      for (const list of nav.querySelectorAll('ul')) {
        const label = p.doc.getElementById(list.getAttribute('aria-labelledby') ?? '');
        expect(navWordsOf(lang, 'nav.groups.')).toContain(normalise(label?.text ?? ''));
      }
      // The current page's item, as the template table names it (a result or a mode page has none).
      const current = nav.querySelectorAll('a[aria-current="page"]').map((a) => normalise(a.text));
      const item = navOf(templateOf(p)!);
      expect(current).toEqual(item ? [tr(lang, 'common', `nav.${item}`)] : []);

      const footer = normalise(p.doc.querySelector('footer.site-footer')!.structuredText);
      for (const key of ['footer.sourcesTitle', 'footer.sourcesNote', 'footer.privacy', 'footer.notAffiliated'])
        expect(footer, key).toContain(normalise(tr(lang, 'common', key)));
      const [before, after] = tr(lang, 'common', 'footer.built').split('{{date}}');
      expect(footer).toContain(`${before}`);
      expect(footer).toMatch(new RegExp(`\\d{4}-\\d{2}-\\d{2}${after!.replace(/\./g, '\\.')}`));
      expect(normalise(p.doc.querySelector('.skip-link')!.text)).toBe(tr(lang, 'common', 'a11y.skipToContent'));
      expect(normalise(p.doc.querySelector('.lang-switch')!.text)).toBe(tr(lang, 'common', 'language.switchTo'));
      expect(p.doc.querySelector('.theme-switch')!.getAttribute('aria-label')).toBe(
        tr(lang, 'common', 'theme.current').replace('{{theme}}', tr(lang, 'common', 'theme.system')),
      );
    });

    it('is fully translated: no raw keys, no sentences of the other language, the h1 is a locale string', () => {
      const text = bodyText(p);
      const prose = proseText(p);
      const raw = RAW_KEYS.filter(({ re }) => re.test(prose)).map(({ key }) => key);
      expect(raw, 'raw translation keys on the page').toEqual([]);
      const leaked = foreignSentences(lang).filter((s) => text.includes(s));
      expect(leaked, 'strings of the other language').toEqual([]);
      const h1s = p.doc.querySelectorAll('h1');
      expect(h1s).toHaveLength(1);
      expect(isLocaleString(lang, h1s[0]!.text), `h1 "${normalise(h1s[0]!.text)}"`).toBe(true);
    });

    it("shows an answer's place as a word of its own, never glued to a letter or digit (not 'vversion')", () => {
      const glued = [
        ...p.html.matchAll(/\w{0,12}[A-Za-z0-9]<var\b[^>]*>[^<]*<\/var>|<var\b[^>]*>[^<]*<\/var>[A-Za-z0-9]\w{0,12}/g),
      ].map((m) => m[0]);
      expect(glued).toEqual([]);
    });

    it('reads without JavaScript: header, footer, and no loading placeholder that never resolves', () => {
      expect(textOf(p.doc.querySelector('.site-header'))).toContain(tr(lang, 'common', 'site.name'));
      expect(textOf(p.doc.querySelector('footer'))).toContain(normalise(tr(lang, 'common', 'footer.privacy')));
      // A part that waits for the URL shows a skeleton while scripts load; without scripting the
      // page's CSS hides it (display: none outside @media (scripting: enabled)).
      const main = textOf(p.doc.querySelector('main'), '.hydration-skeleton');
      expect(main.length, 'main holds its text').toBeGreaterThan(200);
      if (p.doc.querySelector('.hydration-skeleton'))
        expect(p.doc.querySelector('head')!.innerHTML).toMatch(/\.hydration-skeleton\s*\{\s*display:\s*none/);
      const placeholders = [...allStrings(lang)].filter(([k]) => /(^|[.:])loading$/.test(k)).map(([, v]) => v);
      for (const s of placeholders) expect(main, `placeholder "${s}"`).not.toContain(normalise(s));
      // What works only with scripts is hidden without them (global.css), and a part that reads the
      // link's answers is replaced by a notice saying why.
      if (p.doc.querySelector('.needs-script'))
        expect(p.doc.querySelector('head')!.innerHTML).toMatch(/\.needs-script\s*\{\s*display:\s*none\s*!important/);
      if (p.doc.querySelector('.awaits-hydration'))
        expect(textOf(p.doc.querySelector('.script-off-only')).length, 'the notice').toBeGreaterThan(80);
    });

    it('headings: one h1, no skipped levels, anchors with stable ASCII ids', () => {
      expect(headingLevelSkips(p.doc)).toEqual([]);
      for (const { id, anchor } of anchoredHeadings(p.doc)) {
        expect(id, 'an id made of ASCII, not of translated words').toMatch(/^[a-z][a-z0-9-]*$/);
        expect(anchor.getAttribute('href')).toBe(`#${id}`);
        expect(anchor.getAttribute('aria-label')).toBe(tr(lang, 'common', 'a11y.headingAnchor'));
        expect(p.doc.querySelectorAll(`[id="${id}"]`), `id ${id} used once`).toHaveLength(1);
      }
    });

    it('every same-site URL stays below the base and resolves; every #anchor exists', () => {
      const refs = p.doc
        .querySelectorAll('[href], [src]')
        .map((el) => ({ el, raw: el.getAttribute('href') ?? el.getAttribute('src')! }));
      expect(refs.length).toBeGreaterThan(5);
      const broken: string[] = [];
      for (const { el, raw } of refs) {
        const url = new URL(raw, at(p.path));
        if (url.origin !== SITE) continue; // external sources
        if (!url.pathname.startsWith(build.base)) broken.push(`${raw}: outside ${build.base}`);
        const file = fileFor(build, url.pathname);
        if (!file) {
          broken.push(`${raw}: no such file`);
          continue;
        }
        if (el.tagName !== 'A' || !url.hash || url.hash === '#') continue;
        const id = decodeURIComponent(url.hash.slice(1));
        const target = file === p.file ? p.doc : parse(readFileSync(file, 'utf8'));
        if (!target.querySelector(`[id="${id}"]`)) broken.push(`${raw}: no element #${id}`);
      }
      expect(broken).toEqual([]);
    });
  });

  describe.each(pages.filter((p) => p.lang === 'en').map((p) => [p.path.slice(3), p] as const))(
    '/{en,zh}/%s',
    (rest, en) => {
      it('heading anchors have the same stable ids in both languages', () => {
        const zh = pages.find((p) => p.path === `zh/${rest}`)!;
        expect(anchoredHeadings(zh.doc).map((h) => h.id)).toEqual(anchoredHeadings(en.doc).map((h) => h.id));
      });
    },
  );

  describe.each(LANGS)('the overview (%s)', (lang) => {
    const p = () => pages.find((x) => x.path === `${lang}/`)!;

    it('has its stable section anchors', () => {
      expect(anchoredHeadings(p().doc).map((h) => h.id)).toEqual(
        expect.arrayContaining(['what-kube-proxy-does', 'three-modes', 'on-cce', 'next-steps']),
      );
    });

    it('shows every string of home.json', () => {
      const text = bodyText(p());
      const missing = [...localeStrings(lang, 'home')].filter(([, v]) => !templatePattern(v).test(text));
      expect(missing, 'home.json strings missing from the page').toEqual([]);
    });

    it('renders the short labels of home.json as their own element', () => {
      // A one-to-three-word label found only inside a longer sentence ("Sources" in "Main sources") is not shown.
      const texts = p()
        .doc.querySelectorAll('body *')
        .flatMap((e) => [
          normalise(e.text),
          normalise(
            e.childNodes
              .filter((n) => n.nodeType === 3)
              .map((n) => n.text)
              .join(''),
          ),
        ]);
      const missing = [...localeStrings(lang, 'home')]
        .filter(([, v]) => normalise(v).split(' ').length <= 3 && v.length <= 30)
        .filter(([, v]) => !texts.some((t) => templatePattern(v, true).test(t)));
      expect(missing, 'short home.json labels not rendered as an element').toEqual([]);
    });
  });
});

describe('the page-list comparison', () => {
  it('names a route page missing from dist/ and a page no route builds', () => {
    const expected = ['', '404.html', 'en/', 'en/compare/', 'zh/', 'zh/compare/'];
    expect(pageListDiff(expected, expected)).toEqual({ missing: [], unexpected: [] });
    const built = ['', '404.html', 'en/', 'en/compare/', 'zh/', 'zh/stray/'];
    expect(pageListDiff(built, expected)).toEqual({ missing: ['zh/compare/'], unexpected: ['zh/stray/'] });
  });
});
