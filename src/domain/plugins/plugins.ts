/**
 * The network plugins against kube-proxy's modes (model.ts), each cell from the plugin's own
 * documents or repository, read on 2026-12-05. A combination no source speaks of is "not
 * published", with what was read.
 */
import type { Plugin, PluginId } from './model';

export const PLUGINS: readonly Plugin[] = [
  {
    id: 'calico',
    cells: {
      // Its own nftables data plane: GA in v3.31, and it needs kube-proxy in nftables mode too.
      nftables: {
        support: 'supported',
        since: 'v3.31',
        setting: 'linuxDataplane: Nftables',
        sources: ['calico-nftables', 'calico-3-31-notes'],
      },
      // Its IPVS page: iptables mode "will serve you well", with nothing to set.
      iptables: { support: 'supported', sources: ['calico-use-ipvs'] },
      // Felix notices IPVS mode by itself; the docs ask for a calico-node restart after a mode change.
      ipvs: { support: 'supported', sources: ['calico-use-ipvs'] },
    },
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
    cells: {
      // RKE2's page: Cilium needs no setting of its own for nftables; Cilium's docs name no mode.
      nftables: { support: 'supported', sources: ['rke2-nftables'] },
      iptables: {
        support: 'notPublished',
        searched: 'kubeproxy-free.rst: runs beside kube-proxy, names no mode',
        sources: ['cilium-kubeproxy-free'],
      },
      ipvs: {
        support: 'notPublished',
        searched: 'kubeproxy-free.rst: runs beside kube-proxy, names no mode',
        sources: ['cilium-kubeproxy-free'],
      },
    },
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
    cells: {
      nftables: {
        support: 'supported',
        since: 'v0.25.0',
        setting: '"EnableNFTables": true',
        sources: ['flannel-configuration', 'flannel-v0-25-0'],
      },
      iptables: {
        support: 'notPublished',
        searched: 'flannel: Documentation/ (it masquerades with iptables by default; no kube-proxy mode named)',
        sources: ['flannel-configuration'],
      },
      ipvs: {
        support: 'notPublished',
        searched: 'flannel: Documentation/ (no mention of IPVS)',
        sources: [],
      },
    },
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
    cells: {
      nftables: { support: 'supported', since: 'v1.15', sources: ['antrea-architecture'] },
      iptables: { support: 'supported', sources: ['antrea-architecture', 'antrea-proxy'] },
      ipvs: { support: 'supported', setting: 'strictARP: true', sources: ['antrea-architecture', 'antrea-service-lb'] },
    },
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
    cells: {
      nftables: { support: 'supported', since: 'v1.23.0', sources: ['eks-nftables', 'vpc-cni-pr-3588'] },
      iptables: { support: 'supported', sources: ['vpc-cni-readme'] },
      ipvs: {
        support: 'supported',
        setting: 'POD_SECURITY_GROUP_ENFORCING_MODE=standard',
        sources: ['vpc-cni-readme', 'eks-ipvs'],
      },
    },
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
    cells: {
      nftables: { support: 'supported', sources: ['aks-kube-proxy'] },
      iptables: { support: 'supported', sources: ['aks-kube-proxy'] },
      // AKS offers IPVS, but IPVS mode does not support Azure Network Policy (the words say so).
      ipvs: { support: 'supported', sources: ['aks-kube-proxy'] },
    },
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
    cells: {
      nftables: { support: 'supported', sources: ['rke2-nftables'] },
      iptables: {
        support: 'notPublished',
        searched: "Calico's Canal manifest and flannel pages: no kube-proxy mode named",
        sources: [],
      },
      ipvs: {
        support: 'notPublished',
        searched: "Calico's IPVS page speaks of calico-node, not of Canal",
        sources: [],
      },
    },
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
    cells: {
      nftables: {
        support: 'notPublished',
        searched: 'site/ and CHANGELOG: only IPTABLES_BACKEND=nft, an iptables setting',
        sources: ['weave-kube-addon'],
      },
      iptables: {
        support: 'notPublished',
        searched: 'kube-addon.md: names no kube-proxy mode',
        sources: [],
      },
      ipvs: { support: 'notPublished', searched: 'site/ and CHANGELOG: no mention of IPVS', sources: [] },
    },
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
    cells: {
      nftables: {
        support: 'notPublished',
        searched: 'Kube-OVN docs (*.en.md) and repository: nftables appears only beside Submariner',
        sources: [],
      },
      iptables: {
        support: 'notPublished',
        searched: 'Kube-OVN: Iptables Rules (its rules, no statement on iptables mode)',
        sources: [],
      },
      // Its own rules include ones used only when kube-proxy runs IPVS.
      ipvs: { support: 'supported', sources: ['kube-ovn-iptables-rules'] },
    },
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
