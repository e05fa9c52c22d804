// The settings page as built: without scripts, every field of the configuration file in its
// section's table, with its words, which modes read it, its default and its flags; the notes on
// the whole file with their sources; and the pages that link a field or a mode's section to it.
import { describe, expect, it } from 'vitest';
import { MODES } from '../../src/domain/modes';
import { MODE_PAGES } from '../../src/domain/matrix/mode-pages';
import { RUNBOOKS } from '../../src/domain/migrate/runbooks';
import { flagDefaultOf } from '../../src/domain/migrate/sync-settings';
import { CONFIG_FIELDS, FIELD_GROUPS, FILE_NOTES } from '../../src/domain/settings/config-fields';
import { sourceUrl } from '../../src/domain/sources';
import { LANGS, fill, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('%s', (lang) => {
    const at = (path: string) => builtPages(build).find((p) => p.path === `${lang}/${path}`)!;
    const doc = () => at('settings/').doc;

    it('lists every field once, in its section, in the data order', () => {
      for (const g of FIELD_GROUPS) {
        const rows = doc()
          .querySelectorAll(`section[data-group="${g}"] tr[data-field]`)
          .map((tr) => tr.getAttribute('data-field'));
        expect(rows, g).toEqual(CONFIG_FIELDS.filter((f) => f.group === g).map((f) => f.path));
      }
      expect(doc().querySelectorAll('tr[data-field]')).toHaveLength(CONFIG_FIELDS.length);
    });

    it.each(CONFIG_FIELDS.map((f) => [f.path, f] as const))('%s: its words, readers, default and flags', (path, f) => {
      const row = doc().querySelector(`tr[id="${path}"]`)!;
      const text = normalise(row.text);
      expect(normalise(row.querySelector('th')!.text)).toBe(path);
      expect(text).toContain(normalise(tr(lang, 'settings', `fields.${path}`)));
      const cells = row.querySelectorAll('td[data-mode]');
      if ('modes' in f.readers) {
        const { modes } = f.readers;
        expect(cells.map((c) => [c.getAttribute('data-mode'), c.getAttribute('data-reads')])).toEqual(
          MODES.map((m) => [m, String(modes.includes(m))]),
        );
      } else {
        expect(cells).toHaveLength(0);
        expect(row.querySelector('td[colspan]')!.getAttribute('data-readers')).toBe(Object.keys(f.readers)[0]);
      }
      const codes = row.querySelectorAll('td code').map((c) => c.text);
      if (f.default !== null) expect(codes).toContain(f.default);
      else {
        // A per-mode sync period: the flag's default instead, from the sync-settings table.
        const flag = flagDefaultOf(path);
        const words = flag
          ? fill(tr(lang, 'settings', 'default.notPublishedFlag'), { value: flag })
          : tr(lang, 'settings', 'default.notPublished');
        expect(normalise(row.querySelector('td:nth-last-child(2)')!.text)).toBe(normalise(words));
      }
      for (const flag of f.flags ?? []) expect(codes).toContain(flag);
      if (f.flags?.length === 0) expect(text).toContain(normalise(tr(lang, 'settings', 'flags.none')));
      if (f.flags === null) expect(text).toContain(normalise(tr(lang, 'settings', 'flags.notPublished')));
      for (const e of f.effective ?? []) expect(text).toContain(e.value);
      for (const id of f.sources) expect(row.querySelector(`a[href="${sourceUrl(id, lang)}"]`), id).not.toBeNull();
    });

    it('says what holds for the whole file, each with its sources', () => {
      for (const n of FILE_NOTES) {
        const li = doc().querySelector(`li[data-note="${n.id}"]`)!;
        expect(normalise(li.text)).toContain(normalise(tr(lang, 'settings', `page.${n.id}`)));
        for (const id of n.sources) expect(li.querySelector(`a[href="${sourceUrl(id, lang)}"]`), id).not.toBeNull();
      }
    });

    it("the mode pages link their section, the runbooks each moved field's row", () => {
      const page = `${build.base}${lang}/settings/`;
      for (const mode of Object.keys(MODE_PAGES))
        expect(at(`modes/${mode}/`).doc.querySelector('[data-testid="mode-settings"] a')!.getAttribute('href')).toBe(
          `${page}#${mode}`,
        );
      let moved = 0;
      for (const r of Object.values(RUNBOOKS)) {
        const links = at(`migrate/${r.slug}/`).doc.querySelectorAll('a.setting-link');
        const fields = r.checklist.flatMap((s) => (s.moves ?? []).flatMap((m) => [m.from, m.to]));
        expect(
          links.map((a) => a.getAttribute('href')),
          r.slug,
        ).toEqual(fields.map((f) => `${page}#${f}`));
        for (const f of fields) expect(doc().querySelector(`tr[id="${f}"]`), f).not.toBeNull();
        moved += fields.length;
      }
      expect(moved).toBeGreaterThan(0);
    });
  });
});
