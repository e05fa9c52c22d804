import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODES } from '../modes';
import { SOURCES } from '../sources';
import { PLUGIN_IDS, supportOf } from './model';
import { PLUGINS, pluginById } from './plugins';

describe('the plugin data', () => {
  it('lists every plugin once, in the page order', () => {
    expect(PLUGINS.map((p) => p.id)).toEqual([...PLUGIN_IDS]);
    expect(pluginById('flannel').detect.namespaces).toEqual(['kube-flannel']);
  });

  it('sources every cell that says a plugin works or not, and words every cell in both languages', () => {
    const words = (lang: string) =>
      (
        JSON.parse(readFileSync(new URL(`../../../locales/${lang}/plugins.json`, import.meta.url), 'utf8')) as {
          cells: Record<string, Record<string, string>>;
        }
      ).cells;
    for (const p of PLUGINS)
      for (const m of MODES) {
        const c = p.cells[m];
        for (const id of c.sources) expect(SOURCES[id], `${p.id}/${m}: ${id}`).toBeDefined();
        // What a source says is cited (a version and a setting with it); a gap says what was read.
        if ('notPublished' in c) expect(c.notPublished.length, `${p.id}/${m}`).toBeGreaterThan(20);
        else expect(c.sources.length, `${p.id}/${m}`).toBeGreaterThan(0);
        // What the sources say, or for "not published" what was read: the cell's words.
        for (const lang of ['en', 'zh']) expect(words(lang)[p.id]?.[m], `${lang} ${p.id}/${m}`).toBeTruthy();
      }
  });

  it('says how to recognise each plugin, with sources, beyond kube-system where it runs elsewhere', () => {
    for (const p of PLUGINS) {
      expect(p.detect.daemonSets.length, p.id).toBeGreaterThan(0);
      expect(p.detect.images.length, p.id).toBeGreaterThan(0);
      expect(p.detect.sources.length, p.id).toBeGreaterThan(0);
    }
    // The Tigera operator installs Calico in calico-system; flannel's manifest uses its own namespace.
    expect(pluginById('calico').detect.namespaces).toContain('calico-system');
    for (const p of PLUGINS) for (const x of p.platforms) expect(x.sources.length, p.id).toBeGreaterThan(0);
  });

  it("cites only sources the plugins page loads: the core table and the plugins' own group", () => {
    const cited = PLUGINS.flatMap((p) => [
      ...MODES.flatMap((m) => p.cells[m].sources),
      ...p.detect.sources,
      ...p.platforms.flatMap((x) => x.sources),
      ...(p.status?.sources ?? []),
    ]);
    for (const id of cited) expect(['core', 'plugins'], id).toContain(SOURCES[id].group ?? 'core');
  });

  it('holds the combinations the sources state (a golden table)', () => {
    const table = Object.fromEntries(
      PLUGINS.map((p) => [p.id, MODES.map((m) => supportOf(p.cells[m]).replace('notPublished', '?')).join(' ')]),
    );
    expect(table).toEqual({
      calico: 'supported supported supported',
      // iptables: RKE2 bundles Cilium, flannel and Canal (its default) with iptables mode its default.
      cilium: 'supported supported ?',
      flannel: 'supported supported ?',
      antrea: 'supported supported supported',
      'aws-vpc-cni': 'supported supported supported',
      'azure-cni': 'supported supported supported',
      canal: 'supported supported ?',
      weave: '? ? ?',
      'kube-ovn': '? ? supported',
    });
  });
});
