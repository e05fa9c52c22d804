// The scaling page's control-plane section, as built, in both languages and without JavaScript:
// every published figure in its row with its source links, the sync settings' defaults per
// mode, and upstream's thresholds with their source.
import { describe, expect, it } from 'vitest';
import { SETTINGS_WITH_DEFAULTS, DEFAULTS_SOURCES } from '../../src/domain/migrate/sync-settings';
import { MODES } from '../../src/domain/modes';
import { CONTROL_PLANE_FIGURES, SCALABILITY_THRESHOLDS } from '../../src/domain/scaling/control-plane';
import { sourceUrl } from '../../src/domain/sources';
import { fill, LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('%s', (lang) => {
    const doc = () => builtPages(build).find((p) => p.path === `${lang}/scaling/`)!.doc;
    const hrefs = (el: ReturnType<ReturnType<typeof doc>['querySelector']>) =>
      el?.querySelectorAll('a.source-link').map((a) => a.getAttribute('href')) ?? [];

    it('has the section under its heading, linked from the page contents', () => {
      const section = doc().querySelector('[data-testid="control-plane"]');
      expect(normalise(section?.querySelector('h2#control-plane')?.text ?? '')).toContain(
        normalise(tr(lang, 'scaling', 'controlPlane.title')),
      );
      expect(doc().querySelector('.page-toc a[href="#control-plane"]')).not.toBeNull();
    });

    it.each(CONTROL_PLANE_FIGURES.map((f) => [f.id, f] as const))(
      'figure %s: its row, words and source links',
      (_, f) => {
        const row = doc().querySelector(`[data-testid="control-plane-figures"] tr[data-figure="${f.id}"]`);
        expect(row, f.id).not.toBeNull();
        expect(normalise(row!.text)).toContain(normalise(tr(lang, 'scaling', `controlPlane.measure.${f.measure}`)));
        expect(row!.querySelectorAll('.control-plane-value')).toHaveLength(f.values.length);
        for (const id of [...f.sources, ...(f.changedBy ? [f.changedBy] : [])])
          expect(hrefs(row), `${f.id}: ${id}`).toContain(sourceUrl(id, lang));
        if (f.changedIn === null) expect(row!.text).toContain(tr(lang, 'scaling', 'controlPlane.notPublished'));
        else expect(row!.text).toContain(f.changedIn);
        const related = row!.querySelector('.control-plane-related');
        expect(related?.getAttribute('data-related') ?? null).toBe(f.related?.release ?? null);
      },
    );

    it('words each later change that may bear on a figure, with its release and sources', () => {
      const figures = CONTROL_PLANE_FIGURES.flatMap((f) => (f.related ? [{ id: f.id, related: f.related }] : []));
      expect(figures.map((f) => f.id)).toEqual(['issue-135639-full-sync']);
      for (const { id, related } of figures) {
        const cell = doc().querySelector(`tr[data-figure="${id}"] .control-plane-related`);
        const words = fill(tr(lang, 'scaling', `controlPlane.related.${related.words}`), { release: related.release });
        expect(normalise(cell?.text ?? '')).toContain(normalise(words));
        for (const src of related.sources) expect(hrefs(cell), `${id}: ${src}`).toContain(sourceUrl(src, lang));
      }
    });

    it("shows each sync setting's default per mode, flag and config file, with their sources", () => {
      const table = doc().querySelector('[data-testid="sync-defaults"]');
      for (const s of SETTINGS_WITH_DEFAULTS)
        for (const m of MODES) {
          const cell = table?.querySelector(`tr[data-setting="${s.id}"] td[data-mode="${m}"]`);
          const d = s.defaults[m];
          const config =
            d.config === null
              ? tr(lang, 'scaling', 'controlPlane.configNotPublished')
              : fill(tr(lang, 'scaling', 'controlPlane.configDefault'), { value: d.config });
          expect(normalise(cell!.text), `${s.id} ${m}`).toContain(normalise(config));
          expect(cell?.querySelector('code')?.text).toBe(d.flag.name);
        }
      // nftables mode's cells say the iptables flag is read by it too; the others name no other mode.
      const shared = table?.querySelectorAll('[data-shared-flag]') ?? [];
      expect(shared.map((el) => el.closest('td')?.getAttribute('data-mode'))).toEqual(['nftables', 'nftables']);
      expect(normalise(shared[0]!.text)).toContain(
        normalise(fill(tr(lang, 'scaling', 'controlPlane.sharedFlag'), { mode: tr(lang, 'common', 'modes.iptables') })),
      );
      const section = doc().querySelector('[data-testid="control-plane"]');
      for (const id of DEFAULTS_SOURCES) expect(hrefs(section), id).toContain(sourceUrl(id, lang));
    });

    it('places the default inputs against the thresholds, and links the thresholds page', () => {
      const list = doc().querySelector('[data-testid="scalability-thresholds"]');
      expect(list?.querySelector('[data-threshold="services"]')?.getAttribute('data-status')).toBe('within');
      expect(list?.querySelector('[data-threshold="endpoints"]')?.getAttribute('data-status')).toBe('within');
      const section = doc().querySelector('[data-testid="control-plane"]');
      expect(hrefs(section)).toContain(sourceUrl(SCALABILITY_THRESHOLDS.source, lang));
    });
  });
});
