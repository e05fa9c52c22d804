/**
 * What a node carries that names the platform it runs on: the import reads these, beside the
 * platform data they belong to. A clue is `certain` only where no other platform's nodes carry it:
 * a build suffix or a label the platform itself sets. A cloud's provider ID is not: kubeadm, kOps
 * or k3s on the same cloud's machines report it too, so it is evidence, never an answer.
 */
import type { SourceId } from '../sources';
import type { PlatformId } from './model';

type ClueMatch =
  /** The kubelet's or the API server's `gitVersion`. */
  | { readonly field: 'version'; readonly pattern: RegExp }
  /** A node label with this key (and this value, where given). */
  | { readonly field: 'label'; readonly key: string; readonly value?: string }
  /** `spec.providerID` starting with this prefix. */
  | { readonly field: 'providerID'; readonly prefix: string }
  /** The tag of kube-proxy's image, in its DaemonSet or its Pods. */
  | { readonly field: 'kubeProxyImage'; readonly pattern: RegExp };

export interface PlatformClue {
  readonly id: string;
  readonly platform: PlatformId;
  /** Only this platform's nodes carry it: the import answers with it. */
  readonly certain: boolean;
  readonly match: ClueMatch;
  readonly sources: readonly SourceId[];
}

export const PLATFORM_CLUES: readonly PlatformClue[] = [
  // CCE: `v1.28.15-r20`, the community version plus CCE's patch release.
  {
    id: 'cce-version',
    platform: 'cce',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+-r\d+(?:[-.][0-9A-Za-z.]+)?$/ },
    sources: ['cce-version-policy', 'cce-dataplane-v2'],
  },
  // EKS: `v1.2.3-eks-1234567` (seven hex digits of the build).
  {
    id: 'eks-version',
    platform: 'eks',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+-eks-[0-9a-f]{7}$/ },
    sources: ['eks-getting-started-eksctl'],
  },
  {
    id: 'eks-nodegroup',
    platform: 'eks',
    certain: true,
    match: { field: 'label', key: 'eks.amazonaws.com/nodegroup' },
    sources: ['eks-managed-node-update'],
  },
  {
    id: 'eks-nodegroup-image',
    platform: 'eks',
    certain: true,
    match: { field: 'label', key: 'eks.amazonaws.com/nodegroup-image' },
    sources: ['eks-managed-node-update'],
  },
  {
    id: 'eks-auto-mode',
    platform: 'eks',
    certain: true,
    match: { field: 'label', key: 'eks.amazonaws.com/compute-type', value: 'auto' },
    sources: ['eks-auto-mode-labels'],
  },
  // EKS builds its kube-proxy add-on: `v1.35.3-eksbuild.13`, and `v1.33.5-minimal-eksbuild.2` self-managed.
  {
    id: 'eks-kube-proxy-image',
    platform: 'eks',
    certain: true,
    match: { field: 'kubeProxyImage', pattern: /^v?\d+\.\d+\.\d+(?:-minimal)?-eksbuild\.\d+$/ },
    sources: ['eks-managing-kube-proxy'],
  },
  // AKS reserves these labels; its kubelet versions carry no suffix of its own.
  {
    id: 'aks-managedby',
    platform: 'aks',
    certain: true,
    match: { field: 'label', key: 'kubernetes.azure.com/managedby', value: 'aks' },
    sources: ['aks-use-labels'],
  },
  {
    id: 'aks-agentpool',
    platform: 'aks',
    certain: true,
    match: { field: 'label', key: 'kubernetes.azure.com/agentpool' },
    sources: ['aks-use-labels'],
  },
  // GKE: `1.19.7-gke.1500`.
  {
    id: 'gke-version',
    platform: 'gke',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+-gke\.\d+$/ },
    sources: ['gke-node-pool-labels-update'],
  },
  {
    id: 'gke-nodepool',
    platform: 'gke',
    certain: true,
    match: { field: 'label', key: 'cloud.google.com/gke-nodepool' },
    sources: ['gke-node-pools'],
  },
  // TKE: `v1.28.3-tke.3`.
  {
    id: 'tke-version',
    platform: 'tke',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+-tke\.\d+$/ },
    sources: ['tke-revision-history'],
  },
  // ACK: `1.35.1-aliyun.1`.
  {
    id: 'ack-version',
    platform: 'ack',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+-aliyun\.\d+$/ },
    sources: ['ack-1-35-notes'],
  },
  {
    id: 'ack-nodepool',
    platform: 'ack',
    certain: true,
    match: { field: 'label', key: 'alibabacloud.com/nodepool-id' },
    sources: ['ack-node-pool-label'],
  },
  // The installers that put their own name in the build: `v1.33.5+k3s1`, `v1.35.1+rke2r1`.
  {
    id: 'k3s-version',
    platform: 'k3s',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+\+k3s\d+$/ },
    sources: ['k3s-releases'],
  },
  {
    id: 'rke2-version',
    platform: 'rke2',
    certain: true,
    match: { field: 'version', pattern: /^v?\d+\.\d+\.\d+\+rke2r\d+$/ },
    sources: ['rke2-nftables'],
  },
  // The cloud, not the platform: any cluster on these machines with the cloud's provider reports them.
  {
    id: 'aws-provider-id',
    platform: 'eks',
    certain: false,
    match: { field: 'providerID', prefix: 'aws://' },
    sources: ['aws-cloud-provider-instances'],
  },
  {
    id: 'gce-provider-id',
    platform: 'gke',
    certain: false,
    match: { field: 'providerID', prefix: 'gce://' },
    sources: ['gcp-cloud-provider-gce-util'],
  },
];

export function clueById(id: string): PlatformClue {
  const clue = PLATFORM_CLUES.find((c) => c.id === id);
  if (!clue) throw new Error(`no platform clue ${id}`);
  return clue;
}

/** The node labels a clue reads: the importer keeps only these of a node's labels. */
export const CLUE_LABEL_KEYS: ReadonlySet<string> = new Set(
  PLATFORM_CLUES.flatMap((c) => (c.match.field === 'label' ? [c.match.key] : [])),
);

export interface NodeEvidence {
  readonly version?: string | undefined;
  readonly labels?: Readonly<Record<string, string>> | undefined;
  readonly providerID?: string | undefined;
  /** The tag of kube-proxy's image (not a node's, but read the same way). */
  readonly kubeProxyImageTag?: string | undefined;
}

/** The clues one node's (or the API server's) evidence matches, each with the text it matched. */
export function cluesOf(e: NodeEvidence): { clue: PlatformClue; raw: string }[] {
  const found: { clue: PlatformClue; raw: string }[] = [];
  for (const clue of PLATFORM_CLUES) {
    const m = clue.match;
    if (m.field === 'version' && e.version !== undefined && m.pattern.test(e.version)) {
      found.push({ clue, raw: e.version });
    } else if (m.field === 'label') {
      const v = e.labels?.[m.key];
      if (v !== undefined && (m.value === undefined || v === m.value)) found.push({ clue, raw: `${m.key}=${v}` });
    } else if (m.field === 'providerID' && e.providerID?.startsWith(m.prefix)) {
      found.push({ clue, raw: e.providerID });
    } else if (
      m.field === 'kubeProxyImage' &&
      e.kubeProxyImageTag !== undefined &&
      m.pattern.test(e.kubeProxyImageTag)
    ) {
      found.push({ clue, raw: e.kubeProxyImageTag });
    }
  }
  return found;
}
