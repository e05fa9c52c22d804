// Which mode runs today, as built: the import page lists every way to read it, each with its
// words and sources, without JavaScript; each mode page names kube-proxy's own answer and links there.
import { describe, expect, it } from 'vitest';
import { MODES } from '../../src/domain/modes';
import { sourceUrl } from '../../src/domain/sources';
import { MODE_READINGS, PROXY_MODE_ENDPOINT } from '../../src/domain/which-mode';
import { LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('%s', (lang) => {
    const page = (path: string) => builtPages(build).find((p) => p.path === path)!;

    it('the import page: every way to read the mode, its command, words and sources', () => {
      const doc = page(`${lang}/import/`).doc;
      expect(doc.querySelector('h2#which-mode')).not.toBeNull();
      for (const r of MODE_READINGS) {
        const item = doc.querySelector(`[data-testid="which-mode"] [data-reading="${r.id}"]`);
        expect(item?.querySelector('dt code')?.text, r.id).toBe(r.command);
        expect(normalise(item?.querySelector('dd')?.text ?? ''), r.id).toContain(
          normalise(tr(lang, 'import', `whichMode.readings.${r.id}`)),
        );
        const hrefs = item!.querySelectorAll('a.source-link').map((a) => a.getAttribute('href'));
        for (const id of r.sources) expect(hrefs, `${r.id}: ${id}`).toContain(sourceUrl(id, lang));
      }
    });

    it.each(MODES)("the %s page: kube-proxy's own answer, and a link to the other ways", (mode) => {
      const which = page(`${lang}/modes/${mode}/`).doc.querySelector('[data-testid="mode-which"]');
      expect(which?.querySelector('code')?.text).toBe(PROXY_MODE_ENDPOINT.command);
      expect(which?.querySelector('a')?.getAttribute('href')).toMatch(new RegExp(`/${lang}/import/#which-mode$`));
    });
  });
});
