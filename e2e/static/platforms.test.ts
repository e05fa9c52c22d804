// The platform overview as built: a row per platform in the data's order, named in the page's
// language, and a default that another interface changes said in the row, linking its statement.
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../src/domain/platforms/platforms';
import { LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('/%s/platforms/', (lang) => {
    const page = () => builtPages(build).find((p) => p.path === `${lang}/platforms/`)!;

    it('has a row per platform, in the order of the data, each named and linking its page', () => {
      const rows = page().doc.querySelectorAll('table.platform-table tbody tr');
      expect(rows.map((r) => r.id)).toEqual(PLATFORMS.map((p) => p.id));
      for (const [i, p] of PLATFORMS.entries()) {
        const name = rows[i]!.querySelector('th a');
        expect(normalise(name!.text), p.id).toBe(tr(lang, 'common', `answers.values.platform.${p.id}`));
        expect(name!.getAttribute('href'), p.id).toBe(`${build.base}${lang}/platforms/${p.id}/`);
      }
    });

    it("says a qualified default beside it, linking the statement on the platform's page", () => {
      const noted = PLATFORMS.filter((p) => p.defaultNote !== undefined);
      expect(noted.length).toBeGreaterThan(0);
      const doc = page().doc;
      for (const p of PLATFORMS) {
        const note = doc.querySelector(`tr#${p.id} a.platform-default-note`);
        expect(note?.getAttribute('href') ?? null, p.id).toBe(
          p.defaultNote === undefined ? null : `${build.base}${lang}/platforms/${p.id}/#statement-${p.defaultNote}`,
        );
        expect(normalise(note?.text ?? ''), p.id).toBe(
          p.defaultNote === undefined ? '' : tr(lang, 'platforms', `platforms.${p.id}.defaultNote`),
        );
      }
    });
  });
});
