/**
 * Each network plugin against kube-proxy's modes, from the plugin's own documents or repository,
 * read on 2026-12-05 (model.ts). Apart from the rest of the plugin data (plugins.ts) so a page that
 * shows only these (a runbook's plugin item) carries only these. A combination no source speaks
 * of is "not published", with what was read.
 */
import type { Mode } from '../modes';
import type { PluginCell, PluginId } from './model';

// `satisfies`, so a cell read by name (troubleshooting reads Calico's nftables cell) keeps what it says.
export const PLUGIN_CELLS = {
  calico: {
    // Its docs cover kube-proxy in nftables mode from v3.31, where its own nftables data plane went
    // GA. That data plane is a choice, and the dependency runs from it: choosing it needs kube-proxy
    // in nftables mode, not the other way round (calico-nftables, read 2026-12-06).
    nftables: {
      support: 'supported',
      since: 'v3.31',
      option: { code: 'linuxDataplane: Nftables' },
      sources: ['calico-nftables', 'calico-3-31-notes'],
    },
    // Its IPVS page: iptables mode "will serve you well", with nothing to set.
    iptables: { support: 'supported', sources: ['calico-use-ipvs'] },
    // Felix notices IPVS mode by itself; the docs ask for a calico-node restart after a mode change.
    ipvs: { support: 'supported', sources: ['calico-use-ipvs'] },
  },
  cilium: {
    // RKE2's page: Cilium needs no setting of its own for nftables; Cilium's docs name no mode.
    nftables: { support: 'supported', sources: ['rke2-nftables'] },
    // RKE2 bundles it and supports every bundled plugin, with kube-proxy in iptables mode by default.
    iptables: { support: 'supported', sources: ['rke2-network-options', 'rke2-cis-1-12'] },
    ipvs: {
      notPublished: 'kubeproxy-free.rst: Cilium runs beside kube-proxy and names no mode',
      sources: ['cilium-kubeproxy-free'],
    },
  },
  flannel: {
    // EnableNFTables (experimental, v0.25.0) is optional: without it flannel masquerades with
    // iptables, as k3s's embedded flannel does beside kube-proxy in nftables mode (k3s#12849).
    nftables: {
      support: 'supported',
      option: { code: '"EnableNFTables": true', since: 'v0.25.0' },
      sources: ['flannel-configuration', 'flannel-v0-25-0', 'k3s-issue-12849'],
    },
    // flannel's own docs name no mode; RKE2 bundles and supports it, with iptables mode by default.
    iptables: { support: 'supported', sources: ['rke2-network-options', 'rke2-cis-1-12'] },
    ipvs: { notPublished: "flannel's Documentation/: no mention of IPVS", sources: [] },
  },
  antrea: {
    // Read: its architecture page says kube-proxy "can be used in any supported mode", nftables
    // included; no release is named as the first to support it (v1.15 only reworded the page).
    nftables: { support: 'supported', sources: ['antrea-architecture'] },
    iptables: { support: 'supported', sources: ['antrea-architecture', 'antrea-proxy'] },
    ipvs: { support: 'supported', setting: 'strictARP: true', sources: ['antrea-architecture', 'antrea-service-lb'] },
  },
  'aws-vpc-cni': {
    nftables: { support: 'supported', since: 'v1.23.0', sources: ['eks-nftables', 'vpc-cni-pr-3588'] },
    iptables: { support: 'supported', sources: ['vpc-cni-readme'] },
    ipvs: {
      support: 'supported',
      setting: 'POD_SECURITY_GROUP_ENFORCING_MODE=standard',
      sources: ['vpc-cni-readme', 'eks-ipvs'],
    },
  },
  'azure-cni': {
    nftables: { support: 'supported', sources: ['aks-kube-proxy'] },
    iptables: { support: 'supported', sources: ['aks-kube-proxy'] },
    // AKS offers IPVS, but IPVS mode does not support Azure Network Policy (the words say so).
    ipvs: { support: 'supported', sources: ['aks-kube-proxy'] },
  },
  canal: {
    nftables: { support: 'supported', sources: ['rke2-nftables'] },
    // RKE2's default plugin, with its default kube-proxy mode, iptables.
    iptables: { support: 'supported', sources: ['rke2-network-options', 'rke2-cis-1-12'] },
    ipvs: { notPublished: "Calico's IPVS page: it speaks of calico-node, not of Canal", sources: [] },
  },
  weave: {
    nftables: {
      notPublished: 'site/ and CHANGELOG: only IPTABLES_BACKEND=nft, an iptables setting',
      sources: ['weave-kube-addon'],
    },
    iptables: { notPublished: 'kube-addon.md: names no kube-proxy mode', sources: ['weave-kube-addon'] },
    ipvs: { notPublished: 'site/ and CHANGELOG: no mention of IPVS', sources: [] },
  },
  'kube-ovn': {
    nftables: {
      notPublished: 'the Kube-OVN docs (*.en.md) and repository: nftables appears only beside Submariner',
      sources: [],
    },
    iptables: {
      notPublished: 'Kube-OVN: Iptables Rules (its rules, no statement on iptables mode)',
      sources: ['kube-ovn-iptables-rules'],
    },
    // Its own rules include ones used only when kube-proxy runs IPVS.
    ipvs: { support: 'supported', sources: ['kube-ovn-iptables-rules'] },
  },
} satisfies Readonly<Record<PluginId, Readonly<Record<Mode, PluginCell>>>>;
