import { describe, expect, it } from 'vitest';
import { DEFAULTS_SOURCES, flagNamedFor, SETTINGS_WITH_DEFAULTS } from '../migrate/sync-settings';
import { MODES } from '../modes';
import { SOURCES } from '../sources';
import { CONTROL_PLANE_FIGURES, SCALABILITY_THRESHOLDS, SYNC_METRICS, againstThresholds } from './control-plane';
import { KEP_3453_PROGRAMMING } from './measurements';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('control-plane figures', () => {
  it('give every figure a source on the registry, its conditions, a checked date and a value', () => {
    expect(CONTROL_PLANE_FIGURES.length).toBeGreaterThanOrEqual(6);
    for (const f of CONTROL_PLANE_FIGURES) {
      expect(f.sources.length, f.id).toBeGreaterThan(0);
      for (const id of [...f.sources, ...(f.changedBy ? [f.changedBy] : [])])
        expect(SOURCES[id], `${f.id}: ${id}`).toBeDefined();
      expect(Object.keys(f.conditions).length, f.id).toBeGreaterThan(0);
      expect(f.checked, f.id).toMatch(ISO);
      expect(f.values.length, f.id).toBeGreaterThan(0);
      for (const v of f.values) expect(v.value, f.id).toBeGreaterThan(0);
    }
  });

  it('pair every "before" with an "after", and a measurement stands alone', () => {
    for (const f of CONTROL_PLANE_FIGURES) {
      const when = f.values.map((v) => v.when);
      if (when.includes('before')) expect(when, f.id).toContain('after');
      if (when.includes('measured')) expect(when, f.id).toEqual(['measured']);
    }
  });

  it('name the release that changed a figure, or leave it null ("not published"), never empty', () => {
    for (const f of CONTROL_PLANE_FIGURES) if (f.changedIn !== null) expect(f.changedIn, f.id).toMatch(/^v1\.\d+/);
    expect(CONTROL_PLANE_FIGURES.find((f) => f.id === 'issue-139513-full-sync')).toMatchObject({
      changedIn: null,
      changedBy: 'k8s-pr-140723',
    });
  });

  it("say no release changed #135639's full sync: v1.36's large-ruleset change is related, on the changelog and KEP-5343", () => {
    const f = CONTROL_PLANE_FIGURES.find((x) => x.id === 'issue-135639-full-sync');
    expect(f).toMatchObject({
      changedIn: null,
      related: { release: 'v1.36', sources: ['k8s-changelog-1-36', 'kep-5343-nftables-default'] },
      sources: ['k8s-issue-135639'],
    });
    for (const x of CONTROL_PLANE_FIGURES)
      for (const id of x.related?.sources ?? []) expect(SOURCES[id], id).toBeDefined();
  });

  it('take the KEP-3453 latencies from the one place the scaling page already holds them', () => {
    const kep = CONTROL_PLANE_FIGURES.find((f) => f.id === 'kep-3453-p50');
    expect(kep?.values.map((v) => v.value)).toEqual([
      KEP_3453_PROGRAMMING.medianSeconds.fullRestore,
      KEP_3453_PROGRAMMING.medianSeconds.partialRestore,
      KEP_3453_PROGRAMMING.medianSeconds.partialWithMinSync1s,
    ]);
    expect(kep?.conditions.nodes).toBe(KEP_3453_PROGRAMMING.nodes);
  });
});

describe('scalability thresholds', () => {
  it('are the published ones, with their source and date', () => {
    expect(SCALABILITY_THRESHOLDS).toMatchObject({
      nodes: 5000,
      servicesPerCluster: 10_000,
      servicesPerNamespace: 5000,
      endpointsPerService: 250,
    });
    expect(SOURCES[SCALABILITY_THRESHOLDS.source]).toBeDefined();
    expect(SCALABILITY_THRESHOLDS.checked).toMatch(ISO);
  });

  it('place a cluster within a threshold up to it and over it past it', () => {
    expect(againstThresholds({ services: 10_000, endpoints: 250 })).toEqual({
      services: 'within',
      endpoints: 'within',
    });
    expect(againstThresholds({ services: 10_001, endpoints: 251 })).toEqual({ services: 'over', endpoints: 'over' });
  });
});

describe('sync settings defaults', () => {
  it('give each mode the flag it reads: nftables mode the iptables flags, no config default past the sourced iptables one', () => {
    expect(SETTINGS_WITH_DEFAULTS.map((s) => s.id)).toEqual(['syncPeriod', 'minSyncPeriod']);
    const byId = Object.fromEntries(SETTINGS_WITH_DEFAULTS.map((s) => [s.id, s.defaults]));
    expect(byId.syncPeriod!.nftables.flag).toEqual({ name: '--iptables-sync-period', value: '30s' });
    expect(byId.minSyncPeriod!.nftables.flag).toEqual({ name: '--iptables-min-sync-period', value: '1s' });
    expect(byId.minSyncPeriod!.ipvs.flag.name).toBe('--ipvs-min-sync-period');
    expect([byId.syncPeriod!.iptables.config, byId.minSyncPeriod!.iptables.config]).toEqual(['30s', '1s']);
    for (const s of SETTINGS_WITH_DEFAULTS) {
      expect([s.defaults.ipvs.config, s.defaults.nftables.config], s.id).toEqual([null, null]);
      // Both modes that read one flag read the same default from it.
      expect(s.defaults.nftables.flag).toEqual(s.defaults.iptables.flag);
      for (const m of MODES) expect(flagNamedFor(s.defaults[m].flag.name), `${s.id} ${m}`).toBeDefined();
    }
    expect(DEFAULTS_SOURCES).toContain('k8s-kube-proxy-options-go');
    for (const id of DEFAULTS_SOURCES) expect(SOURCES[id], id).toBeDefined();
  });

  it('name the mode a flag is named after', () => {
    expect(flagNamedFor('--iptables-min-sync-period')).toBe('iptables');
    expect(flagNamedFor('--ipvs-sync-period')).toBe('ipvs');
    expect(flagNamedFor('--nftables-sync-period')).toBe('nftables');
    expect(flagNamedFor('--masquerade-all')).toBeUndefined();
  });

  it('name metrics on the registry, each for the modes that export it', () => {
    for (const m of SYNC_METRICS) {
      expect(m.name).toMatch(/^kubeproxy_[a-z_]+_seconds$/);
      expect(m.modes.length).toBeGreaterThan(0);
      for (const id of m.sources) expect(SOURCES[id], m.name).toBeDefined();
    }
  });
});
