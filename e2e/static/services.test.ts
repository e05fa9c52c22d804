// The services page as built: without scripts, each behaviour in its part (a Service field, or a
// setting linked to its row on the settings page) with a cell per mode from the data, a fixed
// bug's releases beside its entry, and the node's table with its words and sources; the mode
// pages and the runbooks link to it.
import { describe, expect, it } from 'vitest';
import { BEHAVIOURS, SERVICE_ROWS, SETTING_ROWS } from '../../src/domain/settings/service-behaviours';
import { RUNBOOKS } from '../../src/domain/migrate/runbooks';
import { MODES } from '../../src/domain/modes';
import { NODE_ROWS } from '../../src/domain/settings/beside-node';
import { sourceUrl } from '../../src/domain/sources';
import { LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('%s', (lang) => {
    const at = (path: string) => builtPages(build).find((p) => p.path === `${lang}/${path}`)!;
    const doc = () => at('services/').doc;

    it('puts each behaviour in its part, in the data order', () => {
      const ids = (part: string) =>
        doc()
          .querySelectorAll(`section[data-part="${part}"] tr[data-behaviour]`)
          .map((r) => r.getAttribute('data-behaviour'));
      expect(ids('service')).toEqual(SERVICE_ROWS.map((r) => r.id));
      expect(ids('setting')).toEqual(SETTING_ROWS.map((r) => r.id));
      expect(ids('service').length + ids('setting').length).toBe(BEHAVIOURS.length);
    });

    it.each(BEHAVIOURS.map((r) => [r.id, r] as const))('%s: its words and a cell per mode', (id, r) => {
      const row = doc().querySelector(`tr[id="${id}"]`)!;
      expect(normalise(row.querySelector('th')!.text)).toContain(normalise(tr(lang, 'services', `rows.${id}`)));
      if ('setting' in r.concerns)
        expect(row.querySelector('a.setting-link')!.getAttribute('href')).toBe(
          `${build.base}${lang}/settings/#${r.concerns.setting}`,
        );
      else expect(row.querySelector('th code')!.text).toBe(r.concerns.service);
      for (const m of MODES) {
        const c = r.cells[m];
        const td = row.querySelector(`td[data-mode="${m}"]`)!;
        const value = 'value' in c ? c.value : 'notPublished';
        expect(td.getAttribute('data-value'), m).toBe(value);
        expect(normalise(td.text), m).toContain(normalise(tr(lang, 'services', `values.${value}`)));
        for (const s of 'sources' in c ? c.sources : [])
          expect(td.querySelector(`a[href="${sourceUrl(s, lang)}"]`), `${m} ${s}`).not.toBeNull();
        if ('fixed' in c && c.fixed) {
          const fixed = td.querySelector(`[data-fixed-by="${c.fixed.entry}"]`)!;
          for (const f of c.fixed.in) expect(fixed.text).toContain(f.release);
          expect(fixed.querySelector('.troubleshoot-link a')!.getAttribute('href')).toBe(
            `${build.base}${lang}/troubleshoot/${c.fixed.entry}/`,
          );
        }
      }
    });

    it("tells, for each mode, how it lives beside the node's other rules, with sources", () => {
      for (const r of NODE_ROWS) {
        const row = doc().querySelector(`tr[data-node="${r.id}"]`)!;
        expect(normalise(row.querySelector('th')!.text)).toBe(normalise(tr(lang, 'services', `node.${r.id}.label`)));
        for (const m of MODES) {
          const td = row.querySelector(`td[data-mode="${m}"]`)!;
          expect(normalise(td.text)).toContain(normalise(tr(lang, 'services', `node.${r.id}.${m}`)));
          for (const s of r.cells[m]) expect(td.querySelector(`a[href="${sourceUrl(s, lang)}"]`), s).not.toBeNull();
        }
      }
    });

    it('the mode pages and the runbooks link to it', () => {
      const page = `${build.base}${lang}/services/`;
      for (const m of MODES)
        expect(at(`modes/${m}/`).doc.querySelector('[data-testid="mode-services"] a')!.getAttribute('href')).toBe(page);
      for (const r of Object.values(RUNBOOKS))
        expect(at(`migrate/${r.slug}/`).doc.querySelector('[data-testid="breaks-all"] a')!.getAttribute('href')).toBe(
          page,
        );
    });
  });
});
