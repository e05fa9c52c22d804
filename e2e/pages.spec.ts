// Every route in both languages renders its translated words, head tags and chrome.
// Expectations come from the locale files, read at test time.
import { type Page } from '@playwright/test';
import {
  test,
  expect,
  waitForHydration,
  ALL_PAGES,
  HTML_LANG,
  LANGS,
  localeStrings,
  normalise,
  templatePattern,
  tr,
  type Lang,
  type SitePage,
} from './fixtures';

const bodyText = async (page: Page) => normalise(await page.evaluate(() => document.body.innerText));

/** All strings of `lang` in the namespaces a page reads. */
function pageStrings(lang: Lang, p: SitePage): Map<string, string> {
  const all = new Map<string, string>();
  for (const ns of ['common', ...p.ns]) for (const [k, v] of localeStrings(lang, ns)) all.set(`${ns}:${k}`, v);
  return all;
}

/** Sentences of the other language that must not leak into this page (the language switch aside). */
function foreignSentences(lang: Lang, p: SitePage): string[] {
  const other: Lang = lang === 'en' ? 'zh' : 'en';
  const own = new Set(pageStrings(lang, p).values());
  return (
    [...pageStrings(other, p)]
      .filter(([k]) => !/^common:(language|chooser)\./.test(k) && k !== 'common:notFound.bilingualTitle')
      .map(([, v]) => v)
      // Long enough to be a sentence of its own, not a name shared by both (source titles stay English).
      .filter((v) =>
        /\p{Script=Han}/u.test(v) ? (v.match(/\p{Script=Han}/gu) ?? []).length >= 6 : v.split(/\s+/).length >= 4,
      )
      .filter((v) => !v.includes('{{') && !own.has(v))
  );
}

for (const lang of LANGS) {
  for (const p of ALL_PAGES) {
    const url = `/${lang}/${p.path}`;
    test.describe(url, () => {
      test.beforeEach(async ({ page }) => {
        const res = await page.goto(url);
        expect(res?.status()).toBe(200);
        await waitForHydration(page);
      });

      test('head: title, description, lang, canonical and hreflang alternates', async ({ page }) => {
        const site = tr(lang, 'common', 'site.name');
        const description = page.locator('head meta[name="description"]');
        if (p.key === 'modes') {
          // A mode page names its mode in the title; the wording is the page's own.
          const mode = p.path.split('/')[1] ?? '';
          await expect(page).toHaveTitle(
            new RegExp(`${mode}.* · ${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'),
          );
          await expect(description).toHaveAttribute('content', /\S{10,}/);
        } else {
          await expect(page).toHaveTitle(`${tr(lang, 'common', `meta.${p.key}.title`)} · ${site}`);
          await expect(description).toHaveAttribute('content', tr(lang, 'common', `meta.${p.key}.description`));
        }
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(description).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);

        const hrefOf = async (selector: string) => {
          const loc = page.locator(`head ${selector}`);
          await expect(loc, selector).toHaveCount(1);
          const href = (await loc.getAttribute('href')) ?? '';
          expect(href, `${selector} is absolute`).toMatch(/^https?:\/\/[^/]+\//);
          return new URL(href);
        };
        const canonical = await hrefOf('link[rel="canonical"]');
        expect(canonical.pathname).toBe(`/${lang}/${p.path}`);
        const en = await hrefOf('link[rel="alternate"][hreflang="en"]');
        const zh = await hrefOf('link[rel="alternate"][hreflang="zh-CN"]');
        const xDefault = await hrefOf('link[rel="alternate"][hreflang="x-default"]');
        expect(en.pathname).toBe(`/en/${p.path}`);
        expect(zh.pathname).toBe(`/zh/${p.path}`);
        expect(xDefault.pathname).toBe('/');
        for (const u of [en, zh, xDefault]) expect(u.origin).toBe(canonical.origin);
      });

      test('nav and footer speak the page language', async ({ page }) => {
        const nav = page.locator('nav#site-nav');
        await expect(nav).toHaveAttribute('aria-label', tr(lang, 'common', 'nav.label'));
        const navLinks = nav.getByRole('link');
        for (const key of ['overview', 'compare', 'wizard', 'scaling', 'import']) {
          await expect(navLinks.filter({ hasText: tr(lang, 'common', `nav.${key}`) }), `nav.${key}`).toHaveCount(1);
        }
        // Whatever else the nav holds is a nav.* string too, never a raw key or the other language.
        const navWords = new Set(
          [...localeStrings(lang, 'common')].filter(([k]) => k.startsWith('nav.')).map(([, v]) => v),
        );
        for (const text of await navLinks.allInnerTexts())
          expect(navWords, `nav link "${text}"`).toContain(normalise(text));

        const footer = page.locator('footer.site-footer');
        for (const key of ['footer.sourcesTitle', 'footer.sourcesNote', 'footer.privacy', 'footer.notAffiliated']) {
          await expect(footer, key).toContainText(tr(lang, 'common', key));
        }
        const built = tr(lang, 'common', 'footer.built').split('{{date}}');
        await expect(footer).toContainText(
          new RegExp(`${built[0]}\\d{4}-\\d{2}-\\d{2}${built[1]}`.replace(/\./g, '\\.')),
        );
        await expect(page.locator('.skip-link')).toHaveText(tr(lang, 'common', 'a11y.skipToContent'));
        await expect(page.locator('.lang-switch')).toHaveText(tr(lang, 'common', 'language.switchTo'));
        await expect(page.locator('.theme-switch')).toHaveAttribute(
          'aria-label',
          tr(lang, 'common', 'theme.current').replace('{{theme}}', tr(lang, 'common', 'theme.system')),
        );
      });

      test('content is fully translated: no raw keys, no sentences of the other language', async ({ page }) => {
        const text = await bodyText(page);
        const h1 = normalise(await page.locator('h1').innerText());
        await expect(page.locator('h1')).toHaveCount(1);
        expect([...pageStrings(lang, p).values()].map(normalise), 'the h1 is a locale string').toContain(h1);

        for (const ns of ['common', ...p.ns]) {
          // i18next shows the key itself when a string is missing.
          for (const key of localeStrings('en', ns).keys()) {
            if (!key.includes('.')) continue;
            expect(text, `raw key ${ns}:${key} on the page`).not.toMatch(
              new RegExp(`(^|\\s)(${ns}:)?${key.replace(/\./g, '\\.')}(\\s|$)`),
            );
          }
        }
        for (const s of foreignSentences(lang, p))
          expect(text, 'a string of the other language').not.toContain(normalise(s));

        if (p.key !== 'overview' && p.key !== 'modes' && text.includes(tr(lang, 'common', 'comingSoon.title'))) {
          // The placeholder until the feature lands: its own title and lead, plus the notice.
          for (const key of [`pages.${p.key}.title`, `pages.${p.key}.lead`, 'comingSoon.body']) {
            expect(text, key).toContain(normalise(tr(lang, 'common', key)));
          }
        }
      });

      if (p.key === 'overview') {
        test('every string of home.json is on the page', async ({ page }) => {
          const text = await bodyText(page); // case-insensitive: .eyebrow is text-transform: uppercase
          const missing = [...localeStrings(lang, 'home')].filter(([, v]) => !templatePattern(v).test(text));
          expect(missing, 'home.json strings missing from the page').toEqual([]);
        });

        test('short labels of home.json render as their own element', async ({ page }) => {
          // A one-to-three-word label found only inside a longer sentence ("Sources" in "Main sources") is not shown.
          const texts = new Set(
            (
              await page.evaluate(() =>
                [...document.body.querySelectorAll<HTMLElement>('*')].flatMap((e) => [
                  e.innerText ?? '',
                  // the element's own words, without child elements such as a heading's "#" anchor
                  [...e.childNodes]
                    .filter((n) => n.nodeType === Node.TEXT_NODE)
                    .map((n) => n.textContent)
                    .join(''),
                ]),
              )
            ).map((t) => normalise(t)),
          );
          const missing = [...localeStrings(lang, 'home')]
            .filter(([, v]) => normalise(v).split(' ').length <= 3 && v.length <= 30)
            .filter(([, v]) => ![...texts].some((t) => templatePattern(v, true).test(t)));
          expect(missing, 'short home.json labels not rendered as an element').toEqual([]);
        });
      }
    });
  }
}
