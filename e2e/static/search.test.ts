// The search index as built: the committed query set, run with Pagefind's own browser script in
// Node against each build's index, shaped as the search page shapes it. Each query must find its
// heading or row among the first three pages listed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_SHOWN, groupByPage } from '../../src/features/search/lib/results';
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

    it.each(queries)('“$q” finds $finds ($why)', async ({ q, finds }) => {
      const pf = await pagefindIn(build.dir, htmlLang(lang), build.base);
      const found = (await pf.search(q))?.results ?? [];
      const top = await Promise.all(found.slice(0, RESULTS_SHOWN).map((r) => r.data()));
      const shown = groupByPage(top)
        .slice(0, 3)
        .flatMap((g) => g.hits.map((h) => h.url));
      expect(shown).toContain(`${build.base}${lang}/${finds}`);
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
