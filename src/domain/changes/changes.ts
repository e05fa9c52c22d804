/**
 * The change log: what moved in the advice, when, in which rule-set version, and which answers
 * it concerns — so `/changes` can list it, the feeds can carry it, and an old result link can
 * say whether a change touches it. The words (title, what, why) live in
 * `locales/{lang}/changes.json` under `entries.<id>`; everything a reader can check is here.
 *
 * Versions: a change that can move a status or a pick bumps the minor version with an entry; a
 * change of words or sources only bumps the patch, with an entry when a reader would care
 * (docs/CONTRIBUTING.md).
 */
import type { AnswerKey, PlatformChoice } from '../answers/answers';
import type { RowId } from '../matrix/model';
import type { SourceId } from '../sources';
import { PLUGIN_RULES } from '../decision/plugin-rules';
import { RULESET_VERSIONS, type RulesetVersion } from './versions';

export interface ChangeEntry {
  /** Stable: the entry's anchor on /changes and its id in the feeds. Never renamed. */
  id: string;
  /** ISO day the change was made. */
  date: string;
  /** The rule-set version it arrived in. */
  version: RulesetVersion;
  /** Rules it touches: current ones (RULES) or removed ones (REMOVED_RULES). */
  rules: readonly string[];
  /** Rows of the comparison table it touches. */
  rows: readonly RowId[];
  /**
   * The answers it concerns: a link answering any of them is told of it; `every` concerns every
   * link; none means it changed words or sources only and tells no link.
   */
  answers: readonly AnswerKey[] | 'every';
  /** Only links naming one of these platforms are concerned (a platform's own rules). */
  platforms?: readonly PlatformChoice[];
  sources: readonly SourceId[];
}

/** Newest first. */
export const CHANGES: readonly ChangeEntry[] = [
  {
    id: 'node-images-per-platform',
    date: '2026-12-07',
    version: '1.8.0',
    rules: ['nftables-image-kernel-below-5-13'],
    rows: [],
    answers: ['os'],
    sources: ['eks-al2023', 'eks-bottlerocket', 'aks-os-versions', 'al2-kernels', 'k8s-kernel-requirements'],
  },
  {
    id: 'counts-as-typed',
    date: '2026-12-06',
    version: '1.7.0',
    rules: [],
    rows: [],
    answers: ['services', 'endpoints', 'version', 'kernel', 'nft'],
    sources: [],
  },
  {
    id: 'deprecated-is-a-caution',
    date: '2026-12-06',
    version: '1.6.0',
    rules: ['ipvs-deprecation-plan'],
    rows: [],
    answers: 'every',
    sources: ['kep-5495-ipvs-deprecation'],
  },
  {
    id: 'nftables-slow-full-sync',
    date: '2026-12-06',
    version: '1.5.0',
    rules: ['nftables-slow-full-sync'],
    rows: [],
    answers: ['services'],
    sources: ['k8s-issue-135639', 'k8s-issue-139513', 'k8s-pr-140723'],
  },
  {
    id: 'plugin-setting-where-asked',
    date: '2026-12-06',
    version: '1.5.0',
    rules: ['nftables-plugin-setting', 'nftables-plugin-from-version', 'ipvs-plugin-setting'],
    rows: [],
    answers: ['plugin'],
    sources: ['calico-nftables', 'flannel-configuration', 'k3s-issue-12849', 'antrea-service-lb', 'vpc-cni-readme'],
  },
  {
    id: 'no-setting-unsuitable',
    date: '2026-12-06',
    version: '1.5.0',
    rules: ['nftables-no-platform-setting', 'ipvs-no-platform-setting'],
    rows: [],
    answers: ['platform'],
    platforms: ['gke'],
    sources: ['gke-api-datapath-provider', 'gke-terraform-cluster', 'gke-dataplane-v2-howto'],
  },
  {
    id: 'antrea-no-minimum-release',
    date: '2026-12-06',
    version: '1.5.0',
    rules: ['nftables-plugin-from-version'],
    rows: [],
    answers: ['plugin'],
    sources: ['antrea-architecture'],
  },
  {
    id: 'nft-missing-platform-unknown',
    date: '2026-12-06',
    version: '1.5.0',
    rules: ['nftables-nft-missing', 'nftables-nft-missing-where-unknown'],
    rows: [],
    answers: ['nft', 'kubeProxy'],
    sources: ['k3s-issue-12852'],
  },
  {
    id: 'k3s-rke2-bundled-nft',
    date: '2026-12-06',
    version: '1.5.0',
    rules: [
      'nftables-k3s-nft-no-json',
      'nftables-k3s-nft-json-unknown',
      'nftables-k3s-nft-bundled',
      'nftables-rke2-nft-no-json',
      'nftables-nft-missing',
      'nftables-nft-missing-where-unknown',
      'nftables-nft-in-image',
    ],
    rows: [],
    answers: ['version', 'nft', 'kubeProxy'],
    platforms: ['k3s', 'rke2'],
    sources: [
      'k3s-issue-12852',
      'k3s-issue-12857',
      'k3s-notes-1-31',
      'k3s-notes-1-32',
      'k3s-notes-1-33',
      'k3s-notes-1-34',
      'rke2-issue-8840',
    ],
  },
  {
    id: 'third-audit-wording',
    date: '2026-12-06',
    version: '1.4.1',
    rules: [],
    rows: [],
    answers: [],
    sources: ['k8s-nftables-supported-go', 'k8s-kube-proxy-options-go', 'kep-5343-nftables-default'],
  },
  {
    id: 'network-plugin-rules',
    date: '2026-12-05',
    version: '1.4.0',
    rules: PLUGIN_RULES.map((r) => r.id),
    rows: [],
    answers: ['plugin'],
    sources: [...new Set(PLUGIN_RULES.flatMap((r) => r.source))],
  },
  {
    id: 'dataplane-replaces-kube-proxy',
    date: '2026-12-05',
    version: '1.3.0',
    rules: [],
    rows: [],
    answers: ['dataplane'],
    sources: ['gke-dataplane-v2', 'cce-dataplane-v2', 'aks-cilium'],
  },
  {
    id: 'platforms-own-facts',
    date: '2026-12-05',
    version: '1.2.0',
    rules: [
      'nftables-not-offered-on-platform',
      'nftables-below-platform-floor',
      'nftables-no-platform-setting',
      'nftables-eks-before-1-36',
      'nftables-rke2-experimental',
      'nftables-k3s-flannel-iptables',
      'nftables-aks-preview',
      'nftables-rke2-cni-setting',
      'nftables-kops-calico-setting',
      'nftables-kubespray-release',
      'ipvs-no-platform-setting',
      'ipvs-eks-notes-disagree',
      'ipvs-aks-no-network-policy',
      'ipvs-aks-preview',
    ],
    rows: [],
    answers: ['platform'],
    platforms: ['eks', 'aks', 'gke', 'tke', 'ack', 'k3s', 'rke2', 'kops', 'kubespray'],
    sources: [
      'tke-api-advanced-settings',
      'eks-nftables',
      'aks-kube-proxy',
      'ack-terraform-cluster',
      'gke-terraform-cluster',
      'gke-dataplane-v2-howto',
      'rke2-nftables',
      'k3s-issue-12849',
      'kops-1-36-notes',
      'kubespray-pr-12060',
      'eks-versions-standard',
    ],
  },
  {
    id: 'old-host-nft-rules-out-nftables',
    date: '2026-12-05',
    version: '1.1.0',
    rules: [
      'nftables-nft-too-old',
      'nftables-nft-too-old-where-unknown',
      'nftables-nft-in-image',
      'nftables-nft-unknown',
    ],
    rows: ['requirements'],
    answers: ['nft', 'kubeProxy'],
    sources: ['k8s-nftables-supported-go', 'k8s-kernel-requirements'],
  },
  {
    id: 'eks-points-to-nftables-at-scale',
    date: '2026-12-05',
    version: '1.1.0',
    rules: ['iptables-many-services'],
    rows: [],
    answers: ['services'],
    sources: ['eks-nftables'],
  },
  {
    id: 'kernel-backports',
    date: '2026-12-05',
    version: '1.1.0',
    rules: ['nftables-kernel-conntrack', 'ipvs-kernel-below-5-9'],
    rows: [],
    answers: ['kernel'],
    sources: ['k8s-kernel-requirements'],
  },
  {
    id: 'ipvs-deprecation-plan',
    date: '2026-12-04',
    version: '1.1.0',
    rules: ['ipvs-deprecation-plan', 'ipvs-deprecated', 'ipvs-off-by-default', 'ipvs-removal-planned'],
    rows: ['upstream-status'],
    answers: 'every',
    sources: ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs', 'k8s-pr-139067'],
  },
  {
    id: 'nft-minimum-1-0-1',
    date: '2026-12-04',
    version: '1.1.0',
    rules: ['nftables-nft-too-old', 'nftables-nft-unknown', 'nftables-cce-needs-nft-1-0-1'],
    rows: ['requirements'],
    answers: ['nft'],
    sources: ['k8s-kernel-requirements', 'k8s-nftables-supported-go'],
  },
  {
    id: 'where-kube-proxy-runs',
    date: '2026-12-04',
    version: '1.1.0',
    rules: ['nftables-nft-missing', 'nftables-nft-missing-where-unknown', 'nftables-nft-in-image'],
    rows: ['requirements'],
    answers: ['nft', 'kubeProxy'],
    sources: ['k8s-nftables-supported-go', 'k8s-pr-140405'],
  },
  {
    id: 'host-nft-1-1-3',
    date: '2026-12-04',
    version: '1.1.0',
    rules: ['nftables-host-nft-1-1-3'],
    rows: ['known-issues'],
    answers: ['nft'],
    sources: ['k8s-issue-136786', 'k8s-pr-137501', 'k8s-pr-140405'],
  },
  {
    id: 'old-nodes-prefer-iptables',
    date: '2026-12-04',
    version: '1.1.0',
    rules: [],
    rows: [],
    answers: ['platform', 'kernel', 'nft', 'services'],
    sources: ['k8s-virtual-ips'],
  },
  {
    id: 'cce-nftables-chinese-edition',
    date: '2026-12-04',
    version: '1.1.0',
    rules: [
      'nftables-cce-below-1-35',
      'nftables-cce-needs-1-35',
      'nftables-version-unknown',
      'nftables-clusterip-ping-cce',
      'nftables-clusterip-ping-none',
      'nftables-kernel-below-5-13',
    ],
    rows: ['positioning'],
    answers: [],
    sources: ['cce-compare-zh'],
  },
  {
    id: 'version-keeps-patch',
    date: '2026-12-04',
    version: '1.1.0',
    rules: [],
    rows: [],
    answers: [],
    sources: [],
  },
];

/** Rules that no longer exist: their id, the version that removed them and the entry saying why. */
export const REMOVED_RULES = [
  { id: 'nftables-cce-needs-nft-1-0-1', removedIn: '1.1.0', entry: 'nft-minimum-1-0-1' },
  { id: 'nftables-nft-too-old-where-unknown', removedIn: '1.1.0', entry: 'old-host-nft-rules-out-nftables' },
  { id: 'nftables-plugin-setting', removedIn: '1.5.0', entry: 'plugin-setting-where-asked' },
] as const satisfies readonly { id: string; removedIn: RulesetVersion; entry: string }[];

/** -1, 0 or 1 as `a` is older than, the same as or newer than `b` (major.minor.patch). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

export function isRulesetVersion(v: string): v is RulesetVersion {
  return RULESET_VERSIONS.some((r) => r.version === v);
}

/**
 * What changed since a link made with rule set `version` that answers `answered` (and names
 * `platform`): the newer entries that concern every link or one of its answers — and, for a
 * platform's own change, its platform — newest first.
 */
export function changedSince(
  version: RulesetVersion,
  answered: readonly AnswerKey[],
  platform?: PlatformChoice,
): ChangeEntry[] {
  return CHANGES.filter(
    (c) =>
      compareVersions(c.version, version) > 0 &&
      (c.answers === 'every' || c.answers.some((k) => answered.includes(k))) &&
      (c.platforms === undefined || (platform !== undefined && c.platforms.includes(platform))),
  );
}
