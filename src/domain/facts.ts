/**
 * The figures the sources state (../shared/reference/facts.md), each named once: the decision
 * rules, the matrix cells, the mode pages, the scaling page and the importer read them here.
 * Text that shows a figure gets it as a parameter, so en and zh cannot drift apart.
 */

/** The version, kernel, tool and Service-count thresholds the rules use (what-if and tests share them). */
export const THRESHOLDS = {
  nftMinVersionCce: 35, // CCE offers nftables from v1.35
  nftMinVersion: 31, // upstream beta (on by default) from v1.31
  nftGaVersion: 33,
  nftMinKernel: { major: 5, minor: 13 },
  nftConntrackKernel: { major: 6, minor: 1 }, // older kernels: conntrack reset bug, no workaround
  nftToolCce: { major: 1, minor: 0, patch: 1 }, // CCE writes "1.01"; read as 1.0.1
  nftTool: { major: 1, minor: 0, patch: 0 },
  ipvsMinKernel: { major: 5, minor: 9 }, // conn_reuse_mode fixes
  ipvsDeprecatedVersion: 35,
  ipvsGatedVersion: 40, // off by default, KubeProxyIPVS gate re-enables (a plan as of v1.37 docs)
  ipvsRemovedVersion: 43, // removal planned (KEP-5343, provisional)
  pingCutoffCce: 27,
  servicesCce: 3000, // CCE: iptables suits fewer than 3000 Services
  servicesK8s: 1000, // Calico, AWS EKS and Tigera: IPVS pays off from about 1,000 Services
} as const;

/** CCE's example of a Service with a port-range listener: only `first` (the spec.ports port) answers in-cluster. */
export const CCE_PORT_RANGE_EXAMPLE = { first: 30000, last: 30005, next: 30001 } as const;
