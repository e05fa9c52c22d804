import { formatNftVersion } from '../answers/answers';
import { CCE_PORT_RANGE_EXAMPLE, THRESHOLDS as T } from '../facts';
import { IPTABLES_PICK_FORMULA } from '../scaling/cost-model';
import type { SourceId } from '../sources';
import type { Mode } from '../modes';
import { rowKey, type MatrixCell, type RowId, type Tone } from './model';

interface CellSpec {
  /** Summary name under `values.<row>`. Equal names mean "says the same thing". */
  value: string;
  /** Bullet names under `points.<row>.<mode>`. */
  points?: string[];
  sources: SourceId[];
  tone?: Tone;
  params?: Record<string, string | number>;
  /** A key shared by several modes (same sentence), instead of `cells.<row>.<mode>`. */
  key?: string;
}

// Keys are derived from row and mode so the data stays short and a typo shows
// up as an unresolved key in the tests rather than as a silent blank cell.
function cell(row: RowId, mode: Mode, spec: CellSpec): MatrixCell {
  const r = rowKey(row);
  const c: MatrixCell = {
    row,
    mode,
    key: spec.key ?? `cells.${r}.${mode}`,
    valueKey: `values.${r}.${spec.value}`,
    sources: spec.sources,
  };
  if (spec.points) c.points = spec.points.map((p) => `points.${r}.${mode}.${p}`);
  if (spec.tone) c.tone = spec.tone;
  if (spec.params) c.params = spec.params;
  return c;
}

// Figures the sources state (../facts.ts); kept as params so en and zh cannot drift apart.
/** A Kubernetes minor version as the cells write it: 35 → `v1.35`. */
const clusterVersionText = (minor: number): string => `v1.${minor}`;
/** A kernel threshold as the cells write it: `5.13`. */
const kernelText = (k: { major: number; minor: number }): string => `${k.major}.${k.minor}`;
const CCE_SERVICES = { services: T.servicesCce };
const PORT_RANGE = CCE_PORT_RANGE_EXAMPLE;
const CHANGE_LATER: SourceId[] = ['cce-param-kube-proxy-mode', 'k8s-nftables-blog', 'eks-nftables'];

// prettier-ignore
export const CELLS: readonly MatrixCell[] = [
  // — Rows of the CCE page —
  cell('positioning', 'nftables', { value: 'nextGen', tone: 'good', sources: ['cce-compare-zh'] }),
  cell('positioning', 'iptables', { value: 'matureDefault', tone: 'neutral', params: CCE_SERVICES, sources: ['cce-compare'] }),
  cell('positioning', 'ipvs', { value: 'highPerformance', tone: 'good', sources: ['cce-compare'] }),

  cell('throughput', 'nftables', { value: 'higher', tone: 'good', sources: ['cce-compare-zh'] }),
  cell('throughput', 'iptables', { value: 'lower', tone: 'warn', points: ['tigeraCpu'], sources: ['cce-compare', 'tigera-iptables-vs-ipvs'] }),
  cell('throughput', 'ipvs', { value: 'higher', tone: 'good', points: ['tigeraCpu'], sources: ['cce-compare', 'tigera-iptables-vs-ipvs'] }),

  cell('complexity', 'nftables', { value: 'constantOrLog', tone: 'good', sources: ['cce-compare-zh'] }),
  cell('complexity', 'iptables', { value: 'linear', tone: 'warn', points: ['firstPacketOnly'], sources: ['cce-compare', 'k8s-iptables-proxier'] }),
  cell('complexity', 'ipvs', { value: 'constant', tone: 'good', sources: ['cce-compare'] }),

  cell('load-balancing', 'nftables', { value: 'randomEqual', tone: 'neutral', points: ['noScheduler'], sources: ['cce-compare-zh', 'eks-nftables'] }),
  cell('load-balancing', 'iptables', { value: 'randomEqual', tone: 'neutral', points: ['statisticMatch'], params: { formula: IPTABLES_PICK_FORMULA }, sources: ['cce-compare', 'k8s-iptables-proxier'] }),
  cell('load-balancing', 'ipvs', {
    value: 'schedulers',
    tone: 'good',
    points: ['schedulerList', 'affinityEverywhere'],
    sources: ['cce-compare', 'k8s-virtual-ips'],
  }),

  cell('clusterip-ping', 'nftables', { value: 'noPing', tone: 'neutral', sources: ['cce-compare-zh'] }),
  cell('clusterip-ping', 'iptables', { value: 'noPing', tone: 'neutral', sources: ['cce-compare'] }),
  cell('clusterip-ping', 'ipvs', {
    value: 'beforeV127',
    tone: 'neutral',
    points: ['cutoffIsCce'],
    params: { version: clusterVersionText(T.pingCutoffCce), pr: '#108460' },
    sources: ['cce-compare', 'k8s-pr-108460', 'k8s-issue-117613', 'k3s-issue-7183'],
  }),

  cell('limits', 'nftables', { value: 'cce135', tone: 'warn', params: { version: clusterVersionText(T.nftMinVersionCce), kernel: kernelText(T.nftMinKernel) }, sources: ['cce-compare-zh'] }),
  cell('limits', 'iptables', {
    value: 'latency3000',
    tone: 'warn',
    points: ['othersSay1000', 'regionalEdition'],
    params: CCE_SERVICES,
    sources: ['cce-compare', 'cce-compare-tr-central-201', 'calico-use-ipvs', 'eks-ipvs', 'eks-nftables'],
  }),
  cell('limits', 'ipvs', {
    value: 'elbAndOs',
    tone: 'bad',
    points: ['elbIngress', 'elbOtherCluster', 'elbPortRange', 'passThrough', 'osImages'],
    params: PORT_RANGE,
    sources: ['cce-compare', 'cce-passthrough', 'cce-passthrough-bestpractice', 'cce-conn-reuse'],
  }),

  // — What upstream and other sources add —
  cell('requirements', 'nftables', {
    value: 'kernel513',
    tone: 'warn',
    points: ['nftVersionReading', 'hostOrContainer', 'kernelExamples'],
    params: { kernel: kernelText(T.nftMinKernel), nft: formatNftVersion(T.nftToolCce), nftUpstream: formatNftVersion(T.nftTool), cluster: clusterVersionText(T.nftMinVersionCce) },
    sources: ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-nftables-supported-go', 'cce-node-components-check', 'kep-5343-nftables-default'],
  }),
  cell('requirements', 'iptables', { value: 'noExtras', tone: 'good', sources: ['k8s-virtual-ips', 'k8s-ipvs-readme'] }),
  cell('requirements', 'ipvs', {
    value: 'modulesIpset',
    tone: 'warn',
    points: ['kernel59'],
    sources: ['k8s-ipvs-readme', 'kep-265-ipvs', 'cce-conn-reuse', 'k8s-issue-93297'],
  }),

  cell('lookup', 'nftables', {
    value: 'verdictMap',
    tone: 'good',
    points: ['flatLatency', 'onParWithIpvs'],
    sources: ['k8s-nftables-proxier', 'kep-3866-nftables', 'k8s-nftables-blog'],
  }),
  cell('lookup', 'iptables', {
    value: 'linearChain',
    tone: 'warn',
    points: ['ruleCount', 'latencyGrowth'],
    sources: ['k8s-iptables-proxier', 'kep-3866-nftables', 'k8s-nftables-blog'],
  }),
  cell('lookup', 'ipvs', { value: 'hashTable', tone: 'good', points: ['ipsets'], sources: ['k8s-virtual-ips', 'k8s-ipvs-readme'] }),

  cell('rule-updates', 'nftables', { value: 'incremental', tone: 'good', sources: ['k8s-nftables-proxier', 'kep-3866-nftables'] }),
  cell('rule-updates', 'iptables', {
    value: 'partialSince128',
    tone: 'neutral',
    points: ['syncDefaults', 'scaleTest', 'xtablesLock'],
    sources: ['kep-3453-iptables-partial-sync', 'k8s-virtual-ips', 'k8s-issue-48107', 'k8s-issue-57428'],
  }),
  cell('rule-updates', 'ipvs', { value: 'perServiceObjects', tone: 'neutral', sources: ['kep-265-ipvs', 'k8s-ipvs-readme'] }),

  cell('upstream-status', 'nftables', {
    value: 'ga133',
    tone: 'good',
    points: ['defaultPlan'],
    sources: ['kep-3866-nftables', 'kep-5343-nftables-default', 'k8s-pr-139957'],
  }),
  cell('upstream-status', 'iptables', {
    value: 'defaultSince12',
    tone: 'good',
    points: ['defaultPlan', 'releaseState'],
    sources: ['k8s-ipvs-readme', 'k8s-virtual-ips', 'kep-5343-nftables-default', 'k8s-pr-139777', 'k8s-pr-139957', 'sig-release-1-38'],
  }),
  cell('upstream-status', 'ipvs', {
    value: 'deprecated135',
    tone: 'bad',
    points: ['disabledV140', 'removalV143', 'aksAdvice'],
    sources: ['k8s-ipvs-readme', 'k8s-virtual-ips', 'kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs', 'k8s-pr-139067', 'aks-kube-proxy'],
  }),

  // Same rule for every mode, so one shared sentence; only IPVS adds a bullet.
  cell('change-later', 'nftables', { key: 'cells.changeLater.anyMode', value: 'fixedOnCce', tone: 'neutral', sources: CHANGE_LATER }),
  cell('change-later', 'iptables', { key: 'cells.changeLater.anyMode', value: 'fixedOnCce', tone: 'neutral', sources: CHANGE_LATER }),
  cell('change-later', 'ipvs', {
    key: 'cells.changeLater.anyMode',
    value: 'fixedOnCce',
    tone: 'neutral',
    points: ['removalForcesMove'],
    sources: [...CHANGE_LATER, 'kep-5495-ipvs-deprecation'],
  }),

  cell('known-issues', 'nftables', {
    value: 'behaviourChanges',
    tone: 'warn',
    points: ['nodePortIps', 'noLocalhost', 'noFirewallAccept', 'conntrackOldKernel', 'hostNft113', 'cniCompat', 'gainAtScale'],
    sources: ['k8s-virtual-ips', 'kep-6032-nftables-localhost-nodeports', 'k8s-issue-136786', 'k8s-pr-137501', 'k8s-pr-140405', 'eks-nftables'],
  }),
  cell('known-issues', 'iptables', {
    value: 'scaleLimits',
    tone: 'warn',
    points: ['latency', 'xtablesLock'],
    params: CCE_SERVICES,
    sources: ['cce-compare', 'cce-compare-tr-central-201', 'calico-use-ipvs', 'eks-ipvs', 'tigera-iptables-vs-ipvs', 'k8s-issue-48107', 'k8s-issue-57428'],
  }),
  cell('known-issues', 'ipvs', {
    value: 'manyCaveats',
    tone: 'bad',
    points: ['connReuse', 'coreDns', 'calicoMarks', 'elbCapture'],
    sources: [
      'cce-conn-reuse',
      'k8s-issue-70747',
      'k8s-pr-71114',
      'k8s-issue-81775',
      'k8s-issue-93297',
      'cce-coredns-ipvs',
      'k8s-issue-71514',
      'k8s-pr-71515',
      'k8s-issue-76664',
      'k8s-pr-77802',
      'calico-use-ipvs',
      'cce-compare',
      'cce-passthrough',
    ],
  }),
];
