import { describe, expect, it } from 'vitest';
import { MODES } from '../modes';
import { SOURCES } from '../sources';
import { CHECKS } from '../decision/checks';
import { flagDefaultOf } from '../migrate/sync-settings';
import { CONFIG_FIELDS, FIELD_GROUPS, FILE_NOTES } from './config-fields';
import { CHECK_SETTINGS } from './links';
import { MODE_SECTIONS, fieldReadBy, flagOf } from './mode-sections';

/**
 * KubeProxyConfiguration's fields (v1alpha1), as types.go declares them (read 2026-12-07): the
 * top-level fields and those of its sections. A field added to the type belongs here, and then
 * fails the test below until the table records it.
 */
const TYPES_GO_FIELDS = [
  ...['featureGates', 'clientConnection', 'logging', 'hostnameOverride', 'bindAddress', 'healthzBindAddress'],
  ...['metricsBindAddress', 'bindAddressHardFail', 'enableProfiling', 'showHiddenMetricsForVersion', 'mode'],
  ...['masqueradeBit', 'masqueradeAll', 'localhostNodePorts', 'snatNodeInternalIP', 'syncPeriod', 'minSyncPeriod'].map(
    (f) => `iptables.${f}`,
  ),
  ...['syncPeriod', 'minSyncPeriod', 'scheduler', 'excludeCIDRs', 'strictARP', 'tcpTimeout', 'tcpFinTimeout'].map(
    (f) => `ipvs.${f}`,
  ),
  'ipvs.udpTimeout',
  ...['masqueradeBit', 'masqueradeAll', 'syncPeriod', 'minSyncPeriod'].map((f) => `nftables.${f}`),
  ...['networkName', 'sourceVip', 'enableDSR', 'rootHnsEndpointName', 'forwardHealthCheckVip'].map(
    (f) => `winkernel.${f}`,
  ),
  ...['detectLocalMode', 'detectLocal.bridgeInterface', 'detectLocal.interfaceNamePrefix', 'clusterCIDR'],
  ...['nodePortAddresses', 'oomScoreAdj'],
  ...['maxPerCore', 'min', 'tcpEstablishedTimeout', 'tcpCloseWaitTimeout', 'tcpBeLiberal', 'udpTimeout'].map(
    (f) => `conntrack.${f}`,
  ),
  ...['conntrack.udpStreamTimeout', 'configSyncPeriod', 'portRange', 'windowsRunAsService'],
];

describe('the configuration fields', () => {
  it('record every field of the configuration type, once, and nothing else', () => {
    const paths = CONFIG_FIELDS.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...TYPES_GO_FIELDS].sort());
  });

  it('name who reads each field, with a source', () => {
    for (const f of CONFIG_FIELDS) {
      expect(f.sources.length, f.path).toBeGreaterThan(0);
      for (const id of f.sources) expect(SOURCES[id], `${f.path}: ${id}`).toBeDefined();
      if ('modes' in f.readers) expect(f.readers.modes.length, f.path).toBeGreaterThan(0);
    }
  });

  it("find each mode's own field of a setting named in several sections", () => {
    expect(MODES.map((m) => fieldReadBy(m, 'syncPeriod'))).toEqual([
      'nftables.syncPeriod',
      'iptables.syncPeriod',
      'ipvs.syncPeriod',
    ]);
    // IPVS mode reads the iptables section's masqueradeAll (the conversion).
    expect(fieldReadBy('ipvs', 'masqueradeAll')).toBe('iptables.masqueradeAll');
    expect(fieldReadBy('ipvs', 'localhostNodePorts')).toBeUndefined();
  });

  it('give every field its default (or null: not published) and its flags (or null: not published)', () => {
    for (const f of CONFIG_FIELDS) {
      expect(FIELD_GROUPS, f.path).toContain(f.group);
      for (const flag of f.flags ?? []) expect(flag, f.path).toMatch(/^--?[a-z]+(-[a-z]+)*$/);
      for (const e of f.effective ?? []) expect(e.value, f.path).not.toBe('');
    }
    // The defaulted file leaves the mode unset, so it publishes no mode's own sync periods but iptables'.
    const unpublished = CONFIG_FIELDS.filter((f) => f.default === null).map((f) => f.path);
    expect(unpublished).toEqual([
      'featureGates',
      'iptables.snatNodeInternalIP',
      'ipvs.syncPeriod',
      'ipvs.minSyncPeriod',
      'nftables.syncPeriod',
      'nftables.minSyncPeriod',
      'windowsRunAsService',
    ]);
    // No source we read names the Windows proxy's flags.
    expect(CONFIG_FIELDS.filter((f) => f.flags === null).every((f) => 'windows' in f.readers)).toBe(true);
    // Only the logging flags and --hostname-override win over a loaded file (options.go).
    expect(CONFIG_FIELDS.filter((f) => f.flagWins).map((f) => f.path)).toEqual(['hostnameOverride', 'logging']);
  });

  it('name a flag once, but for the flags options.go applies to several sections', () => {
    const named = CONFIG_FIELDS.flatMap((f) => (f.flags ?? []).map((flag) => [flag, f.path] as const));
    const shared = [...new Set(named.map(([flag]) => flag))].filter(
      (flag) => named.filter(([x]) => x === flag).length > 1,
    );
    expect(shared.sort()).toEqual(['--iptables-min-sync-period', '--iptables-sync-period', '--masquerade-all']);
    expect(flagOf('nftables.syncPeriod')).toBe('--iptables-sync-period');
    expect(() => flagOf('nftables.masqueradeBit')).toThrow();
  });

  it("keep the modes' own sections in one file, part of the whole table", () => {
    for (const f of MODE_SECTIONS) expect(CONFIG_FIELDS).toContainEqual(f);
    expect(new Set(MODE_SECTIONS.map((f) => f.group))).toEqual(new Set(['iptables', 'ipvs', 'nftables']));
  });

  it("give a per-mode sync field the flag's default where the file publishes none", () => {
    expect(flagDefaultOf('ipvs.syncPeriod')).toBe('30s');
    expect(flagDefaultOf('nftables.minSyncPeriod')).toBe('1s');
    expect(flagDefaultOf('ipvs.strictARP')).toBeUndefined();
  });

  it('cite a source for each note on the whole file', () => {
    for (const n of FILE_NOTES) expect(n.sources.length, n.id).toBeGreaterThan(0);
  });

  it("link the result's checks to fields that exist", () => {
    const checks = new Set(CHECKS.map((c) => c.id));
    for (const [check, path] of Object.entries(CHECK_SETTINGS)) {
      expect(checks, check).toContain(check);
      expect(CONFIG_FIELDS.map((f) => f.path)).toContain(path);
    }
  });
});
