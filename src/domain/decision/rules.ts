/**
 * The decision rules, as a table: one row per finding. A mode's status is the
 * worst `caution`/`unsuitable` row that fires; `info` rows only explain.
 * Ids are stable (they key the words in locales/{en,zh}/rules.json and may be
 * linked to), so rename only with a migration. Unknown answers may give
 * `caution`, never `unsuitable`.
 */
import type { Answers } from '../answers/answers';
import { compareKernelVersion, compareNftVersion, formatNftVersion } from '../answers/answers';
import { bundledNft } from '../platforms/bundled-nft';
import { NODE_IMAGES, nodeImage, type NodeImage } from '../platforms/node-images';
import { PLATFORM_RULES } from './platform-rules';
import { PLUGIN_RULES } from './plugin-rules';
import { documentsOf, verAtLeast, verBelow, verIn, version, type Params, type Rule } from './rule-kit';

export type { Params, RuleStatus } from './rule-kit';
export { documentsOf } from './rule-kit';
import { NFT_SLOW_SYNC_FIXED_IN, THRESHOLDS, TOLD_SOURCES } from '../facts';
import type { SourceId } from '../sources';
import { formatThreshold } from '../threshold-format';

// Every threshold the rules use is named once, in ../facts.ts.
const T = THRESHOLDS;

/** The rules read CCE's documents: the platform is CCE (by its platform data). */
const readsCce = (a: Answers): boolean => documentsOf(a.platform) === 'cce';
/** The rules read upstream's documents: a platform other than CCE is named. */
export const readsUpstream = (a: Answers): boolean => documentsOf(a.platform) === 'upstream';
/** CCE's figure applies when the platform is CCE or unknown; the lower one elsewhere. */
export const serviceThreshold = (a: Answers): number => (readsUpstream(a) ? T.servicesK8s : T.servicesCce);
export const needsIpvsAlgorithm = (a: Answers): boolean => a.lb === 'rr' || a.lb === 'lc' || a.lb === 'sed';

const kernelBelow = (a: Answers, t: { major: number; minor: number }) =>
  a.kernel !== undefined && compareKernelVersion(a.kernel, t) < 0;
const nftRequired = (a: Answers) => (readsCce(a) ? T.nftToolCce : T.nftTool);
/** Installed and older than `t`; a missing tool is its own rule. */
const nftBelow = (a: Answers, t: { major: number; minor: number; patch: number }) =>
  a.nft !== undefined && a.nft !== 'none' && compareNftVersion(a.nft, t) < 0;
const nft = (a: Answers): Params => (a.nft ? { nft: formatNftVersion(a.nft) } : {});
const nftMin = (a: Answers): Params => ({ required: formatNftVersion(nftRequired(a)) });
/**
 * Whether a missing nft on the node blocks the mode: on CCE always (CCE lists nft 1.0.1 as a node
 * requirement, and documents kube-proxy as a systemd service on the node); elsewhere when
 * kube-proxy runs on the host, since in a container it runs the nft in its image. `undefined`
 * when that is unknown, and an unknown answer never makes a mode unsuitable.
 */
const nodeNftNeeded = (a: Answers): boolean | undefined => {
  // k3s runs kube-proxy in its own process with the nft it bundles: from the release that made it
  // print JSON the node needs none; before it, as anywhere else; a version that does not say which
  // release it is leaves that open (platforms/bundled-nft.ts).
  const bundled = bundledNft(a.platform, a.version)?.state;
  if (bundled === 'json') return false;
  if (readsCce(a)) return true;
  // Without a platform it might be one that brings its own nft: a missing one is then a caution.
  if (a.kubeProxy === 'host') return bundled === 'unknown' || a.platform === undefined ? undefined : true;
  return a.kubeProxy === 'container' ? false : undefined;
};
/** The platform's own nft does the work (k3s from its JSON release), rather than a container image's. */
const bundledJson = (a: Answers) => bundledNft(a.platform, a.version)?.state === 'json';
/**
 * An installed nft older than the minimum rules nftables out wherever kube-proxy runs: upstream
 * wants the host's nft at 1.0.1 or later too, so that kube-proxy's rules cannot break the system's
 * own nft (supported.go; it checks the kernel as a stand-in, never the nft itself).
 */
const nftTooOld = (a: Answers) => nftBelow(a, nftRequired(a));
/**
 * The nodes themselves are too old for nftables mode (kernel, an old host nft, or no nft where
 * kube-proxy needs the host's): the case where upstream advises iptables rather than IPVS.
 */
export const nodesTooOldForNftables = (a: Answers): boolean =>
  kernelBelow(a, T.nftMinKernel) || nftTooOld(a) || (a.nft === 'none' && nodeNftNeeded(a) === true);
/** At the size where full syncs were measured in minutes, on a release without the fix (none yet). */
const slowFullSyncs = (a: Answers) =>
  (a.services ?? 0) >= T.nftSlowSyncServices &&
  (NFT_SLOW_SYNC_FIXED_IN === null || a.version === undefined || verBelow(a, NFT_SLOW_SYNC_FIXED_IN));
const cceBelowPingCutoff = (a: Answers) => a.pingClusterIP === true && readsCce(a) && verBelow(a, T.pingCutoffCce);

type ElbFlag = 'elbSharedIngress' | 'elbSharedCluster' | 'portRange';
/** Known CCE, pass-through known off: the ELB address is captured for certain. */
const elbBroken = (f: ElbFlag) => (a: Answers) => readsCce(a) && a[f] === true && a.passThrough === false;
/**
 * Pass-through unknown, or the platform unknown (it might be CCE): a caution,
 * never unsuitable, because an unknown answer must not rule a mode out.
 */
const elbUnchecked = (f: ElbFlag) => (a: Answers) =>
  !readsUpstream(a) && a[f] === true && a.passThrough !== true && !elbBroken(f)(a);

const kernel = (a: Answers): Params => (a.kernel ? { kernel: a.kernel.raw } : {});
const lb = (a: Answers): Params => (a.lb ? { lb: a.lb } : {});
const services = (a: Answers): Params => ({ services: a.services ?? 0, threshold: serviceThreshold(a) });

/** The node image's facts, where the answer names an image the guide knows. */
const image = (a: Answers) => nodeImage(a.os);
/** The image's default kernel stands in while the kernel is unknown: below nftables' minimum, a caution. */
const imageKernelBelow = (a: Answers) => {
  const k = image(a)?.defaultKernel;
  return a.kernel === undefined && k !== undefined && compareKernelVersion(k.version, T.nftMinKernel) < 0;
};
const osName = (a: Answers): Params => ({ os: image(a)?.name ?? '' });
const imageKernel = (a: Answers): Params => {
  const k = image(a)?.defaultKernel?.version;
  return { ...osName(a), ...(k ? { kernel: `${k.major}.${k.minor}` } : {}) };
};
/** Every source the images' facts cite for one kind of fact: the rule book lists them all. */
const imageSources = (of: (i: NodeImage) => readonly SourceId[] | undefined): SourceId[] => [
  ...new Set(NODE_IMAGES.flatMap((i: NodeImage) => of(i) ?? [])),
];
const CONN_REUSE_IMAGES = imageSources((i) => i.connReuse);
const KERNEL_REQ: SourceId = 'k8s-kernel-requirements';
const KERNEL_IMAGES: SourceId[] = [...imageSources((i) => i.defaultKernel?.sources), KERNEL_REQ];

const CCE: SourceId[] = ['cce-compare'];
/** CCE's nftables facts are only in the Chinese edition of its comparison page. */
const CCE_NFT: SourceId[] = ['cce-compare-zh'];
const NFT_REQ: SourceId[] = ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-nftables-supported-go'];
const NFT_HOST: SourceId[] = [...NFT_REQ, 'cce-node-components-check'];
/** CCE's documents, cited where the rules read them: on CCE, or where the platform is unknown. */
const CCE_DOCS: ReadonlySet<SourceId> = new Set(['cce-compare-zh', 'cce-node-components-check']);
/** A rule's sources, without CCE's documents where another platform is named (its words say it the same way). */
const cceCitedOnCce = (source: readonly SourceId[]) => ({
  source,
  sourceFor: (a: Answers) => (readsUpstream(a) ? source.filter((id) => !CCE_DOCS.has(id)) : source),
});
const NFT_113: readonly SourceId[] = TOLD_SOURCES['host-nft-1-1-3'];
/**
 * KEP-5495's plan for IPVS mode, named in the reasons by its thresholds' keys: a result fills
 * them from here, the rule book from the same thresholds.
 */
const ipvsPlan: Params = Object.fromEntries(
  (['ipvsDeprecatedVersion', 'ipvsGateVersion', 'ipvsGatedVersion', 'ipvsRemovedVersion'] as const).map((k) => [
    k,
    formatThreshold(k, 'en'), // a version reads the same in every language
  ]),
);
const SLOW_SYNC: readonly SourceId[] = TOLD_SOURCES['nftables-slow-full-sync'];
const IPVS_PLAN: SourceId[] = ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs', 'k8s-virtual-ips'];
const ELB: SourceId[] = ['cce-compare', 'cce-passthrough'];
const CONN_REUSE: SourceId[] = ['cce-conn-reuse', 'k8s-issue-70747', 'k8s-issue-81775', 'k8s-issue-93297'];
const ALGO: SourceId[] = ['cce-compare', 'k8s-virtual-ips'];

// prettier-ignore
export const RULES = [
  // nftables: hard requirements (cluster version, kernel, nft tool)
  { id: 'nftables-cce-below-1-35', mode: 'nftables', status: 'unsuitable', thresholds: ['nftMinVersionCce'], when: (a) => readsCce(a) && verBelow(a, T.nftMinVersionCce), source: CCE_NFT, params: version },
  { id: 'nftables-below-1-31', mode: 'nftables', status: 'unsuitable', thresholds: ['nftMinVersion'], when: (a) => !readsCce(a) && verBelow(a, T.nftMinVersion), source: ['kep-3866-nftables', 'k8s-virtual-ips'], params: version },
  { id: 'nftables-kernel-below-5-13', mode: 'nftables', status: 'unsuitable', thresholds: ['nftMinKernel'], when: (a) => kernelBelow(a, T.nftMinKernel), ...cceCitedOnCce(NFT_REQ), params: kernel },
  // No kernel given, but the image's default one is below the minimum: a caution, since a node may run another.
  { id: 'nftables-image-kernel-below-5-13', mode: 'nftables', status: 'caution', thresholds: ['nftMinKernel'], when: imageKernelBelow, source: KERNEL_IMAGES, sourceFor: (a) => [...(image(a)?.defaultKernel?.sources ?? []), KERNEL_REQ], params: imageKernel },
  // A missing nft matters only where kube-proxy needs the host's; an old one, wherever it runs.
  { id: 'nftables-nft-missing', mode: 'nftables', status: 'unsuitable', thresholds: [], when: (a) => a.nft === 'none' && nodeNftNeeded(a) === true, ...cceCitedOnCce(NFT_HOST) },
  { id: 'nftables-nft-missing-where-unknown', mode: 'nftables', status: 'caution', thresholds: [], when: (a) => a.nft === 'none' && nodeNftNeeded(a) === undefined, ...cceCitedOnCce(NFT_HOST) },
  { id: 'nftables-nft-too-old', mode: 'nftables', status: 'unsuitable', thresholds: ['nftTool', 'nftToolCce'], when: nftTooOld, ...cceCitedOnCce(NFT_HOST), params: (a) => ({ ...nft(a), ...nftMin(a) }) },
  { id: 'nftables-nft-in-image', mode: 'nftables', status: 'info', thresholds: [], when: (a) => a.nft === 'none' && nodeNftNeeded(a) === false && !bundledJson(a), source: ['k8s-nftables-supported-go', 'k8s-pr-140405'], params: nftMin },
  { id: 'nftables-host-nft-1-1-3', mode: 'nftables', status: 'caution', thresholds: ['nftBreaksSyncs'], when: (a) => a.nft !== undefined && a.nft !== 'none' && compareNftVersion(a.nft, T.nftBreaksSyncs) >= 0, source: NFT_113, params: nft },
  { id: 'nftables-beta', mode: 'nftables', status: 'caution', thresholds: ['nftMinVersion', 'nftGaVersion'], when: (a) => readsUpstream(a) && verIn(a, T.nftMinVersion, T.nftGaVersion - 1), source: ['kep-3866-nftables'], params: version },
  { id: 'nftables-cce-needs-1-35', mode: 'nftables', status: 'caution', thresholds: ['nftMinVersion', 'nftMinVersionCce'], when: (a) => documentsOf(a.platform) === 'unknown' && verIn(a, T.nftMinVersion, T.nftMinVersionCce - 1), source: CCE_NFT, params: version },
  { id: 'nftables-version-unknown', mode: 'nftables', status: 'caution', thresholds: [], when: (a) => a.version === undefined, ...cceCitedOnCce(['cce-compare-zh', 'kep-3866-nftables']) },
  { id: 'nftables-kernel-unknown', mode: 'nftables', status: 'caution', thresholds: [], when: (a) => a.kernel === undefined, ...cceCitedOnCce(NFT_REQ) },
  { id: 'nftables-nft-unknown', mode: 'nftables', status: 'caution', thresholds: [], when: (a) => a.nft === undefined, ...cceCitedOnCce(NFT_HOST) },
  { id: 'nftables-no-lb-algorithm', mode: 'nftables', status: 'caution', thresholds: [], when: needsIpvsAlgorithm, source: ALGO, params: lb },
  { id: 'nftables-sh-session-affinity', mode: 'nftables', status: 'info', thresholds: [], when: (a) => a.lb === 'sh', source: ['k8s-virtual-ips', 'kep-3866-nftables'] },
  // ClusterIP ping: on CCE below v1.27 only IPVS answers, so the others get a caution. From
  // v1.27 (and upstream) no mode answers: that is `info` everywhere, because a caution on all
  // three would erase the real differences between the modes without helping to choose.
  { id: 'nftables-slow-full-sync', mode: 'nftables', status: 'caution', thresholds: ['nftSlowSyncServices'], when: slowFullSyncs, source: SLOW_SYNC, params: (a) => ({ services: a.services ?? 0 }) },
  { id: 'nftables-clusterip-ping-cce', mode: 'nftables', status: 'caution', thresholds: ['pingCutoffCce'], when: cceBelowPingCutoff, source: CCE_NFT, params: version },
  { id: 'nftables-clusterip-ping-none', mode: 'nftables', status: 'info', thresholds: ['pingCutoffCce'], when: (a) => a.pingClusterIP === true && !cceBelowPingCutoff(a), source: CCE_NFT },
  { id: 'nftables-kernel-conntrack', mode: 'nftables', status: 'info', thresholds: ['nftMinKernel', 'nftConntrackKernel'], when: (a) => !kernelBelow(a, T.nftMinKernel) && kernelBelow(a, T.nftConntrackKernel), source: ['k8s-virtual-ips'], params: kernel },

  // iptables: never unsuitable; only scale and features it lacks
  { id: 'iptables-many-services-cce', mode: 'iptables', status: 'caution', thresholds: ['servicesCce'], when: (a) => !readsUpstream(a) && (a.services ?? 0) >= T.servicesCce, source: ['cce-compare', 'cce-compare-tr-central-201'], params: services },
  { id: 'iptables-many-services', mode: 'iptables', status: 'caution', thresholds: ['servicesK8s'], when: (a) => readsUpstream(a) && (a.services ?? 0) >= T.servicesK8s, source: ['tigera-iptables-vs-ipvs', 'calico-use-ipvs', 'eks-ipvs', 'eks-nftables'], params: services },
  { id: 'iptables-no-lb-algorithm', mode: 'iptables', status: 'caution', thresholds: [], when: needsIpvsAlgorithm, source: ALGO, params: lb },
  { id: 'iptables-sh-session-affinity', mode: 'iptables', status: 'info', thresholds: [], when: (a) => a.lb === 'sh', source: ['k8s-virtual-ips', 'k8s-iptables-proxier'] },
  { id: 'iptables-clusterip-ping-cce', mode: 'iptables', status: 'caution', thresholds: ['pingCutoffCce'], when: cceBelowPingCutoff, source: CCE, params: version },
  { id: 'iptables-clusterip-ping-none', mode: 'iptables', status: 'info', thresholds: ['pingCutoffCce'], when: (a) => a.pingClusterIP === true && !cceBelowPingCutoff(a), source: CCE },

  // IPVS: CCE's ELB capture, old kernels/OS images, upstream deprecation
  { id: 'ipvs-elb-shared-ingress', mode: 'ipvs', status: 'unsuitable', thresholds: [], when: elbBroken('elbSharedIngress'), source: ELB },
  { id: 'ipvs-elb-shared-ingress-unchecked', mode: 'ipvs', status: 'caution', thresholds: [], when: elbUnchecked('elbSharedIngress'), source: ELB },
  { id: 'ipvs-elb-shared-cluster', mode: 'ipvs', status: 'unsuitable', thresholds: [], when: elbBroken('elbSharedCluster'), source: ELB },
  { id: 'ipvs-elb-shared-cluster-unchecked', mode: 'ipvs', status: 'caution', thresholds: [], when: elbUnchecked('elbSharedCluster'), source: ELB },
  { id: 'ipvs-port-range', mode: 'ipvs', status: 'unsuitable', thresholds: [], when: elbBroken('portRange'), source: ELB },
  { id: 'ipvs-port-range-unchecked', mode: 'ipvs', status: 'caution', thresholds: [], when: elbUnchecked('portRange'), source: ELB },
  { id: 'ipvs-os-conn-reuse', mode: 'ipvs', status: 'caution', thresholds: [], when: (a) => image(a)?.connReuse !== undefined, source: CONN_REUSE_IMAGES, sourceFor: (a) => image(a)?.connReuse ?? [], params: osName },
  { id: 'ipvs-kernel-below-5-9', mode: 'ipvs', status: 'caution', thresholds: ['ipvsMinKernel'], when: (a) => kernelBelow(a, T.ipvsMinKernel), source: CONN_REUSE, params: kernel },
  { id: 'ipvs-short-conn-kernel-unknown', mode: 'ipvs', status: 'caution', thresholds: [], when: (a) => a.shortConn === true && a.kernel === undefined, source: CONN_REUSE },
  // Every IPVS result says it is deprecated and until when it works: one of these four fires.
  // Deprecated by its maintainers: at best a caution, whatever the cluster's version (CONTRIBUTING.md).
  { id: 'ipvs-deprecation-plan', mode: 'ipvs', status: 'caution', thresholds: ['ipvsDeprecatedVersion'], when: (a) => a.version === undefined || verBelow(a, T.ipvsDeprecatedVersion), source: IPVS_PLAN, params: () => ipvsPlan },
  { id: 'ipvs-deprecated', mode: 'ipvs', status: 'caution', thresholds: ['ipvsDeprecatedVersion', 'ipvsGatedVersion'], when: (a) => verIn(a, T.ipvsDeprecatedVersion, T.ipvsGatedVersion - 1), source: IPVS_PLAN, params: (a) => ({ ...version(a), ...ipvsPlan }) },
  { id: 'ipvs-off-by-default', mode: 'ipvs', status: 'caution', thresholds: ['ipvsGatedVersion', 'ipvsRemovedVersion'], when: (a) => verIn(a, T.ipvsGatedVersion, T.ipvsRemovedVersion - 1), source: IPVS_PLAN, params: (a) => ({ ...version(a), gate: `v1.${T.ipvsGateVersion}` }) },
  { id: 'ipvs-removal-planned', mode: 'ipvs', status: 'unsuitable', thresholds: ['ipvsRemovedVersion'], when: (a) => verAtLeast(a, T.ipvsRemovedVersion), source: [...IPVS_PLAN, 'k8s-pr-139067'], params: version },
  { id: 'ipvs-sh-not-a-reason', mode: 'ipvs', status: 'info', thresholds: [], when: (a) => a.lb === 'sh', source: ['k8s-virtual-ips'] },
  { id: 'ipvs-clusterip-ping-cce', mode: 'ipvs', status: 'info', thresholds: [], when: (a) => a.pingClusterIP === true && readsCce(a), source: ['cce-compare', 'k8s-pr-108460'] },
  { id: 'ipvs-clusterip-ping-upstream', mode: 'ipvs', status: 'info', thresholds: [], when: (a) => a.pingClusterIP === true && !readsCce(a), source: ['k8s-pr-108460', 'k8s-issue-117613'] },
  { id: 'ipvs-coredns-dns-timeouts', mode: 'ipvs', status: 'info', thresholds: [], when: () => true, source: ['cce-coredns-ipvs', 'k8s-issue-71514', 'k8s-pr-71515', 'k8s-issue-76664', 'k8s-pr-77802'] },
  // Each named platform's own facts, after the rules every platform shares; then the network plugin's.
  ...PLATFORM_RULES,
  ...PLUGIN_RULES,
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];
