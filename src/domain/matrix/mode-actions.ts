import type { Mode } from '../modes';
import type { ModePage, Snippet } from './mode-page-types';
import { modePageKey as k } from './mode-page-keys';
import { cceApiSnippet, kubeProxyConfigSnippet } from './snippets';

/** A snippet where the platform data has one (exactOptionalPropertyTypes: no `snippet: undefined`). */
const optionalSnippet = (snippet: Snippet | undefined) => (snippet ? { snippet } : {});

/**
 * What a reader runs and sets for each mode: the node checks and how to select the mode. Apart
 * from the rest of the mode-page data because the result page shows these two for its pick.
 */
export const MODE_ACTIONS: Readonly<Record<Mode, Pick<ModePage, 'nodeChecks' | 'select'>>> = {
  nftables: {
    nodeChecks: [
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
    select: {
      cce: {
        // None in the data: CCE publishes no API value for nftables (only iptables and ipvs).
        ...optionalSnippet(cceApiSnippet('nftables')),
        steps: [
          { key: k('nftables', 'select.cceConsole'), sources: ['cce-compare-zh', 'cce-param-kube-proxy-mode'] },
          {
            key: k('nftables', 'select.cceApiUnknown'),
            sources: ['cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
            tone: 'warn',
          },
        ],
      },
      elsewhere: {
        steps: [
          { key: k('nftables', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-nftables-blog', 'eks-nftables'] },
          { key: k('nftables', 'select.eks'), sources: ['eks-nftables'] },
          { key: k('nftables', 'select.aks'), sources: ['aks-kube-proxy'] },
        ],
        snippet: kubeProxyConfigSnippet('nftables'),
      },
    },
  },
  iptables: {
    nodeChecks: [
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
    select: {
      cce: {
        steps: [
          {
            key: k('iptables', 'select.cceConsole'),
            sources: ['cce-param-kube-proxy-mode', 'cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
          },
        ],
        ...optionalSnippet(cceApiSnippet('iptables')),
      },
      elsewhere: {
        steps: [
          { key: k('iptables', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-nftables-blog', 'eks-nftables'] },
        ],
        snippet: kubeProxyConfigSnippet('iptables'),
      },
    },
  },
  ipvs: {
    nodeChecks: [
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
    select: {
      cce: {
        steps: [
          {
            key: k('ipvs', 'select.cceConsole'),
            sources: ['cce-param-kube-proxy-mode', 'cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
          },
        ],
        ...optionalSnippet(cceApiSnippet('ipvs')),
      },
      elsewhere: {
        steps: [
          { key: k('ipvs', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-ipvs-readme', 'eks-nftables'] },
          {
            key: k('ipvs', 'select.featureGate'),
            sources: ['k8s-feature-gate-kubeproxyipvs', 'kep-5495-ipvs-deprecation'],
            tone: 'warn',
          },
        ],
        snippet: kubeProxyConfigSnippet('ipvs', ['ipvs:', '  scheduler: "rr"']),
      },
    },
  },
};
