import { describe, expect, it } from 'vitest';
import { readAnswers } from '../answers/questions';
import { THRESHOLDS } from '../facts';
import { NEWEST_VERSIONS } from '../platforms/newest-version';
import { twoClusters } from './next-cluster';

const of = (query: Record<string, string>) => twoClusters(readAnswers(query).answers);
const CCE_NEWEST = NEWEST_VERSIONS.cce!.minor;

describe('this cluster and your next one', () => {
  it('CCE v1.31 on iptables at 3,000 Services: this cluster keeps iptables; the next is nftables at the newest CCE version', () => {
    const two = of({ platform: 'cce', version: '1.31', services: '3000', current: 'iptables' });
    expect(two?.platform).toBe('cce');
    expect(two?.thisCluster).toEqual({
      mode: 'iptables',
      fixedBy: ['cce-param-kube-proxy-mode', 'cce-constraints'],
      pacing: {
        settings: [
          {
            id: 'syncPeriod',
            field: 'iptables.syncPeriod',
            default: { config: '30s', flag: { name: '--iptables-sync-period', value: '30s' } },
          },
          {
            id: 'minSyncPeriod',
            field: 'iptables.minSyncPeriod',
            default: { config: '1s', flag: { name: '--iptables-min-sync-period', value: '1s' } },
          },
        ],
        sources: [
          'k8s-kube-proxy-cli',
          'k8s-kube-proxy-options-go',
          'k8s-kube-proxy-defaults-fixture',
          'k8s-virtual-ips',
        ],
      },
    });
    expect(two?.next.newest).toEqual({ minor: CCE_NEWEST, sources: ['cce-1-36-notes'] });
    expect(two?.next.evaluation.pick).toBe('nftables');
    // At v1.31 CCE does not offer nftables; it does from v1.35, and the rule that says so is cited.
    expect(two?.next.offeredFrom).toEqual({
      mode: 'nftables',
      minor: THRESHOLDS.nftMinVersionCce,
      sources: ['cce-compare-zh'],
    });
  });

  it('the next-cluster version comes from the platform data, not from the reader', () => {
    const two = of({ platform: 'cce', version: '1.28', current: 'ipvs' });
    expect(two?.next.newest?.minor).toBe(CCE_NEWEST);
    expect(two?.next.evaluation.modes.ipvs.fired.map((f) => f.id)).toContain('ipvs-deprecated');
  });

  it('with the kernel unknown, the next cluster names the other pick and its condition', () => {
    const two = of({ platform: 'cce', version: '1.35', current: 'ipvs' });
    expect(two?.next.evaluation.pick).toBe('iptables');
    expect(two?.next.conditional).toEqual({
      to: 'nftables',
      when: [
        { kind: 'kernel', to: '5.13' },
        { kind: 'nft', to: '1.0.1' },
      ],
    });
  });

  it('a cluster newer than the recorded newest version is evaluated at its own', () => {
    const two = of({ platform: 'cce', version: `1.${CCE_NEWEST + 1}`, current: 'iptables' });
    expect(two?.next.newest).toBeNull();
    expect(two?.next.offeredFrom).toBeUndefined();
  });

  it('below the Service threshold there is nothing to pace', () => {
    expect(of({ platform: 'cce', version: '1.31', services: '200', current: 'iptables' })?.thisCluster.pacing).toBe(
      undefined,
    );
  });

  it('IPVS run today reads its own section; a platform with no recorded newest version keeps the reader’s', () => {
    const two = of({ platform: 'ack', version: '1.33', services: '20000', current: 'ipvs' });
    expect(two?.thisCluster.pacing?.settings.map((s) => s.field)).toEqual(['ipvs.syncPeriod', 'ipvs.minSyncPeriod']);
    expect(two?.next.newest).toBeNull();
  });

  it('one answer where the platform changes the mode on a running cluster, or nothing runs yet', () => {
    expect(of({ platform: 'eks', version: '1.33', current: 'iptables' })).toBeUndefined();
    expect(of({ platform: 'k8s', version: '1.33', current: 'iptables' })).toBeUndefined();
    expect(of({ platform: 'cce', version: '1.31', current: 'new' })).toBeUndefined();
    expect(of({ platform: 'cce', version: '1.31' })).toBeUndefined();
  });
});
