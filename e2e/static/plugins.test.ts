// The plugins page and the page beyond kube-proxy as built. The plugins page: a row per plugin in the data's order, each mode's cell saying
// whether it works (or that no source says), its words, and a link to each of its sources.
import { describe, expect, it } from 'vitest';
import { DATAPLANES, saidOf } from '../../src/domain/dataplanes/dataplanes';
import { MODES } from '../../src/domain/modes';
import { supportOf } from '../../src/domain/plugins/model';
import { PLUGINS } from '../../src/domain/plugins/plugins';
import { sourceUrl } from '../../src/domain/sources';
import { LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('/%s/plugins/', (lang) => {
    const page = () => builtPages(build).find((p) => p.path === `${lang}/plugins/`)!;

    it('has a row per plugin, and a cell per mode with its verdict, words and every source linked', () => {
      const rows = page().doc.querySelectorAll('table.plugin-table tbody tr');
      expect(rows.map((r) => r.id)).toEqual(PLUGINS.map((p) => p.id));
      for (const p of PLUGINS)
        for (const m of MODES) {
          const cell = page().doc.querySelector(`tr#${p.id} td[data-mode="${m}"]`)!;
          const c = p.cells[m];
          expect(cell.getAttribute('data-support'), `${p.id}/${m}`).toBe(supportOf(c));
          expect(normalise(cell.text), `${p.id}/${m}`).toContain(
            normalise(tr(lang, 'plugins', `support.${supportOf(c)}`)),
          );
          expect(normalise(cell.text), `${p.id}/${m}`).toContain(normalise(tr(lang, 'plugins', `cells.${p.id}.${m}`)));
          if ('setting' in c) expect(cell.querySelector('code')?.text, `${p.id}/${m}`).toBe(c.setting);
          const hrefs = cell.querySelectorAll('a.footnote-ref').map((a) => a.getAttribute('href'));
          for (const id of c.sources) expect(hrefs, `${p.id}/${m}: ${id}`).toContain(sourceUrl(id, lang));
        }
    });

    it("names each plugin's DaemonSets, namespaces and images, and the command that lists them everywhere", () => {
      for (const p of PLUGINS) {
        const codes = page()
          .doc.querySelectorAll(`tr#${p.id} .plugin-detect code`)
          .map((c) => c.text);
        expect(codes, p.id).toEqual([...p.detect.daemonSets, ...p.detect.namespaces, ...p.detect.images]);
      }
      expect(page().doc.querySelector('#find-plugin')).not.toBeNull();
      expect(page().html).toContain('kubectl get daemonset -A');
    });
  });
});

describe.each(BUILDS)('the $name build', (build) => {
  describe.each(LANGS)('/%s/beyond-kube-proxy/', (lang) => {
    const page = () => builtPages(build).find((p) => p.path === `${lang}/beyond-kube-proxy/`)!;

    it("has a card per dataplane, each statement in the page's language with its sources linked", () => {
      const cards = page().doc.querySelectorAll('section.beyond-card');
      expect(cards.map((c) => c.id)).toEqual(DATAPLANES.map((d) => d.id));
      for (const d of DATAPLANES) {
        for (const s of saidOf(d)) {
          const dd = page().doc.querySelector(`#${d.id} dd[data-key="${s.key}"]`)!;
          expect(normalise(dd.text), `${d.id}.${s.key}`).toContain(
            normalise(tr(lang, 'plugins', `beyond.${d.id}.${s.key}`)),
          );
          const hrefs = dd.querySelectorAll('a.source-link').map((a) => a.getAttribute('href'));
          for (const id of s.sources) expect(hrefs, `${d.id}.${s.key}: ${id}`).toContain(sourceUrl(id, lang));
        }
      }
    });
  });
});
