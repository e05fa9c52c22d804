// The search index as built: the committed query set, run with Pagefind's own browser script in
// Node against each build's index, shaped and ranked as the search page does it. Each query must
// find its heading or row first, and no result reads as a record id or as "Source N".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_SHOWN, searchQuery, shapeResults } from '../../src/features/search/lib/results';
import { htmlLang } from '../../src/i18n/langs';
import { pagefindIn } from '../support/pagefind-node';
import { LANGS, normalise, tr } from '../support/locales';
import { NAV_SECTIONS } from '../../src/ui/layout/nav-sections';
import { BUILDS, builtPages } from './site';
import { SEARCH_QUERIES } from './search-queries';

describe.each(BUILDS)('the search index of the $name build', (build) => {
  it('is written into the build, without Pagefind’s own UIs', () => {
    for (const f of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind'])
      expect(existsSync(path.join(build.dir, 'pagefind', f)), f).toBe(true);
    expect(existsSync(path.join(build.dir, 'pagefind', 'pagefind-ui.js'))).toBe(false);
  });

  describe.each(LANGS)('%s', (lang) => {
    const queries = SEARCH_QUERIES[lang];
    it('has a query set of at least 12 queries', () => {
      expect(queries.length).toBeGreaterThanOrEqual(12);
    });

    it.each(queries)('“$q” finds $finds first ($why)', async ({ q, finds }) => {
      const pf = await pagefindIn(build.dir, htmlLang(lang), build.base);
      const query = searchQuery(q);
      const found = (await pf.search(query))?.results ?? [];
      const groups = shapeResults(
        await Promise.all(found.slice(0, RESULTS_SHOWN).map(async (r) => ({ ...(await r.data()), score: r.score }))),
        query,
      );
      expect(groups[0]?.hits[0]?.url).toBe(`${build.base}${lang}/${finds}`);
      // Titles and excerpts read as the guide does: no record's id as a title, no "Source N".
      for (const h of groups.flatMap((g) => g.hits)) {
        const anchor = h.url.split('#')[1] ?? '';
        expect(h.title, h.url).not.toBe('');
        // A record's anchor (a rule, a threshold, a platform's statement) is never its title.
        const id = anchor.toLowerCase();
        if (/^(?:threshold|statement)-/.test(id) || h.url.includes('/rules/#'))
          expect([id, id.replace(/^threshold-/, '')], h.url).not.toContain(h.title.toLowerCase());
        expect(h.excerpt, h.url).not.toMatch(/\b(?:threshold|statement)-[a-z]|\b(?:Source|出处) ?\d/i);
      }
    });
  });
});

describe.each(LANGS)('/%s/search/ as built (what a reader without JavaScript gets)', (lang) => {
  const page = () => builtPages(BUILDS[0]!).find((p) => p.path === `${lang}/search/`)!;
  it('is a form that submits q to itself, says search needs JavaScript, and lists the sections', () => {
    const form = page().doc.querySelector('form[role="search"]');
    expect(form?.querySelector('input[name="q"][type="search"]')).toBeTruthy();
    expect(form?.hasAttribute('action')).toBe(false);
    const note = page().doc.querySelector('.search-needs-js');
    expect(normalise(note?.querySelector('p')?.text ?? '')).toBe(normalise(tr(lang, 'search', 'noScript.body')));
    const links = note?.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(NAV_SECTIONS.map((s) => s.to.replace('$lang', lang)));
  });
});
