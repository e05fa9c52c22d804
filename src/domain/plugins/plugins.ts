/**
 * The network plugins (model.ts): each against kube-proxy's modes (cells.ts), how to recognise it
 * and the platforms that name it, each from the plugin's own documents or repository, read on
 * 2026-12-05.
 */
import { PLUGIN_CELLS } from './cells';
import { PLUGIN_PLATFORMS } from './offered';
import type { Plugin, PluginId } from './model';

export const PLUGINS: readonly Plugin[] = [
  {
    id: 'calico',
    cells: PLUGIN_CELLS.calico,
    platforms: PLUGIN_PLATFORMS.calico,
    detect: {
      daemonSets: ['calico-node'],
      namespaces: ['calico-system', 'kube-system'],
      images: ['calico/node'],
      sources: ['calico-manifest', 'calico-nftables'],
    },
  },
  {
    id: 'cilium',
    cells: PLUGIN_CELLS.cilium,
    platforms: PLUGIN_PLATFORMS.cilium,
    detect: {
      daemonSets: ['cilium'],
      namespaces: ['kube-system'],
      images: ['cilium/cilium'],
      sources: ['cilium-kubeproxy-free'],
    },
  },
  {
    id: 'flannel',
    cells: PLUGIN_CELLS.flannel,
    platforms: PLUGIN_PLATFORMS.flannel,
    detect: {
      daemonSets: ['kube-flannel-ds'],
      namespaces: ['kube-flannel'],
      images: ['flannel-io/flannel', 'flannel/flannel'],
      sources: ['flannel-manifest'],
    },
  },
  {
    id: 'antrea',
    cells: PLUGIN_CELLS.antrea,
    platforms: PLUGIN_PLATFORMS.antrea,
    detect: {
      daemonSets: ['antrea-agent'],
      namespaces: ['kube-system'],
      images: ['antrea/antrea-agent-ubuntu'],
      sources: ['antrea-manifest'],
    },
  },
  {
    id: 'aws-vpc-cni',
    cells: PLUGIN_CELLS['aws-vpc-cni'],
    platforms: PLUGIN_PLATFORMS['aws-vpc-cni'],
    detect: {
      daemonSets: ['aws-node'],
      namespaces: ['kube-system'],
      images: ['amazon-k8s-cni'],
      sources: ['vpc-cni-manifest'],
    },
  },
  {
    id: 'azure-cni',
    cells: PLUGIN_CELLS['azure-cni'],
    platforms: PLUGIN_PLATFORMS['azure-cni'],
    detect: {
      daemonSets: ['azure-cns'],
      namespaces: ['kube-system'],
      images: ['containernetworking/azure-cns'],
      sources: ['azure-cns-manifest'],
    },
  },
  {
    id: 'canal',
    cells: PLUGIN_CELLS.canal,
    platforms: PLUGIN_PLATFORMS.canal,
    detect: {
      daemonSets: ['canal'],
      namespaces: ['kube-system'],
      images: ['calico/node', 'flannel'],
      together: true,
      sources: ['canal-manifest'],
    },
  },
  {
    id: 'weave',
    cells: PLUGIN_CELLS.weave,
    platforms: PLUGIN_PLATFORMS.weave,
    detect: {
      daemonSets: ['weave-net'],
      namespaces: ['kube-system'],
      images: ['weaveworks/weave-kube'],
      sources: ['weave-daemonset'],
    },
    status: { sources: ['cncf-landscape-4023'] },
  },
  {
    id: 'kube-ovn',
    cells: PLUGIN_CELLS['kube-ovn'],
    platforms: PLUGIN_PLATFORMS['kube-ovn'],
    detect: {
      daemonSets: ['kube-ovn-cni', 'ovs-ovn'],
      namespaces: ['kube-system'],
      images: ['kubeovn/kube-ovn'],
      sources: ['kube-ovn-install'],
    },
  },
];

export function pluginById(id: PluginId): Plugin {
  const p = PLUGINS.find((x) => x.id === id);
  if (!p) throw new Error(`no plugin ${id}`);
  return p;
}
