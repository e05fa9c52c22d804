/**
 * The network plugins (model.ts): each against kube-proxy's modes (cells.ts), how to recognise it
 * and the platforms that name it, each from the plugin's own documents or repository, read on
 * 2026-12-05.
 */
import { PLUGIN_CELLS } from './cells';
import type { Plugin, PluginId } from './model';

export const PLUGINS: readonly Plugin[] = [
  {
    id: 'calico',
    cells: PLUGIN_CELLS.calico,
    detect: {
      daemonSets: ['calico-node'],
      namespaces: ['calico-system', 'kube-system'],
      images: ['calico/node'],
      sources: ['calico-manifest', 'calico-nftables'],
    },
    platforms: [
      { id: 'rke2', sources: ['rke2-nftables'] },
      { id: 'kops', sources: ['kops-1-36-notes'] },
    ],
  },
  {
    id: 'cilium',
    cells: PLUGIN_CELLS.cilium,
    detect: {
      daemonSets: ['cilium'],
      namespaces: ['kube-system'],
      images: ['cilium/cilium'],
      sources: ['cilium-kubeproxy-free'],
    },
    platforms: [
      { id: 'rke2', sources: ['rke2-nftables'] },
      { id: 'aks', sources: ['aks-cilium'] },
      { id: 'gke', sources: ['gke-dataplane-v2'] },
    ],
  },
  {
    id: 'flannel',
    cells: PLUGIN_CELLS.flannel,
    detect: {
      daemonSets: ['kube-flannel-ds'],
      namespaces: ['kube-flannel'],
      images: ['flannel-io/flannel', 'flannel/flannel'],
      sources: ['flannel-manifest'],
    },
    platforms: [
      { id: 'k3s', sources: ['k3s-issue-12849'] },
      { id: 'rke2', sources: ['rke2-nftables'] },
    ],
  },
  {
    id: 'antrea',
    cells: PLUGIN_CELLS.antrea,
    detect: {
      daemonSets: ['antrea-agent'],
      namespaces: ['kube-system'],
      images: ['antrea/antrea-agent-ubuntu'],
      sources: ['antrea-manifest'],
    },
    platforms: [],
  },
  {
    id: 'aws-vpc-cni',
    cells: PLUGIN_CELLS['aws-vpc-cni'],
    detect: {
      daemonSets: ['aws-node'],
      namespaces: ['kube-system'],
      images: ['amazon-k8s-cni'],
      sources: ['vpc-cni-manifest'],
    },
    platforms: [{ id: 'eks', sources: ['eks-nftables'] }],
  },
  {
    id: 'azure-cni',
    cells: PLUGIN_CELLS['azure-cni'],
    detect: {
      daemonSets: ['azure-cns'],
      namespaces: ['kube-system'],
      images: ['containernetworking/azure-cns'],
      sources: ['azure-cns-manifest'],
    },
    platforms: [{ id: 'aks', sources: ['aks-kube-proxy'] }],
  },
  {
    id: 'canal',
    cells: PLUGIN_CELLS.canal,
    detect: {
      daemonSets: ['canal'],
      namespaces: ['kube-system'],
      images: ['calico/node', 'flannel/flannel'],
      sources: ['canal-manifest'],
    },
    platforms: [{ id: 'rke2', sources: ['rke2-nftables'] }],
  },
  {
    id: 'weave',
    cells: PLUGIN_CELLS.weave,
    detect: {
      daemonSets: ['weave-net'],
      namespaces: ['kube-system'],
      images: ['weaveworks/weave-kube'],
      sources: ['weave-daemonset'],
    },
    platforms: [],
    status: { sources: ['cncf-landscape-4023'] },
  },
  {
    id: 'kube-ovn',
    cells: PLUGIN_CELLS['kube-ovn'],
    detect: {
      daemonSets: ['kube-ovn-cni', 'ovs-ovn'],
      namespaces: ['kube-system'],
      images: ['kubeovn/kube-ovn'],
      sources: ['kube-ovn-install'],
    },
    platforms: [],
  },
];

export function pluginById(id: PluginId): Plugin {
  const p = PLUGINS.find((x) => x.id === id);
  if (!p) throw new Error(`no plugin ${id}`);
  return p;
}
