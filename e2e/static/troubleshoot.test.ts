// The troubleshooting pages as built: the index lists every entry under its group with its modes;
// each entry page carries, without scripts, its log lines and confirm command verbatim, its words
// filled from the data, each release with the fix (or why none is named), and every source linked.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { sourceUrl } from '../../src/domain/sources';
import { TROUBLESHOOT } from '../../src/domain/troubleshoot/entries';
import { WHERE } from '../../src/domain/troubleshoot/model';
import { MODE_PAGES } from '../../src/domain/matrix/mode-pages';
import { RUNBOOKS } from '../../src/domain/migrate/runbooks';
import { HTML_LANG, LANGS, fill, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('%s', (lang) => {
    const at = (path: string) => builtPages(build).find((p) => p.path === `${lang}/${path}`)!;

    it('the index groups every entry under where it shows, in the data order, with its modes', () => {
      const doc = at('troubleshoot/').doc;
      for (const where of WHERE) {
        const section = doc.querySelector(`#group-${where}`)!.parentNode!;
        const ids = section.querySelectorAll('[data-problem]').map((li) => li.getAttribute('data-problem'));
        expect(ids, where).toEqual(TROUBLESHOOT.filter((e) => e.where === where).map((e) => e.id));
        for (const e of TROUBLESHOOT.filter((x) => x.where === where)) {
          const card = section.querySelector(`[data-problem="${e.id}"]`)!;
          expect(card.querySelector('a')!.getAttribute('href')).toBe(`${build.base}${lang}/troubleshoot/${e.id}/`);
          for (const m of e.modes) expect(normalise(card.text)).toContain(tr(lang, 'common', `modes.${m}`));
        }
      }
    });

    it('the mode pages and the runbooks link the entries that tell their problems in full', () => {
      const href = (id: string) => `${build.base}${lang}/troubleshoot/${id}/`;
      const linksIn = (el: ReturnType<typeof at>['doc'] | null) =>
        (el?.querySelectorAll('.troubleshoot-link a') ?? []).map((a) => a.getAttribute('href'));
      let seen = 0;
      for (const [mode, page] of Object.entries(MODE_PAGES))
        for (const k of page.knownProblems.filter((x) => x.troubleshoot)) {
          expect(linksIn(at(`modes/${mode}/`).doc.querySelector(`li#${k.id}`)), `${mode} ${k.id}`).toEqual([
            href(k.troubleshoot!),
          ]);
          seen++;
        }
      for (const r of Object.values(RUNBOOKS)) {
        const doc = at(`migrate/${r.slug}/`).doc;
        const expected = r.breaks.flatMap((s) => (s.troubleshoot ? [href(s.troubleshoot)] : []));
        expect(linksIn(doc.querySelector('section[data-part="breaks"]')), r.slug).toEqual(expected);
        seen += expected.length;
      }
      expect(seen).toBeGreaterThan(3);
    });

    describe.each(TROUBLESHOOT.map((e) => [e.id, e] as const))('troubleshoot/%s/', (id, e) => {
      const page = () => at(`troubleshoot/${id}/`);
      const values = e.params?.(HTML_LANG[lang]) ?? {};

      it('shows its log lines and its command as logged and typed', () => {
        // The parser keeps a <pre>'s content as raw text: read it as HTML of its own.
        const codes = page()
          .doc.querySelectorAll('figure.code-block pre')
          .map((pre) => parse(pre.innerHTML).text);
        expect(codes).toEqual([
          ...(e.logLines.length ? [e.logLines.join('\n')] : []),
          ...(e.confirm ? [e.confirm] : []),
        ]);
      });

      it('says who is affected, why, and the fix, with the figures its data gives', () => {
        const text = normalise(page().doc.querySelector('main')!.text);
        for (const part of ['affected', 'cause', 'fix'] as const)
          expect(text, part).toContain(normalise(fill(tr(lang, 'troubleshoot', `entries.${id}.${part}`), values)));
        expect(text).not.toMatch(/\{\{/);
      });

      it('names each release with the fix and its sources, or says why none is named', () => {
        const items = page().doc.querySelectorAll('.problem-fixed-in li');
        if (typeof e.fixedIn === 'string') {
          expect(items).toHaveLength(0);
          expect(normalise(page().doc.querySelector('main')!.text)).toContain(
            normalise(tr(lang, 'troubleshoot', `fixed.${e.fixedIn}`)),
          );
          return;
        }
        expect(items).toHaveLength(e.fixedIn.length);
        e.fixedIn.forEach((r, i) => {
          const li = items[i]!;
          expect(normalise(li.text)).toContain(tr(lang, 'troubleshoot', `products.${r.product}`));
          if (typeof r.release === 'string' && r.release !== 'every') expect(li.text).toContain(r.release);
          const hrefs = li.querySelectorAll('a.footnote-ref').map((a) => a.getAttribute('href'));
          for (const s of r.sources) expect(hrefs, s).toContain(sourceUrl(s, lang));
        });
      });

      it('lists every source it cites, with its link', () => {
        const hrefs = page()
          .doc.querySelectorAll('.source-list li a')
          .map((a) => a.getAttribute('href'));
        const cited = [...e.sources, ...(typeof e.fixedIn === 'string' ? [] : e.fixedIn.flatMap((r) => r.sources))];
        for (const s of new Set(cited)) expect(hrefs, s).toContain(sourceUrl(s, lang));
      });
    });
  });
});
