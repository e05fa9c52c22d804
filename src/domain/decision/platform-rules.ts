/**
 * The named platforms' own facts as rules, under one policy (docs/CONTRIBUTING.md): a mode the
 * platform does not offer, per its sources, or gives no setting for, is unsuitable; a fact it
 * does not publish, a statement its own documents contradict or a tracker of its own confirms
 * unfixed is a caution labelled as the platform's; a setting the reader must make is an info
 * note. CCE's facts are the shared table's (documents: 'cce'). A platform without facts here
 * reads as another Kubernetes.
 */
import type { Answers } from '../answers/answers';
import { THRESHOLDS as T } from '../facts';
import type { Mode } from '../modes';
import type { PlatformId } from '../platforms/model';
import { bundledNft, bundledNftSources } from '../platforms/bundled-nft';
import { MODE_FACTS, type ModeFacts } from '../platforms/mode-facts';
import type { SourceId } from '../sources';
import { verBelow, verIn, version, type Params, type Rule } from './rule-kit';

/** Proper names, the same in every language: a reason names the platform it read. */
export const PLATFORM_NAMES: Record<PlatformId, string> = {
  cce: 'CCE',
  eks: 'EKS',
  aks: 'AKS',
  gke: 'GKE',
  tke: 'TKE',
  ack: 'ACK',
  kubeadm: 'kubeadm',
  k3s: 'k3s',
  rke2: 'RKE2',
  kops: 'kOps',
  kubespray: 'Kubespray',
};

const named = (a: Answers): PlatformId | undefined => (a.platform === 'k8s' ? undefined : a.platform);
const factsOf = (a: Answers): ModeFacts => {
  const id = named(a);
  return (id && MODE_FACTS[id]) ?? {};
};
const on = (id: PlatformId) => (a: Answers) => a.platform === id;
const platform = (a: Answers): Params => {
  const id = named(a);
  return id ? { platform: PLATFORM_NAMES[id] } : {};
};

type Kind = 'notOffered' | 'noSetting';
const lists = (kind: Kind, mode: Mode) => (a: Answers) => factsOf(a)[kind]?.modes.includes(mode) === true;
/** Every platform's sources for a kind of fact (the rule book's); a result shows its platform's own. */
const everySource = (pick: (f: ModeFacts) => readonly SourceId[] | undefined): SourceId[] => [
  ...new Set(Object.values(MODE_FACTS).flatMap((f) => pick(f) ?? [])),
];
const sourcesOf = (pick: (f: ModeFacts) => readonly SourceId[] | undefined) => (a: Answers) => pick(factsOf(a)) ?? [];

const nftFloor = (a: Answers): number | undefined => {
  const from = factsOf(a).nftFrom;
  return from ? (T[from.threshold] as number) : undefined;
};
const FLOORS = [
  ...new Set(Object.values(MODE_FACTS).flatMap((f) => (f.nftFrom ? [f.nftFrom.threshold] : []))),
] as (keyof typeof T)[];

const fromFacts = <const Id extends string, const M extends Mode, const S extends 'unsuitable' | 'caution'>(
  kind: Kind,
  mode: M,
  id: Id,
  status: S,
) =>
  ({
    id,
    mode,
    status,
    thresholds: [],
    when: lists(kind, mode),
    source: everySource((f) => f[kind]?.sources),
    sourceFor: sourcesOf((f) => f[kind]?.sources),
    params: platform,
  }) as const;

/** The versions where the platform's own rules flip a status: what-if steps to them too. */
export const platformVersionSteps = (a: Answers): number[] =>
  [nftFloor(a), on('eks')(a) ? T.nftRecommendedEks : undefined].filter((v): v is number => v !== undefined);

/** The nft k3s or RKE2 brings, for these answers (bundled-nft.ts). */
const bundled = (a: Answers) => bundledNft(a.platform, a.version);
/**
 * k3s before its line's JSON release (`noJson`), or with a version whose patch would decide it
 * (`unknown`). Lines that never had one are below v1.31, unsuitable anyway; a version not given
 * has a rule of its own.
 */
const k3sNft = (state: 'noJson' | 'unknown') => (a: Answers) => {
  const b = bundled(a);
  return on('k3s')(a) && b?.state === state && b.first !== null;
};
const firstJson = (a: Answers): Params => {
  const b = bundled(a);
  return b && b.state !== 'json' && b.first !== null ? { first: b.first } : {};
};

const EKS: SourceId[] = ['eks-nftables'];
const AKS: SourceId[] = ['aks-kube-proxy'];

// prettier-ignore
export const PLATFORM_RULES = [
  fromFacts('notOffered', 'nftables', 'nftables-not-offered-on-platform', 'unsuitable'),
  { id: 'nftables-below-platform-floor', mode: 'nftables', status: 'unsuitable', thresholds: FLOORS, when: (a) => { const floor = nftFloor(a); return floor !== undefined && verBelow(a, floor); }, source: everySource((f) => f.nftFrom?.sources), sourceFor: sourcesOf((f) => f.nftFrom?.sources), params: (a) => ({ ...platform(a), ...version(a), floor: `v1.${nftFloor(a) ?? ''}` }) },
  fromFacts('noSetting', 'nftables', 'nftables-no-platform-setting', 'unsuitable'),
  { id: 'nftables-eks-before-1-36', mode: 'nftables', status: 'caution', thresholds: ['nftMinVersionEks', 'nftRecommendedEks'], when: (a) => on('eks')(a) && verIn(a, T.nftMinVersionEks, T.nftRecommendedEks - 1), source: EKS, params: (a) => ({ ...version(a), recommended: `v1.${T.nftRecommendedEks}` }) },
  { id: 'nftables-rke2-experimental', mode: 'nftables', status: 'caution', thresholds: [], when: on('rke2'), source: ['rke2-nftables'] },
  { id: 'nftables-k3s-nft-no-json', mode: 'nftables', status: 'caution', thresholds: [], when: k3sNft('noJson'), source: bundledNftSources('k3s'), sourceFor: (a) => bundled(a)?.sources ?? [], params: (a) => ({ ...version(a), ...firstJson(a) }) },
  { id: 'nftables-k3s-nft-json-unknown', mode: 'nftables', status: 'caution', thresholds: [], when: k3sNft('unknown'), source: bundledNftSources('k3s'), sourceFor: (a) => bundled(a)?.sources ?? [], params: (a) => ({ ...version(a), ...firstJson(a) }) },
  { id: 'nftables-k3s-nft-bundled', mode: 'nftables', status: 'info', thresholds: [], when: (a) => on('k3s')(a) && bundled(a)?.state === 'json', source: bundledNftSources('k3s'), sourceFor: (a) => bundled(a)?.sources ?? [] },
  { id: 'nftables-rke2-nft-no-json', mode: 'nftables', status: 'caution', thresholds: [], when: on('rke2'), source: bundledNftSources('rke2') },
  { id: 'nftables-k3s-flannel-iptables', mode: 'nftables', status: 'caution', thresholds: [], when: on('k3s'), source: ['k3s-issue-12849'] },
  { id: 'nftables-aks-preview', mode: 'nftables', status: 'info', thresholds: [], when: on('aks'), source: AKS },
  { id: 'nftables-rke2-cni-setting', mode: 'nftables', status: 'info', thresholds: [], when: on('rke2'), source: ['rke2-nftables'] },
  { id: 'nftables-kops-calico-setting', mode: 'nftables', status: 'info', thresholds: [], when: on('kops'), source: ['kops-1-36-notes'] },
  { id: 'nftables-kubespray-release', mode: 'nftables', status: 'info', thresholds: [], when: on('kubespray'), source: ['kubespray-pr-12060'] },

  fromFacts('noSetting', 'ipvs', 'ipvs-no-platform-setting', 'unsuitable'),
  // The 1.35 notes say IPVS goes in 1.36; the 1.36 notes do not mention it.
  { id: 'ipvs-eks-notes-disagree', mode: 'ipvs', status: 'caution', thresholds: [], when: on('eks'), source: ['eks-versions-standard'] },
  { id: 'ipvs-aks-no-network-policy', mode: 'ipvs', status: 'caution', thresholds: [], when: on('aks'), source: AKS },
  { id: 'ipvs-aks-preview', mode: 'ipvs', status: 'info', thresholds: [], when: on('aks'), source: AKS },
] as const satisfies readonly Rule[];
