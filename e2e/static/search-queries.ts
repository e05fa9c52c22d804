// The search's query set: what a reader types or pastes, and the place the results must list first
// (as the search page groups and ranks them). Identifiers as written, Chinese words, English
// stems, KEP and issue numbers, rule ids, error lines as logged, with or without their log prefix.
import type { Lang } from '../support/locales';

export interface SearchQuery {
  readonly q: string;
  /** Below /{lang}/: the page and the anchor of the heading or row. */
  readonly finds: string;
  readonly why: string;
}

export const SEARCH_QUERIES: Readonly<Record<Lang, readonly SearchQuery[]>> = {
  en: [
    {
      q: 'conn_reuse_mode',
      finds: 'troubleshoot/ipvs-conn-reuse/#cause',
      why: 'an identifier: the entry that explains it',
    },
    { q: 'nodePortAddresses', finds: 'settings/#nodePortAddresses', why: 'a camel-case setting: its row' },
    { q: 'KubeProxyIPVS', finds: 'modes/ipvs/#requirements', why: 'a feature gate: the mode page, not the threshold' },
    { q: '#108460', finds: 'compare/#clusterip-ping', why: 'an issue number, with its #' },
    { q: 'KEP-3866', finds: 'modes/nftables/#how-it-forwards', why: 'a KEP: the mode it describes' },
    { q: 'nftables-below-1-31', finds: 'rules/#nftables-below-1-31', why: 'a rule id: the rule itself' },
    { q: 'schedulers', finds: 'modes/ipvs/#how-it-forwards', why: 'an English plural: the page that explains it' },
    { q: 'strictARP', finds: 'troubleshoot/ipvs-strict-arp/#affected', why: 'a setting a problem hangs on' },
    { q: 'session affinity', finds: 'compare/#load-balancing', why: 'two words' },
    { q: 'ipvsadm', finds: 'troubleshoot/ipvs-idle-timeout/#confirm', why: 'a command, where it confirms a problem' },
    { q: 'EKS IPVS deprecated', finds: 'platforms/eks/#modes', why: 'a platform named in the query' },
    { q: 'JSON support not compiled-in', finds: 'troubleshoot/nft-without-json/#log', why: 'an error line as logged' },
    {
      q: 'E1206 05:00:01.234567       1 proxier.go:1179] "Failed to list nftables elements" err=<',
      finds: 'troubleshoot/nft-without-json/#log',
      why: "an error line pasted with klog's header",
    },
    {
      q: 'Dec 06 05:00:01 node-1 kube-proxy[812]: E1206 05:00:01.234567     812 server.go:558] "Error running ProxyServer" err="open /proc/sys/net/netfilter/nf_conntrack_max: no such file or directory"',
      finds: 'troubleshoot/conntrack-sysctl-missing/#log',
      why: "an error line pasted from the journal, with its values' quotes",
    },
  ],
  zh: [
    { q: '转发', finds: 'modes/iptables/#how-it-forwards', why: 'a Chinese word' },
    { q: '会话保持', finds: 'compare/#load-balancing', why: 'a compound the reader types unsegmented' },
    { q: '端口范围', finds: 'rules/#ipvs-port-range', why: "CCE's own word for port-range listeners" },
    { q: '调度算法', finds: 'modes/ipvs/#how-it-forwards', why: 'a compound: the page that explains it' },
    { q: 'AKS 弃用', finds: 'platforms/aks/#statement-ipvs-deprecation', why: 'a platform named in the query' },
    {
      q: '弃用',
      finds: 'compare/#upstream-status',
      why: 'an everyday word: the comparison row, not a platform record',
    },
    { q: 'conn_reuse_mode', finds: 'troubleshoot/ipvs-conn-reuse/#cause', why: 'an identifier in Chinese text' },
    { q: 'nodePortAddresses', finds: 'settings/#nodePortAddresses', why: 'a camel-case setting in Chinese text' },
    { q: 'KEP-5495', finds: 'compare/#upstream-status', why: 'a KEP: the row it plans' },
    { q: '#108460', finds: 'rules/#ipvs-clusterip-ping-upstream', why: 'an issue number' },
    { q: 'nftables-below-1-31', finds: 'rules/#nftables-below-1-31', why: 'a rule id' },
    { q: 'ipvsadm', finds: 'troubleshoot/ipvs-idle-timeout/#confirm', why: 'a command' },
    { q: 'segmentation fault', finds: 'troubleshoot/host-nft-1-1-3/#log', why: 'an error line on a Chinese page' },
    {
      q: 'E1206 05:00:01.234567 1 proxier.go:901] "nftables sync failed" err="signal: segmentation fault (core dumped)"',
      finds: 'troubleshoot/host-nft-1-1-3/#log',
      why: "an error line pasted with klog's header",
    },
  ],
};
