// The search's query set: what a reader types, and the place it must find among the first three
// pages the results list (as the search page groups them). Identifiers as written, Chinese words,
// English stems, KEP and issue numbers, rule ids.
import type { Lang } from '../support/locales';

export interface SearchQuery {
  readonly q: string;
  /** Below /{lang}/: the page and the anchor of the heading or row. */
  readonly finds: string;
  readonly why: string;
}

export const SEARCH_QUERIES: Readonly<Record<Lang, readonly SearchQuery[]>> = {
  en: [
    { q: 'conn_reuse_mode', finds: 'modes/ipvs/#known-problems', why: 'an identifier with underscores' },
    { q: 'nodePortAddresses', finds: 'compare/#known-issues', why: 'a camel-case setting' },
    { q: 'KubeProxyIPVS', finds: 'rules/#ipvs-off-by-default', why: 'a feature gate' },
    { q: '#108460', finds: 'compare/#clusterip-ping', why: 'an issue number, with its #' },
    { q: 'KEP-3866', finds: 'rules/#nftables-below-1-31', why: 'a KEP: the rules that cite it' },
    { q: 'nftables-below-1-31', finds: 'rules/#nftables-below-1-31', why: 'a rule id' },
    { q: 'schedulers', finds: 'compare/#load-balancing', why: 'an English plural: its stem' },
    { q: 'strictARP', finds: 'rules/#ipvs-plugin-setting', why: 'a setting a plugin needs' },
    { q: 'session affinity', finds: 'rules/#iptables-sh-session-affinity', why: 'two words' },
    { q: 'ipvsadm', finds: 'modes/ipvs/#node-checks', why: 'a command' },
    { q: 'masquerade', finds: 'plugins/#flannel', why: "a plugin's setting" },
    { q: 'EKS IPVS deprecated', finds: 'platforms/eks/#statement-ipvs-deprecated', why: "a platform's statement" },
    { q: 'JSON support not compiled-in', finds: 'troubleshoot/nft-without-json/#log', why: 'an error line as logged' },
  ],
  zh: [
    { q: '转发', finds: 'modes/iptables/#how-it-forwards', why: 'a Chinese word' },
    { q: '会话保持', finds: 'rules/#iptables-sh-session-affinity', why: 'a compound the reader types unsegmented' },
    { q: '端口范围', finds: 'rules/#ipvs-port-range', why: "CCE's own word for port-range listeners" },
    { q: '调度算法', finds: 'compare/#load-balancing', why: 'a compound' },
    {
      q: 'AKS 弃用',
      finds: 'platforms/aks/#statement-ipvs-deprecation',
      why: "a platform's statement, named with its platform",
    },
    { q: 'conn_reuse_mode', finds: 'modes/ipvs/#known-problems', why: 'an identifier in Chinese text' },
    {
      q: 'nodePortAddresses',
      finds: 'migrate/iptables-to-nftables/#breaks',
      why: 'a camel-case setting in Chinese text',
    },
    { q: 'KEP-5495', finds: 'rules/#ipvs-deprecation-plan', why: 'a KEP: the rules that cite it' },
    { q: '#108460', finds: 'compare/#clusterip-ping', why: 'an issue number' },
    { q: 'nftables-below-1-31', finds: 'rules/#nftables-below-1-31', why: 'a rule id' },
    { q: 'ipvsadm', finds: 'modes/ipvs/#node-checks', why: 'a command' },
    { q: 'segmentation fault', finds: 'troubleshoot/host-nft-1-1-3/#log', why: 'an error line on a Chinese page' },
    { q: '内核版本', finds: 'rules/#nftables-kernel-below-5-13', why: 'a compound with a number nearby' },
  ],
};
