/**
 * The control plane's side of scale: how long kube-proxy took to program a node after a change,
 * and what it used while it did, as upstream published it. Every figure is copied from its
 * source with the conditions it was measured under; nothing here is computed, and the page's
 * own model (rules rewritten per change, cost-model.ts) never turns into seconds.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import { KEP_3453_PROGRAMMING } from './measurements';

/** The day every figure below was read in its source. */
const CONTROL_PLANE_CHECKED = '2026-12-06';

type FigureUnit = 's' | 'ms' | 'MiB';

/** One published value: measured once, or before and after the change that moved it. */
export interface FigureValue {
  readonly value: number;
  readonly unit: FigureUnit;
  /** `measured` alone, or `before` → `after` (→ `tuned`: after, with a setting changed too). */
  readonly when: 'measured' | 'before' | 'after' | 'tuned';
}

/** What was timed or weighed. */
type FigureMeasure = 'programmingP50' | 'fullSync' | 'createServices' | 'addService' | 'peakMemory';

/** The conditions as the source gives them; a field the source leaves out is left out. */
interface FigureConditions {
  readonly nodes?: number;
  readonly services?: number;
  /** Endpoints in the whole cluster. */
  readonly endpoints?: number;
  readonly endpointsPerService?: number;
  /** The Kubernetes release measured, where the source names it. */
  readonly version?: string;
  /** The test bed in the source's own words (machine, kernel, cluster kind): not translated. */
  readonly setup?: string;
  /** A setting the figure depends on, in the config file's terms (the last value's change after the arrow). */
  readonly settings?: string;
}

export interface ControlPlaneFigure {
  readonly id: string;
  readonly mode: Mode;
  readonly measure: FigureMeasure;
  readonly values: readonly FigureValue[];
  readonly conditions: FigureConditions;
  /**
   * The release that changed the figure, as the sources say; `null` where no source says (the
   * page writes "release not published").
   */
  readonly changedIn: string | null;
  /** The change that moved it, where it is a separate page from the measurement. */
  readonly changedBy?: SourceId;
  /**
   * A later change that may bear on the figure, where no source says it moved it: the release that
   * carries it, the words that say what it changed (`controlPlane.related.<words>`) and its sources.
   */
  readonly related?: {
    readonly release: string;
    readonly words: 'largeRulesets';
    readonly sources: readonly SourceId[];
  };
  readonly sources: readonly SourceId[];
  readonly checked: string;
}

const kep = KEP_3453_PROGRAMMING;

/** PR #126013's test (nftables partial sync): a kind cluster, 10,000 Services of 2 endpoints each. */
const PR_126013 = {
  mode: 'nftables',
  conditions: { services: 10_000, endpointsPerService: 2, setup: 'kind' },
  changedIn: null,
  sources: ['k8s-pr-126013'],
  checked: CONTROL_PLANE_CHECKED,
} as const satisfies Partial<ControlPlaneFigure>;

export const CONTROL_PLANE_FIGURES: readonly ControlPlaneFigure[] = [
  {
    // The 5,000-node scalability test, iptables mode: median network programming latency as
    // partial restores (MinimizeIPTablesRestore) came in, then with minSyncPeriod 10s → 1s.
    id: 'kep-3453-p50',
    mode: 'iptables',
    measure: 'programmingP50',
    values: [
      { value: kep.medianSeconds.fullRestore, unit: 's', when: 'before' },
      { value: kep.medianSeconds.partialRestore, unit: 's', when: 'after' },
      { value: kep.medianSeconds.partialWithMinSync1s, unit: 's', when: 'tuned' },
    ],
    conditions: { nodes: kep.nodes, settings: 'minSyncPeriod 10s → 1s' },
    // kep.yaml: alpha v1.26, beta v1.27.
    changedIn: 'v1.26 (alpha), v1.27 (beta)',
    sources: [kep.source],
    checked: CONTROL_PLANE_CHECKED,
  },
  {
    // "SyncProxyRules complete … elapsed=13m15.34s" after "numServices=5006 numEndpoints=250011".
    id: 'issue-135639-full-sync',
    mode: 'nftables',
    measure: 'fullSync',
    values: [{ value: 13 * 60 + 15.3, unit: 's', when: 'measured' }],
    conditions: { services: 5006, endpoints: 250_011, setup: 'kernel 6.1.144, m6i.8xlarge (32 vCPU, 128 GiB)' },
    // Only #139513's reporter says #135639 "was addressed in v1.36". CHANGELOG-1.36 (v1.36.0)
    // carries #135800, less CPU loading very large rulesets; KEP-5343 says #135800 and #136499
    // "may have fixed" slow start-up at this scale. No timing after them is published.
    changedIn: null,
    related: { release: 'v1.36', words: 'largeRulesets', sources: ['k8s-changelog-1-36', 'kep-5343-nftables-default'] },
    sources: ['k8s-issue-135639'],
    checked: CONTROL_PLANE_CHECKED,
  },
  {
    // A full sync on v1.36.1: elapsed=16m43.9s at numServices=44125 numEndpoints=44152.
    id: 'issue-139513-full-sync',
    mode: 'nftables',
    measure: 'fullSync',
    values: [{ value: 16 * 60 + 43.9, unit: 's', when: 'measured' }],
    conditions: { services: 44_125, endpoints: 44_152, version: 'v1.36.1' },
    // PR #140723 (merged) "Fixes #139513"; which release carries it is not published there,
    // and no timing after it is.
    changedIn: null,
    changedBy: 'k8s-pr-140723',
    sources: ['k8s-issue-139513'],
    checked: CONTROL_PLANE_CHECKED,
  },
  {
    // nftables partial sync, in a kind cluster: creating 10,000 Services of 2 endpoints each.
    id: 'pr-126013-create',
    ...PR_126013,
    measure: 'createServices',
    values: [
      { value: 25 * 60, unit: 's', when: 'before' },
      { value: 9 * 60, unit: 's', when: 'after' },
    ],
  },
  {
    // The same test: one new Service when 10,000 exist.
    id: 'pr-126013-add-one',
    ...PR_126013,
    measure: 'addService',
    values: [
      { value: 8 * 60, unit: 's', when: 'before' },
      { value: 141, unit: 'ms', when: 'after' },
    ],
  },
  {
    // The same test: kube-proxy's peak memory while the 10,000 Services are created.
    id: 'pr-126013-memory',
    ...PR_126013,
    measure: 'peakMemory',
    values: [
      { value: 650, unit: 'MiB', when: 'before' },
      { value: 260, unit: 'MiB', when: 'after' },
    ],
  },
];

/**
 * SIG Scalability's thresholds "for Kubernetes head": not hard limits, past them performance
 * degrades; the cluster-scope ones are for the largest cluster and proportionally lower for a
 * smaller one. All Service endpoints together: "TBD" there.
 */
export const SCALABILITY_THRESHOLDS = {
  source: 'k8s-scalability-thresholds' as const satisfies SourceId,
  checked: CONTROL_PLANE_CHECKED,
  nodes: 5000,
  servicesPerCluster: 10_000,
  servicesPerNamespace: 5000,
  endpointsPerService: 250,
};

/** Where a cluster's Services and endpoints per Service sit against those thresholds. */
export function againstThresholds(size: { services: number; endpoints: number }): {
  services: 'within' | 'over';
  endpoints: 'within' | 'over';
} {
  const t = SCALABILITY_THRESHOLDS;
  return {
    services: size.services > t.servicesPerCluster ? 'over' : 'within',
    endpoints: size.endpoints > t.endpointsPerService ? 'over' : 'within',
  };
}

/**
 * The metrics that show the control plane's work. Every mode exports the first two; the split
 * into full and partial syncs is KEP-3453's, for iptables mode.
 */
export const SYNC_METRICS: readonly { name: string; modes: readonly Mode[]; sources: readonly SourceId[] }[] = [
  {
    name: 'kubeproxy_network_programming_duration_seconds',
    modes: ['iptables', 'ipvs', 'nftables'],
    sources: ['k8s-kube-proxy-metrics-go'],
  },
  {
    name: 'kubeproxy_sync_proxy_rules_duration_seconds',
    modes: ['iptables', 'ipvs', 'nftables'],
    sources: ['k8s-kube-proxy-metrics-go'],
  },
  {
    name: 'kubeproxy_sync_full_proxy_rules_duration_seconds',
    modes: ['iptables'],
    sources: ['kep-3453-iptables-partial-sync'],
  },
  {
    name: 'kubeproxy_sync_partial_proxy_rules_duration_seconds',
    modes: ['iptables'],
    sources: ['kep-3453-iptables-partial-sync'],
  },
];
