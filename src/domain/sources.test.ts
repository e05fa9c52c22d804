import { PLUGIN_RULES } from './decision/plugin-rules';
import { describe, expect, it } from 'vitest';
import { CHANGES } from './changes/changes';
import { RULES } from './decision/rules';
import { rowSources } from './matrix/matrix';
import { MODE_PAGES, MODE_PAGE_SECTIONS, sectionSources } from './matrix/mode-pages';
import { ROW_IDS } from './matrix/model';
import {
  SOURCES,
  SOURCE_GROUPS,
  checkedOn,
  daysBetween,
  sourceTable,
  sourceTitle,
  sourceUrl,
  staleSources,
  type Source,
} from './sources';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('source registry', () => {
  it('gives every source its own ISO check date, none in the future of the audit', () => {
    for (const s of Object.values(SOURCES)) {
      expect(s.checked, s.id).toMatch(ISO);
      expect(s.checked <= '2026-12-07', s.id).toBe(true);
      if (s.recheckBy) expect(s.recheckBy > s.checked, s.id).toBe(true);
    }
  });

  it('writes Kubernetes versions as vMAJOR.MINOR', () => {
    for (const s of Object.values(SOURCES)) if (s.k8sVersion) expect(s.k8sVersion, s.id).toMatch(/^v1\.\d+$/);
  });

  it('titles CCE comparison truthfully per edition: only the Chinese one covers nftables', () => {
    expect(sourceTitle('cce-compare', 'en')).not.toMatch(/nftables/);
    expect(sourceTitle('cce-compare', 'zh')).toMatch(/nftables/);
    expect(sourceUrl('cce-compare', 'zh')).toContain('/usermanual-cce/cce_10_0349');
  });

  it('points the CCE API source at the API reference, not the comparison page', () => {
    expect(SOURCES['cce-create-cluster-api'].url).toContain('/api-cce/cce_02_0236');
  });

  it('falls back to the English title where a source has no Chinese edition', () => {
    expect(sourceTitle('k8s-pr-137501', 'zh')).toBe(SOURCES['k8s-pr-137501'].title);
  });
});

describe('checkedOn', () => {
  it('is the oldest date among the sources', () => {
    expect(checkedOn(['cce-compare'])).toBe('2026-12-04');
    expect(checkedOn(['cce-compare', 'cce-conn-reuse'])).toBe('2026-12-02');
  });

  it('is undefined for no sources', () => expect(checkedOn([])).toBeUndefined());
});

describe('sourceTable', () => {
  it("holds every source once, in the language's edition, with its publisher and check date", () => {
    for (const lang of ['en', 'zh'] as const) {
      // Every source in exactly one group's table.
      const ids = SOURCE_GROUPS.flatMap((g) => Object.keys(sourceTable(lang, g).sources));
      expect(ids.sort()).toEqual(Object.keys(SOURCES).sort());
      expect(Object.keys(sourceTable(lang, 'platforms').sources)).toContain('cce-terraform-cluster');
      const { sources } = sourceTable(lang);
      expect(sources['cce-compare']).toEqual({
        title: sourceTitle('cce-compare', lang),
        url: sourceUrl('cce-compare', lang),
        publisher: 'Huawei Cloud',
        checked: SOURCES['cce-compare'].checked,
      });
    }
    expect(sourceTable('zh').sources['cce-compare']?.title).not.toBe(sourceTable('en').sources['cce-compare']?.title);
  });

  it('keeps in core every source the shared data cites (rules, changes, comparison rows, mode pages)', () => {
    // The plugin rules cite the plugins' own group, which the result, rules and changes pages load.
    const plugin = new Set<string>(PLUGIN_RULES.map((r) => r.id));
    const shared = [
      ...RULES.filter((r) => !plugin.has(r.id)).flatMap((r) => r.source),
      ...CHANGES.filter((c) => !c.rules.some((id) => plugin.has(id))).flatMap((c) => c.sources),
      ...ROW_IDS.flatMap(rowSources),
      ...Object.values(MODE_PAGES).flatMap((page) => MODE_PAGE_SECTIONS.flatMap((sec) => sectionSources(page, sec.id))),
    ];
    expect(shared.filter((id) => SOURCES[id].group !== undefined)).toEqual([]);
    const ofPlugins = [...PLUGIN_RULES.flatMap((r) => r.source), ...CHANGES.flatMap((c) => c.sources)];
    expect(ofPlugins.filter((id) => SOURCES[id].group !== undefined && SOURCES[id].group !== 'plugins')).toEqual([]);
  });

  it('names the newest check date over all sources', () => {
    const newest = Object.values(SOURCES)
      .map((s) => s.checked)
      .sort()
      .at(-1);
    expect(sourceTable('en').newest).toBe(newest);
  });
});

describe('staleSources', () => {
  const src = (id: string, checked: string) => ({ ...SOURCES['cce-compare'], id, checked }) as Source;
  const list = [src('a', '2026-01-01'), src('b', '2026-06-07'), src('c', '2026-12-01')];

  it('counts whole days in UTC', () => {
    expect(daysBetween('2026-06-07', '2026-12-04')).toBe(180);
    expect(daysBetween('2026-12-04', '2026-12-04')).toBe(0);
  });

  it('lists sources checked at least `days` ago, the stalest first', () => {
    expect(staleSources(list, '2026-12-04', 180).map((s) => [s.source.id, s.age])).toEqual([
      ['a', 337],
      ['b', 180],
    ]);
    expect(staleSources(list, '2026-12-04', 400)).toEqual([]);
  });

  it('lists a recently checked source once its re-check day has come, and not before', () => {
    const expiring = { ...src('d', '2026-12-05'), recheckBy: '2026-12-16' };
    expect(staleSources([expiring], '2026-12-15', 180)).toEqual([]);
    expect(staleSources([expiring], '2026-12-16', 180).map((s) => [s.source.id, s.age, s.due])).toEqual([
      ['d', 11, true],
    ]);
  });

  it('dates the facts that expire with the v1.38 release', () => {
    for (const id of [
      'kep-6032-nftables-localhost-nodeports',
      'kep-5343-nftables-default',
      'sig-release-1-38',
    ] as const)
      expect(SOURCES[id].recheckBy, id).toBe('2026-12-16');
  });
});
