/**
 * The platform data's shape: how each managed platform or installer offers, sets and runs
 * kube-proxy's modes. Every fact names its sources (their checked dates are in the registry), or
 * says it is not published and what was searched.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import type { NotPublished } from '../not-published';

/** The managed platforms: the cloud runs the control plane and offers what it documents. */
const MANAGED_IDS = ['cce', 'eks', 'aks', 'gke', 'tke', 'ack'] as const;
/** The installers: a cluster you run, with whatever network plugin you install. */
const INSTALLER_IDS = ['kubeadm', 'k3s', 'rke2', 'kops', 'kubespray'] as const;

/** Every platform, in the order the pages list them; `k8s` stays "another Kubernetes". */
export const PLATFORM_IDS = [...MANAGED_IDS, ...INSTALLER_IDS] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export type PlatformKind = 'managed' | 'installer';

export const platformKind = (id: PlatformId): PlatformKind =>
  (MANAGED_IDS as readonly string[]).includes(id) ? 'managed' : 'installer';

export const isPlatformId = (id: string): id is PlatformId => (PLATFORM_IDS as readonly string[]).includes(id);

/** A fact its sources state, or a gap: no source says it (with what was searched). */
export type Fact<T> = { readonly value: T; readonly sources: readonly SourceId[] } | NotPublished;

interface ModeOffer {
  readonly mode: Mode;
  /** The platform's own word for the mode (AKS `NFTABLES`, CCE `ipvs`), or a gap. */
  readonly value: Fact<string>;
  /** The first (platform or Kubernetes) version offering it, where a source names one. */
  readonly since?: string;
  readonly sources: readonly SourceId[];
}

/** When the mode is chosen: only when the cluster is created, or at any time after. */
type ChosenAt = 'creation' | 'anytime';
/**
 * What a change costs: a new cluster, kube-proxy restarted on every node, the installer's service
 * restarted on every node, every node replaced by a rolling update, or a brief traffic interruption.
 */
type ChangeCost = 'new-cluster' | 'restart-kube-proxy' | 'restart-service' | 'rolling-update' | 'brief-interruption';
export type KubeProxyRuns = 'daemonset' | 'static-pod' | 'systemd' | 'embedded';
/** The interface a snippet is written for. */
type SnippetVia = 'api' | 'cli' | 'terraform' | 'config';

export interface PlatformSnippet {
  readonly via: SnippetVia;
  readonly mode: Mode;
  /** The platform's value for `mode` the snippet writes: one of its sourced values. */
  readonly value: string;
  readonly language: 'json' | 'yaml' | 'shell' | 'hcl';
  readonly code: string;
  readonly sources: readonly SourceId[];
}

/** The platform's own word on IPVS or nftables where it differs from upstream's (words: platforms.json). */
type PlatformStatement = {
  readonly id: string;
  readonly about: 'ipvs' | 'nftables' | 'default';
  /** Its own documents contradict each other here: the words say both sides. */
  readonly conflict?: true;
  /** Values its words name, derived from the data that holds them (`{{releases}}`). */
  readonly params?: Readonly<Record<string, string>>;
} & ({ readonly sources: readonly SourceId[] } | NotPublished);

export interface Platform {
  readonly id: PlatformId;
  readonly modes: readonly ModeOffer[];
  readonly defaultMode: Fact<Mode>;
  /**
   * The id of a statement that qualifies the default (another interface, another default): the
   * overview shows it beside the default, in short words (platforms.json, `<id>.defaultNote`).
   */
  readonly defaultNote?: string;
  readonly chosenAt: Fact<ChosenAt>;
  readonly changeCost: Fact<ChangeCost>;
  readonly kubeProxyRuns: Fact<KubeProxyRuns>;
  readonly statements: readonly PlatformStatement[];
  /** Whether a dataplane of the platform's replaces kube-proxy (words: platforms.json, `<id>.replacement`). */
  readonly replacement: Fact<'yes' | 'no'>;
  readonly snippets: readonly PlatformSnippet[];
}
