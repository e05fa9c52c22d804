/**
 * Dataplanes that replace kube-proxy: what each replaces, what it needs, the limits its own
 * documents state, and when it is chosen. Informative only: the decision reads none of this (a
 * platform's dataplane is the wizard's `dataplane` answer). Words: plugins.json `beyond.<id>.<key>`.
 */
import type { PluginId } from '../plugins/model';
import type { PlatformId } from '../platforms/model';
import type { SourceId } from '../sources';

interface Said {
  /** Words: `beyond.<dataplane>.<key>`. */
  readonly key: string;
  readonly sources: readonly SourceId[];
}

export interface Dataplane {
  readonly id: string;
  /** Whose it is: a network plugin's (any cluster that runs it) or a managed platform's own. */
  readonly of: { readonly plugin: PluginId } | { readonly platform: PlatformId };
  readonly replaces: Said;
  readonly needs: readonly Said[];
  readonly limits: readonly Said[];
  /** When a cluster gets it: at creation only, or switched on later (with what that costs). */
  readonly chosen?: Said;
  /**
   * What a cluster running it shows, read by the import as proof that kube-proxy is replaced: a
   * key of its ConfigMap set to this value. Absence of kube-proxy alone proves nothing (k3s).
   */
  readonly evidence?: {
    readonly configMap: string;
    readonly key: string;
    readonly on: string;
    readonly sources: readonly SourceId[];
  };
}

export const DATAPLANES: readonly Dataplane[] = [
  {
    id: 'cilium',
    of: { plugin: 'cilium' },
    replaces: { key: 'replaces', sources: ['cilium-kubeproxy-free'] },
    needs: [
      { key: 'socketLb', sources: ['cilium-kubeproxy-free'] },
      { key: 'setting', sources: ['cilium-kubeproxy-free'] },
      { key: 'apiServer', sources: ['cilium-kubeproxy-free'] },
    ],
    limits: [
      { key: 'sctp', sources: ['cilium-kubeproxy-free'] },
      { key: 'mounts', sources: ['cilium-kubeproxy-free'] },
      { key: 'hostPort', sources: ['cilium-kubeproxy-free'] },
    ],
    chosen: { key: 'chosen', sources: ['cilium-kubeproxy-free'] },
    // Its Helm chart writes `kube-proxy-replacement: "true"` or `"false"` (and fails on anything else).
    evidence: {
      configMap: 'cilium-config',
      key: 'kube-proxy-replacement',
      on: 'true',
      sources: ['cilium-configmap-template', 'cilium-kubeproxy-free'],
    },
  },
  {
    id: 'calico-ebpf',
    of: { plugin: 'calico' },
    replaces: { key: 'replaces', sources: ['calico-ebpf-enable'] },
    needs: [
      { key: 'arch', sources: ['calico-ebpf-enable'] },
      { key: 'auto', sources: ['calico-ebpf-enable'] },
    ],
    limits: [{ key: 'aks', sources: ['calico-ebpf-enable'] }],
    chosen: { key: 'chosen', sources: ['calico-ebpf-install', 'calico-ebpf-enable'] },
  },
  {
    id: 'gke',
    of: { platform: 'gke' },
    replaces: { key: 'replaces', sources: ['gke-dataplane-v2'] },
    needs: [],
    limits: [],
    chosen: { key: 'chosen', sources: ['gke-dataplane-v2-howto'] },
  },
  {
    id: 'aks',
    of: { platform: 'aks' },
    replaces: { key: 'replaces', sources: ['aks-cilium'] },
    needs: [],
    limits: [],
  },
  {
    id: 'cce',
    of: { platform: 'cce' },
    replaces: { key: 'replaces', sources: ['cce-dataplane-v2'] },
    needs: [],
    limits: [],
    chosen: { key: 'chosen', sources: ['cce-dataplane-v2'] },
  },
];

/** When a reader choosing among the three modes should look at these instead (words: `beyond.when.<key>`). */
export const WHEN: readonly Said[] = [
  { key: 'plugin', sources: ['cilium-kubeproxy-free', 'calico-ebpf-enable'] },
  { key: 'platform', sources: ['gke-dataplane-v2-howto', 'aks-cilium', 'cce-dataplane-v2'] },
  { key: 'features', sources: ['calico-ebpf-enable'] },
];

/** Every statement of a dataplane, in the page's order. */
/** The sources of a dataplane's "replaced" setting, for the import's finding. */
export function evidenceSources(id: string): readonly SourceId[] {
  return DATAPLANES.find((d) => d.id === id)?.evidence?.sources ?? [];
}

export const saidOf = (d: Dataplane): readonly Said[] => [
  d.replaces,
  ...d.needs,
  ...d.limits,
  ...(d.chosen ? [d.chosen] : []),
];
