/**
 * The source registry: every fact the guide shows cites one of these ids.
 * Mirrors ../shared/reference/facts.md; `checked` is the day the entry was
 * last compared against that reference.
 */
export type SourceId =
  | 'cce-compare'
  | 'cce-passthrough'
  | 'cce-conn-reuse'
  | 'cce-coredns-ipvs'
  | 'cce-elb-annotations'
  | 'cce-create-cluster-api'
  | 'k8s-virtual-ips'
  | 'k8s-ipvs-readme'
  | 'k8s-nftables-blog'
  | 'kep-3866-nftables'
  | 'kep-5495-ipvs-deprecation'
  | 'kep-5343-nftables-default'
  | 'kep-3453-iptables-partial-sync'
  | 'kep-265-ipvs'
  | 'k8s-iptables-proxier'
  | 'k8s-nftables-proxier'
  | 'k8s-ipvs-proxier'
  | 'k8s-pr-108460'
  | 'k8s-issue-70747'
  | 'k8s-pr-71114'
  | 'k8s-issue-81775'
  | 'k8s-issue-93297'
  | 'k8s-issue-71514'
  | 'k8s-issue-76664'
  | 'k8s-issue-57428'
  | 'k8s-issue-48107'
  | 'tigera-iptables-vs-ipvs'
  | 'calico-use-ipvs'
  | 'eks-ipvs'
  | 'cce-passthrough-bestpractice'
  | 'eks-nftables'
  | 'aks-kube-proxy';

export interface Source {
  id: SourceId;
  /** Title as the publisher gives it; proper names are not translated. */
  title: string;
  url: string;
  /** The Chinese edition, where the publisher has one. */
  urlZh?: string;
  publisher: 'Huawei Cloud' | 'Kubernetes' | 'Tigera' | 'AWS' | 'Microsoft';
  /** ISO date the fact was last checked against the reference. */
  checked: string;
}

const CHECKED = '2026-12-02';
const GH = 'https://github.com/kubernetes';

// prettier-ignore
const list: Omit<Source, 'checked'>[] = [
  { id: 'cce-compare', publisher: 'Huawei Cloud', title: 'CCE: Comparing nftables, iptables and IPVS', url: 'https://support.huaweicloud.com/intl/en-us/usermanual-cce/cce_10_0349.html', urlZh: 'https://support.huaweicloud.com/usermanual-cce/cce_10_0349.html' },
  { id: 'cce-passthrough', publisher: 'Huawei Cloud', title: 'CCE: Configuring pass-through for LoadBalancer Services', url: 'https://support.huaweicloud.com/intl/en-us/usermanual-cce/cce_10_0355.html', urlZh: 'https://support.huaweicloud.com/usermanual-cce/cce_10_0355.html' },
  { id: 'cce-conn-reuse', publisher: 'Huawei Cloud', title: 'CCE FAQ: conn_reuse_mode in IPVS forwarding mode', url: 'https://support.huaweicloud.com/intl/en-us/cce_faq/cce_faq_00409.html', urlZh: 'https://support.huaweicloud.com/cce_faq/cce_faq_00409.html' },
  { id: 'cce-coredns-ipvs', publisher: 'Huawei Cloud', title: 'CCE FAQ: DNS timeouts after upgrading CoreDNS on a node (IPVS)', url: 'https://support.huaweicloud.com/intl/en-us/cce_faq/cce_faq_00427.html', urlZh: 'https://support.huaweicloud.com/cce_faq/cce_faq_00427.html' },
  { id: 'cce-elb-annotations', publisher: 'Huawei Cloud', title: 'CCE: Configuring LoadBalancer Services using annotations', url: 'https://support.huaweicloud.com/intl/en-us/usermanual-cce/cce_10_0385.html', urlZh: 'https://support.huaweicloud.com/usermanual-cce/cce_10_0385.html' },
  { id: 'cce-create-cluster-api', publisher: 'Huawei Cloud', title: 'CCE: forwarding mode is set at cluster creation (kubeProxyMode)', url: 'https://support.huaweicloud.com/intl/en-us/usermanual-cce/cce_10_0349.html', urlZh: 'https://support.huaweicloud.com/usermanual-cce/cce_10_0349.html' },
  { id: 'k8s-virtual-ips', publisher: 'Kubernetes', title: 'Virtual IPs and Service Proxies', url: 'https://kubernetes.io/docs/reference/networking/virtual-ips/', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/networking/virtual-ips/' },
  { id: 'k8s-ipvs-readme', publisher: 'Kubernetes', title: 'pkg/proxy/ipvs/README.md', url: `${GH}/kubernetes/blob/master/pkg/proxy/ipvs/README.md` },
  { id: 'k8s-nftables-blog', publisher: 'Kubernetes', title: 'NFTables mode for kube-proxy (blog, 2025-02-28)', url: 'https://kubernetes.io/blog/2025/02/28/nftables-kube-proxy/' },
  { id: 'kep-3866-nftables', publisher: 'Kubernetes', title: 'KEP-3866: nftables kube-proxy backend', url: `${GH}/enhancements/tree/master/keps/sig-network/3866-nftables-proxy` },
  { id: 'kep-5495-ipvs-deprecation', publisher: 'Kubernetes', title: 'KEP-5495: deprecate the IPVS mode of kube-proxy', url: `${GH}/enhancements/issues/5495` },
  { id: 'kep-5343-nftables-default', publisher: 'Kubernetes', title: 'KEP-5343: kube-proxy nftables by default, IPVS removal (provisional)', url: `${GH}/enhancements/issues/5343` },
  { id: 'kep-3453-iptables-partial-sync', publisher: 'Kubernetes', title: 'KEP-3453: minimize iptables-restore input size', url: `${GH}/enhancements/issues/3453` },
  { id: 'kep-265-ipvs', publisher: 'Kubernetes', title: 'KEP-265: IPVS-based in-cluster load balancing', url: `${GH}/enhancements/issues/265` },
  { id: 'k8s-iptables-proxier', publisher: 'Kubernetes', title: 'pkg/proxy/iptables/proxier.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/iptables/proxier.go` },
  { id: 'k8s-nftables-proxier', publisher: 'Kubernetes', title: 'pkg/proxy/nftables/proxier.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/nftables/proxier.go` },
  { id: 'k8s-ipvs-proxier', publisher: 'Kubernetes', title: 'pkg/proxy/ipvs/proxier.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/ipvs/proxier.go` },
  { id: 'k8s-pr-108460', publisher: 'Kubernetes', title: 'kubernetes PR #108460: block host access to Service VIPs in IPVS mode', url: `${GH}/kubernetes/pull/108460` },
  { id: 'k8s-issue-70747', publisher: 'Kubernetes', title: 'kubernetes #70747: IPVS 1 s connection delay under port reuse', url: `${GH}/kubernetes/issues/70747` },
  { id: 'k8s-pr-71114', publisher: 'Kubernetes', title: 'kubernetes PR #71114: set net.ipv4.vs.conn_reuse_mode=0', url: `${GH}/kubernetes/pull/71114` },
  { id: 'k8s-issue-81775', publisher: 'Kubernetes', title: 'kubernetes #81775: reused ports keep hitting a removed Pod', url: `${GH}/kubernetes/issues/81775` },
  { id: 'k8s-issue-93297', publisher: 'Kubernetes', title: 'kubernetes #93297: kernels 5.9+ carry the IPVS conn_reuse fixes', url: `${GH}/kubernetes/issues/93297` },
  { id: 'k8s-issue-71514', publisher: 'Kubernetes', title: 'kubernetes #71514: IPVS graceful termination and UDP', url: `${GH}/kubernetes/issues/71514` },
  { id: 'k8s-issue-76664', publisher: 'Kubernetes', title: 'kubernetes #76664: DNS timeouts after a CoreDNS Pod goes away (IPVS)', url: `${GH}/kubernetes/issues/76664` },
  { id: 'k8s-issue-57428', publisher: 'Kubernetes', title: 'kubernetes #57428: xtables lock contention', url: `${GH}/kubernetes/issues/57428` },
  { id: 'k8s-issue-48107', publisher: 'Kubernetes', title: 'kubernetes #48107: iptables-restore and the xtables lock on large rule sets', url: `${GH}/kubernetes/issues/48107` },
  { id: 'tigera-iptables-vs-ipvs', publisher: 'Tigera', title: 'Comparing kube-proxy modes: iptables or IPVS? (2019)', url: 'https://www.tigera.io/blog/comparing-kube-proxy-modes-iptables-or-ipvs/' },
  { id: 'calico-use-ipvs', publisher: 'Tigera', title: 'Calico: Use IPVS kube-proxy', url: 'https://docs.tigera.io/calico/latest/networking/configuring/use-ipvs' },
  { id: 'eks-ipvs', publisher: 'AWS', title: 'Amazon EKS best practices: running kube-proxy in IPVS mode', url: 'https://docs.aws.amazon.com/eks/latest/best-practices/ipvs.html' },
  { id: 'cce-passthrough-bestpractice', publisher: 'Huawei Cloud', title: 'CCE best practice: passthrough networking for a LoadBalancer Service', url: 'https://support.huaweicloud.com/intl/en-us/bestpractice-cce/cce_bestpractice_0301.html', urlZh: 'https://support.huaweicloud.com/bestpractice-cce/cce_bestpractice_0301.html' },
  { id: 'eks-nftables', publisher: 'AWS', title: 'Amazon EKS best practices: running kube-proxy in nftables mode', url: 'https://docs.aws.amazon.com/eks/latest/best-practices/nftables.html' },
  { id: 'aks-kube-proxy', publisher: 'Microsoft', title: 'Configure kube-proxy in Azure Kubernetes Service (AKS) (preview)', url: 'https://learn.microsoft.com/en-us/azure/aks/configure-kube-proxy', urlZh: 'https://learn.microsoft.com/zh-cn/azure/aks/configure-kube-proxy' },
];

export const SOURCES: Readonly<Record<SourceId, Source>> = Object.fromEntries(
  list.map((s) => [s.id, { ...s, checked: CHECKED }]),
) as Record<SourceId, Source>;

export function isSourceId(id: string): id is SourceId {
  return Object.hasOwn(SOURCES, id);
}

/** The newest `checked` date over all sources: "facts last checked on …". */
export function lastChecked(): string {
  return Object.values(SOURCES).reduce((max, s) => (s.checked > max ? s.checked : max), '');
}

/** The link to show for a source in a given language. */
export function sourceUrl(id: SourceId, lang: 'en' | 'zh'): string {
  const s = SOURCES[id];
  return lang === 'zh' && s.urlZh ? s.urlZh : s.url;
}
