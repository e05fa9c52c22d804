import { describe, expect, it } from 'vitest';
import { MODES } from '../modes';
import { SOURCES } from '../sources';
import { CONFIG_FIELDS, fieldReadBy } from './config-fields';

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
});
