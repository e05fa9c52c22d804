/**
 * The figures the sources state (../shared/reference/facts.md), each named once: the decision
 * rules, the matrix cells, the mode pages, the scaling page and the importer read them here.
 * Text that shows a figure gets it as a parameter, so en and zh cannot drift apart.
 */
import type { SourceId } from './sources';
import type { TroubleshootId } from './troubleshoot/model';

/** The version, kernel, tool and Service-count thresholds the rules use (what-if and tests share them). */
export const THRESHOLDS = {
  nftMinVersionCce: 35, // CCE offers nftables from v1.35
  nftMinVersionEks: 33, // EKS's kube-proxy add-on offers nftables from 1.33
  nftMinVersionAks: 33, // AKS offers nftables from v1.33
  nftMinVersionAck: 35, // ACK's proxy_mode takes nftables from 1.35
  nftRecommendedEks: 36, // AWS recommends nftables only from kube-proxy v1.36
  nftMinVersion: 31, // upstream beta (on by default) from v1.31
  nftGaVersion: 33,
  nftMinKernel: { major: 5, minor: 13 },
  nftConntrackKernel: { major: 6, minor: 1 }, // older kernels: conntrack reset bug, no workaround
  nftToolCce: { major: 1, minor: 0, patch: 1 }, // CCE's own node requirement: it writes "1.01"; read as 1.0.1
  nftTool: { major: 1, minor: 0, patch: 1 }, // upstream since v1.31: the nft kube-proxy runs (kernel-version requirements, supported.go)
  nftBreaksSyncs: { major: 1, minor: 1, patch: 3 }, // rules written by nft 1.1.3+ on the node crashed kube-proxy's nft (#136786)
  ipvsMinKernel: { major: 5, minor: 9 }, // conn_reuse_mode fixes
  ipvsDeprecatedVersion: 35,
  ipvsGateVersion: 37, // the KubeProxyIPVS feature gate exists (deprecated, on by default)
  ipvsGatedVersion: 40, // KEP-5495 plan: the gate off by default; ipvs mode exits with an error unless it is on
  ipvsRemovedVersion: 43, // KEP-5495 plan (implementable): ipvs mode removed
  pingCutoffCce: 27,
  servicesCce: 3000, // CCE: iptables suits fewer than 3000 Services
  servicesK8s: 1000, // Calico, AWS EKS and Tigera: IPVS pays off from about 1,000 Services
  // nftables full syncs measured in minutes from #135639's 5,006 Services (rounded down; a unit
  // test holds it to the smallest such figure in scaling/control-plane.ts)
  nftSlowSyncServices: 5000,
} as const;

/**
 * The Kubernetes minor whose release carries a fix for those slow full syncs: none is published
 * (PR #140723 is merged, its release is not named; a larger rework may land in v1.38). From it
 * on, the caution stops.
 */
export const NFT_SLOW_SYNC_FIXED_IN: number | null = null;

/** CCE's example of a Service with a port-range listener: only `first` (the spec.ports port) answers in-cluster. */
export const CCE_PORT_RANGE_EXAMPLE = { first: 30000, last: 30005, next: 30001 } as const;

/**
 * The sources of the troubleshooting entries whose problems the rule book and the mode pages tell
 * in short (src/domain/troubleshoot): one list per entry, read by all three. Kept here, with the
 * facts every page carries, so those pages load no extra file for them.
 */
export const TOLD_SOURCES = {
  'host-nft-1-1-3': ['k8s-issue-136786', 'k8s-pr-137501', 'k8s-pr-140405'],
  'nftables-slow-full-sync': ['k8s-issue-135639', 'k8s-issue-139513', 'k8s-pr-140723'],
  'ipvs-conn-reuse': [
    'cce-conn-reuse',
    'k8s-issue-70747',
    'k8s-pr-71114',
    'k8s-issue-81775',
    'k8s-issue-93297',
    'k8s-kernel-constants',
  ],
  'nodeport-localhost': ['k8s-virtual-ips', 'k8s-virtual-ips-migrating', 'kep-6032-nftables-localhost-nodeports'],
} as const satisfies Partial<Record<TroubleshootId, readonly SourceId[]>>;

export type ToldId = keyof typeof TOLD_SOURCES;
