/**
 * Which network plugins the wizard offers on a platform: on a managed platform those its own
 * documents name, on an installer or another Kubernetes every plugin (you install what you like).
 * Apart from the rest of the plugin data so the answers' parsing carries only these lines.
 */
import { platformKind, type PlatformId } from '../platforms/model';
import type { SourceId } from '../sources';
import { PLUGIN_IDS, type PluginId } from './model';

/** The platforms whose own documents name the plugin, with those documents. */
export const PLUGIN_PLATFORMS: Readonly<
  Record<PluginId, readonly { readonly id: PlatformId; readonly sources: readonly SourceId[] }[]>
> = {
  calico: [
    { id: 'rke2', sources: ['rke2-nftables'] },
    { id: 'kops', sources: ['kops-1-36-notes'] },
  ],
  cilium: [
    { id: 'rke2', sources: ['rke2-nftables'] },
    { id: 'aks', sources: ['aks-cilium'] },
    { id: 'gke', sources: ['gke-dataplane-v2'] },
  ],
  flannel: [
    { id: 'k3s', sources: ['k3s-issue-12849'] },
    { id: 'rke2', sources: ['rke2-nftables'] },
  ],
  antrea: [],
  'aws-vpc-cni': [{ id: 'eks', sources: ['eks-nftables'] }],
  'azure-cni': [{ id: 'aks', sources: ['aks-kube-proxy'] }],
  canal: [{ id: 'rke2', sources: ['rke2-nftables'] }],
  weave: [],
  'kube-ovn': [],
};

/** The plugins offered for a platform answer; none on a managed platform that names none (its own network). */
export function pluginsOffered(platform: PlatformId | 'k8s' | undefined): readonly PluginId[] {
  if (platform === undefined || platform === 'k8s' || platformKind(platform) === 'installer') return PLUGIN_IDS;
  return PLUGIN_IDS.filter((id) => PLUGIN_PLATFORMS[id].some((p) => p.id === platform));
}
