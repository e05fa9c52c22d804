/**
 * "Check this" items per mode, as a table. Most appear only while the answer
 * they would settle is unknown; a few are worth checking on every cluster.
 */
import type { Answers } from '../answers/answers';
import type { Mode } from '../modes';
import { readsUpstream, serviceThreshold } from './rules';

export type CheckId =
  | 'cluster-version'
  | 'kernel-version'
  | 'nft-version'
  | 'network-plugin-compat'
  | 'nodeport-differences'
  | 'service-count'
  | 'iptables-sync-period'
  | 'conn-reuse-kernel'
  | 'elb-sharing'
  | 'ipvs-modules'
  | 'ipset';

export interface Check {
  readonly id: CheckId;
  readonly mode: Mode;
  readonly when: (a: Answers) => boolean;
}

const always = () => true;
const elbFlags = ['elbSharedIngress', 'elbSharedCluster', 'portRange'] as const;

export const CHECKS: readonly Check[] = [
  { id: 'cluster-version', mode: 'nftables', when: (a) => a.version === undefined },
  { id: 'kernel-version', mode: 'nftables', when: (a) => a.kernel === undefined },
  { id: 'nft-version', mode: 'nftables', when: (a) => a.nft === undefined },
  { id: 'network-plugin-compat', mode: 'nftables', when: always },
  { id: 'nodeport-differences', mode: 'nftables', when: always },

  { id: 'service-count', mode: 'iptables', when: (a) => a.services === undefined },
  { id: 'iptables-sync-period', mode: 'iptables', when: (a) => (a.services ?? 0) >= serviceThreshold(a) },

  { id: 'cluster-version', mode: 'ipvs', when: (a) => a.version === undefined },
  { id: 'conn-reuse-kernel', mode: 'ipvs', when: (a) => a.kernel === undefined || a.os === undefined },
  // Only on CCE (or maybe CCE) and only while an ELB answer could still bite.
  {
    id: 'elb-sharing',
    mode: 'ipvs',
    when: (a) => !readsUpstream(a) && a.passThrough !== true && elbFlags.some((f) => a[f] !== false),
  },
  { id: 'ipvs-modules', mode: 'ipvs', when: always },
  { id: 'ipset', mode: 'ipvs', when: always },
];

export const CHECK_IDS: readonly CheckId[] = [...new Set(CHECKS.map((c) => c.id))];
