/**
 * The scaling cost model: how much work kube-proxy's rules cost as a cluster grows.
 * Plain functions of two numbers, for a cluster of ClusterIP Services with one port each:
 *   S = Service ports (the page calls them Services, one port each),
 *   M = ready endpoints per Service.
 *
 * Everything here is a count (rules tested, objects written), never a time: the per-rule
 * cost differs between modes and is what the published measurements and the in-browser
 * benchmark are for. Rule layouts are read from kube-proxy's proxier.go files
 * (../shared/reference/facts.md §3); see each function for what it counts and what it leaves out.
 */
import { THRESHOLDS } from '../facts';
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

export interface ClusterSize {
  /** Service ports (one port per Service), S ≥ 0. */
  services: number;
  /** Ready endpoints per Service, M ≥ 1. */
  endpoints: number;
}

/** The CCE user guide's threshold: iptables suits clusters with fewer than 3000 Services. */
export const CCE_SERVICE_THRESHOLD = THRESHOLDS.servicesCce;
/** Calico's docs and the EKS best practices guide suggest IPVS above about 1,000 Services. */
export const OTHER_IPVS_THRESHOLD = THRESHOLDS.servicesK8s;

/** The x range every Service-count chart shows. */
export const SERVICE_AXIS = { min: 10, max: 100_000 } as const;

export const MODEL_SOURCES = {
  iptables: 'k8s-iptables-proxier',
  nftables: 'k8s-nftables-proxier',
  ipvs: 'k8s-ipvs-proxier',
} as const satisfies Record<Mode, SourceId>;

// ---------------------------------------------------------------------------
// 1. Rules evaluated when a new connection is set up.
//
// Counted: the rule tests whose number depends on S or M — finding the Service and picking
// an endpoint. Left out: the handful every mode runs once per connection whatever the size
// (the hook jump, the masquerade-mark rule, the endpoint chain's two rules, the DNAT itself).
// Later packets of the connection match its conntrack entry and skip all of this.

/**
 * The statistic match in a KUBE-SVC chain of M endpoint rules: counting from 1, rule k fires with
 * probability 1/(M−k+1), and the last rule (k = M) has no statistic match, so it always does
 * (pkg/proxy/iptables/proxier.go writes `probability(numEndpoints-i)` for the 0-based i). The
 * words show the formula from this one constant.
 */
export const IPTABLES_PICK_FORMULA = '1/(M−k+1)';
export function iptablesPickProbability(k: number, endpoints: number): number {
  return 1 / (endpoints - k + 1);
}

/**
 * iptables, average. KUBE-SERVICES holds one rule per Service port, tested top to bottom:
 * a connection to the i-th Service tests i rules. Its KUBE-SVC chain then tries the M
 * endpoint rules in order (the first M-1 with a statistic match, iptablesPickProbability), which picks
 * endpoint j with probability 1/M after j tests. With every Service and endpoint equally
 * likely the mean is (S+1)/2 + (M+1)/2 — facts.md's "≈ S/2 + (M+1)/2".
 */
export function iptablesAverageRulesTested({ services, endpoints }: ClusterSize): number {
  if (services < 1) return 0;
  return (services + 1) / 2 + (endpoints + 1) / 2;
}

/** iptables, worst case: the last Service in KUBE-SERVICES and its last endpoint rule. */
export function iptablesWorstRulesTested({ services, endpoints }: ClusterSize): number {
  if (services < 1) return 0;
  return services + endpoints;
}

/**
 * nftables: one lookup of `ip daddr . meta l4proto . th dport` in the `service-ips` verdict
 * map (a hash), then one `numgen random mod M vmap {…}` rule picks the endpoint. Neither
 * step grows with S; the vmap pick does not grow with M either.
 */
const NFTABLES_STEPS = 2;
/** IPVS: one hash-table lookup finds the virtual server; its scheduler then picks a real server. */
const IPVS_STEPS = 1;

export interface LookupCost {
  iptablesAverage: number;
  iptablesWorst: number;
  nftables: number;
  ipvs: number;
}

export function lookupCost(size: ClusterSize): LookupCost {
  const none = size.services < 1;
  return {
    iptablesAverage: iptablesAverageRulesTested(size),
    iptablesWorst: iptablesWorstRulesTested(size),
    nftables: none ? 0 : NFTABLES_STEPS,
    ipvs: none ? 0 : IPVS_STEPS,
  };
}

// ---------------------------------------------------------------------------
// 2. What kube-proxy programs into the kernel.
//
// Counted per ClusterIP Service port with M endpoints, internal traffic policy Cluster, no
// session affinity, kube-proxy knowing the Pod CIDR (so the "masquerade off-cluster traffic"
// rule exists). Left out: the fixed chains and rules set up once whatever the size, and what
// NodePort, LoadBalancer, external IPs, session affinity or Local traffic policies add.

interface IptablesObjects {
  /** nat rules: 1 in KUBE-SERVICES, 1 + M in KUBE-SVC-…, 2 per KUBE-SEP-… → S·(2 + 3M). */
  natRules: number;
  /** nat chains: one KUBE-SVC-… per Service, one KUBE-SEP-… per endpoint → S·(1 + M). */
  chains: number;
}

interface NftablesObjects {
  /** Rules: 2 in each `service-…` chain (masquerade mark, numgen vmap), 2 per `endpoint-…` chain → S·(2 + 2M). */
  rules: number;
  /** Chains: one `service-…` per Service, one `endpoint-…` per endpoint → S·(1 + M). */
  chains: number;
  /** Elements: one in the `service-ips` verdict map and one in the `cluster-ips` set per Service → 2S. */
  elements: number;
}

interface IpvsObjects {
  /** One virtual server per ClusterIP:port → S. */
  virtualServers: number;
  /** One real server per endpoint of each virtual server → S·M. */
  realServers: number;
  /** One KUBE-CLUSTER-IP ipset entry per ClusterIP:port → S (the iptables rules stay constant). */
  ipsetEntries: number;
  /** Each ClusterIP is bound to the `kube-ipvs0` dummy interface → S. */
  boundAddresses: number;
}

export interface ProgrammedObjects {
  iptables: IptablesObjects;
  nftables: NftablesObjects;
  ipvs: IpvsObjects;
}

export function programmedObjects({ services: s, endpoints: m }: ClusterSize): ProgrammedObjects {
  return {
    iptables: { natRules: s * (2 + 3 * m), chains: s * (1 + m) },
    nftables: { rules: s * (2 + 2 * m), chains: s * (1 + m), elements: 2 * s },
    ipvs: { virtualServers: s, realServers: s * m, ipsetEntries: s, boundAddresses: s },
  };
}

// ---------------------------------------------------------------------------
// 3. What one change costs: one Pod behind one Service is replaced (M stays the same).

export interface UpdateCost {
  /** Full `iptables-restore` (start-up, after a failed sync, periodically): every nat rule. */
  iptablesFullRules: number;
  /**
   * Partial restore (default since v1.28, KEP-3453): the KUBE-SERVICES chain is still written
   * whole (S rules), plus the changed Service's KUBE-SVC (1 + M) and KUBE-SEP (2M) rules.
   */
  iptablesPartialRules: number;
  /** nftables: one transaction re-creates the changed Service's chains; map elements are unchanged. */
  nftablesRules: number;
  nftablesChains: number;
  /** IPVS: one real server removed and one added over netlink. */
  ipvsRealServerChanges: number;
}

export function updateCost(size: ClusterSize): UpdateCost {
  const { services: s, endpoints: m } = size;
  if (s < 1)
    return {
      iptablesFullRules: 0,
      iptablesPartialRules: 0,
      nftablesRules: 0,
      nftablesChains: 0,
      ipvsRealServerChanges: 0,
    };
  return {
    iptablesFullRules: programmedObjects(size).iptables.natRules,
    iptablesPartialRules: s + 1 + 3 * m,
    nftablesRules: 2 + 2 * m,
    nftablesChains: 1 + m,
    ipvsRealServerChanges: 2,
  };
}

// ---------------------------------------------------------------------------
// Chart data: the series the page draws, sampled on a log scale.

/** `perDecade` log-spaced values from `from` to `to`, both included. */
export function logSteps(from: number, to: number, perDecade: number): number[] {
  const a = Math.log10(from);
  const b = Math.log10(to);
  const n = Math.round((b - a) * perDecade);
  const out: number[] = [];
  for (let i = 0; i <= n; i++) out.push(Math.round(10 ** (a + ((b - a) * i) / n)));
  return out;
}

/** Sample points for the model charts: a smooth log grid plus the marked values, sorted and unique. */
export function serviceSamples(extra: readonly number[] = []): number[] {
  const inRange = extra.filter((v) => v >= SERVICE_AXIS.min && v <= SERVICE_AXIS.max);
  return [...new Set([...logSteps(SERVICE_AXIS.min, SERVICE_AXIS.max, 8), CCE_SERVICE_THRESHOLD, ...inRange])].sort(
    (x, y) => x - y,
  );
}

/** The rows of the data tables: round sizes, the CCE threshold and the reader's own count. */
export function tableSizes(readerServices: number): number[] {
  return [...new Set([10, 100, 1000, CCE_SERVICE_THRESHOLD, 10_000, 100_000, readerServices])].sort((x, y) => x - y);
}

export interface LookupPoint extends LookupCost {
  services: number;
}

export function lookupSeries(services: readonly number[], endpoints: number): LookupPoint[] {
  return services.map((s) => ({ services: s, ...lookupCost({ services: s, endpoints }) }));
}

export interface ObjectsPoint {
  services: number;
  iptablesRules: number;
  iptablesChains: number;
  nftablesRules: number;
  nftablesChains: number;
  nftablesElements: number;
  ipvsVirtualServers: number;
  ipvsRealServers: number;
}

export function objectsSeries(services: readonly number[], endpoints: number): ObjectsPoint[] {
  return services.map((s) => {
    const o = programmedObjects({ services: s, endpoints });
    return {
      services: s,
      iptablesRules: o.iptables.natRules,
      iptablesChains: o.iptables.chains,
      nftablesRules: o.nftables.rules,
      nftablesChains: o.nftables.chains,
      nftablesElements: o.nftables.elements,
      ipvsVirtualServers: o.ipvs.virtualServers,
      ipvsRealServers: o.ipvs.realServers,
    };
  });
}
