/**
 * The commands a reader runs on a node for each mode, with what they show (words: modes.json) and
 * their sources. Apart from the rest of a mode's actions (mode-actions.ts) so the pages that show
 * only these (the import's "which mode runs today") carry no selection snippets.
 */
import type { Mode } from '../modes';
import type { ModePage } from './mode-page-types';
import { modePageKey as k } from './mode-page-keys';

/** kube-proxy says which mode it runs on its metrics port, on the node (127.0.0.1 by default). */
export const PROXY_MODE_COMMAND = 'curl -s http://localhost:10249/proxyMode';

export const NODE_CHECKS: Readonly<Record<Mode, ModePage['nodeChecks']>> = {
  nftables: [
    {
      id: 'kernel',
      command: 'uname -r',
      key: k('nftables', 'checks.unameR'),
      sources: ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-virtual-ips'],
    },
    {
      id: 'nft-version',
      command: 'nft --version',
      key: k('nftables', 'checks.nftVersion'),
      sources: ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-issue-136786'],
    },
    {
      id: 'kube-proxy-service',
      command: 'systemctl is-active kube-proxy',
      key: k('nftables', 'checks.kubeProxyService'),
      sources: ['cce-node-components-check', 'k8s-nftables-supported-go'],
    },
    {
      id: 'nft-table',
      command: 'nft list table ip kube-proxy',
      key: k('nftables', 'checks.nftListTable'),
      sources: ['k8s-nftables-proxier', 'k8s-nftables-supported-go'],
    },
    {
      id: 'tcp-be-liberal',
      command: 'cat /proc/sys/net/netfilter/nf_conntrack_tcp_be_liberal',
      key: k('nftables', 'checks.beLiberal'),
      sources: ['k8s-virtual-ips'],
    },
  ],
  iptables: [
    {
      id: 'iptables-version',
      command: 'iptables --version',
      key: k('iptables', 'checks.iptablesVersion'),
      sources: ['k8s-iptables-proxier'],
    },
    {
      id: 'nat-size',
      command: "iptables-save -t nat | grep -c '^-A'",
      key: k('iptables', 'checks.natSize'),
      sources: ['k8s-iptables-proxier'],
    },
    {
      id: 'kube-services',
      command: 'iptables -t nat -L KUBE-SERVICES -n | wc -l',
      key: k('iptables', 'checks.kubeServices'),
      sources: ['k8s-iptables-proxier'],
    },
  ],
  ipvs: [
    {
      id: 'kernel',
      command: 'uname -r',
      key: k('ipvs', 'checks.unameR'),
      sources: ['cce-conn-reuse', 'k8s-issue-93297'],
    },
    {
      id: 'os-release',
      command: 'cat /etc/os-release',
      key: k('ipvs', 'checks.osRelease'),
      sources: ['cce-compare', 'cce-conn-reuse'],
    },
    {
      id: 'modules',
      command: 'lsmod | grep -e ip_vs -e nf_conntrack',
      key: k('ipvs', 'checks.lsmod'),
      sources: ['k8s-ipvs-readme'],
    },
    { id: 'ipset', command: 'ipset version', key: k('ipvs', 'checks.ipset'), sources: ['k8s-ipvs-readme'] },
    {
      id: 'conn-reuse-mode',
      command: 'cat /proc/sys/net/ipv4/vs/conn_reuse_mode',
      key: k('ipvs', 'checks.connReuse'),
      sources: ['k8s-pr-71114', 'k8s-issue-93297', 'cce-conn-reuse'],
    },
    { id: 'ipvsadm', command: 'ipvsadm -Ln', key: k('ipvs', 'checks.ipvsadm'), sources: ['kep-265-ipvs'] },
    {
      id: 'kube-ipvs0',
      command: 'ip addr show kube-ipvs0',
      key: k('ipvs', 'checks.kubeIpvs0'),
      sources: ['kep-265-ipvs', 'cce-compare'],
    },
  ],
};
