import { oldestDate, type SourceTable } from './source-table';

/**
 * The source registry: every fact the guide shows cites one of these ids.
 * Each entry carries the day it was last compared with the publisher's page
 * (`checked`) and, where the fact is tied to a release, the Kubernetes version
 * it was checked for (`k8sVersion`). An entry's `id` is what facts cite: `SourceId` is read
 * from the entries themselves.
 */
interface SourceEntry {
  readonly id: string;
  /**
   * A short label naming the document (`CCE:`, `kubernetes #76664:`) followed by the title as the
   * publisher gives it; proper names are not translated.
   */
  title: string;
  /** The Chinese edition's own title, where it differs from the English one. */
  titleZh?: string;
  url: string;
  /** The Chinese edition, where the publisher has one. */
  urlZh?: string;
  publisher:
    | 'Huawei Cloud'
    | 'Kubernetes'
    | 'Tigera'
    | 'AWS'
    | 'Microsoft'
    | 'Google'
    | 'Alibaba Cloud'
    | 'Tencent Cloud'
    | 'k3s'
    | 'Rancher'
    | 'MetalLB'
    | 'Cilium'
    | 'flannel'
    | 'Antrea'
    | 'Kube-OVN'
    | 'Weaveworks'
    | 'CNCF'
    | 'Sidero Labs'
    | 'Kubermatic';
  /** ISO date the entry was last checked against the publisher's page. */
  checked: string;
  /** The Kubernetes release the cited fact was checked for (`v1.37`), where one applies. */
  k8sVersion?: string;
  /**
   * ISO date by which a fact that expires must be read again (a KEP's stage, "the newest
   * release", a KEP's status): `npm run facts:stale` lists the source once that day has come.
   */
  recheckBy?: string;
  /**
   * The pages that show it, where only some do: its table loads with those pages only
   * (`core`, loaded with every page, when absent).
   */
  group?: Exclude<SourceGroup, 'core'>;
}

/** The source tables a page can load: `core` with every page, the others with the pages that declare them. */
export const SOURCE_GROUPS = ['core', 'platforms', 'plugins', 'scaling'] as const;
export type SourceGroup = (typeof SOURCE_GROUPS)[number];

const GH = 'https://github.com/kubernetes';
const KEPS = `${GH}/enhancements/tree/master/keps/sig-network`;
const HW = 'https://support.huaweicloud.com';
const SIGS = 'https://github.com/kubernetes-sigs';
const K3S = 'https://docs.k3s.io';
/** The day of the issue-14 audit: every entry it verified reads this date. */
const AUDIT = '2026-12-04';
/** The day of the second audit (issue 26): every entry it re-read or added reads this date. */
const AUDIT2 = '2026-12-05';
/** The platform-detection clues (issue 34), read on the same day as the second audit. */
const AUDIT3 = '2026-12-05';
/** The control-plane figures (issue 42), read in their sources on this day. */
const AUDIT4 = '2026-12-06';
/** The third audit's fixes (issue 54), read in their sources on this day. */
const AUDIT5 = '2026-12-06';
/** Issue 57's facts (the newest version a platform offers), read in their sources on this day. */
const AUDIT6 = '2026-12-06';
/** The troubleshooting entries (issue 60), read in their sources on this day. */
const AUDIT7 = '2026-12-07';
/** The node images each platform offers (issue 65), read in their sources on this day. */
const IMAGES = '2026-12-07';
/** v1.38's release day (sig-release schedule): facts about the newest release expire then. */
const V138 = '2026-12-16';
/** The earlier comparison with shared/reference/facts.md. */
const SEED = '2026-12-02';

// prettier-ignore
const list = [
  { id: 'cce-compare', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE: Comparing iptables and IPVS', titleZh: 'CCE：nftables、iptables与IPVS如何选择', url: `${HW}/intl/en-us/usermanual-cce/cce_10_0349.html`, urlZh: `${HW}/usermanual-cce/cce_10_0349.html` },
  // Only the Chinese edition covers nftables: nftables facts cite it in both languages.
  { id: 'cce-compare-zh', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE (Chinese edition, the only one covering nftables): nftables、iptables与IPVS如何选择', titleZh: 'CCE：nftables、iptables与IPVS如何选择', url: `${HW}/usermanual-cce/cce_10_0349.html`, urlZh: `${HW}/usermanual-cce/cce_10_0349.html` },
  { id: 'cce-compare-tr-central-201', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE (Ankara Region): Comparing iptables and IPVS', url: `${HW}/intl/en-us/tr-central-201-usermanual-cce/cce_10_0349.html` },
  { id: 'cce-passthrough', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE: Configuring Passthrough Networking for a LoadBalancer Service', url: `${HW}/intl/en-us/usermanual-cce/cce_10_0355.html`, urlZh: `${HW}/usermanual-cce/cce_10_0355.html` },
  { id: 'cce-passthrough-bestpractice', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE best practice: Configuring Passthrough Networking for a LoadBalancer Service', titleZh: 'CCE最佳实践：为负载均衡类型的Service配置pass-through能力', url: `${HW}/intl/en-us/bestpractice-cce/cce_bestpractice_0301.html`, urlZh: `${HW}/bestpractice-cce/cce_bestpractice_0301.html` },
  { id: 'cce-conn-reuse', publisher: 'Huawei Cloud', checked: SEED, title: 'CCE FAQ: conn_reuse_mode in IPVS forwarding mode', url: `${HW}/intl/en-us/cce_faq/cce_faq_00409.html`, urlZh: `${HW}/cce_faq/cce_faq_00409.html` },
  { id: 'cce-coredns-ipvs', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE FAQ: DNS timeouts after upgrading CoreDNS on a node (IPVS)', titleZh: 'CCE常见问题：IPVS缺陷导致节点上升级CoreDNS后出现概率性解析超时', url: `${HW}/intl/en-us/cce_faq/cce_faq_00427.html`, urlZh: `${HW}/cce_faq/cce_faq_00427.html` },
  { id: 'cce-elb-annotations', publisher: 'Huawei Cloud', checked: SEED, title: 'CCE: Configuring LoadBalancer Services using annotations', url: `${HW}/intl/en-us/usermanual-cce/cce_10_0385.html`, urlZh: `${HW}/usermanual-cce/cce_10_0385.html` },
  { id: 'cce-create-cluster-api', publisher: 'Huawei Cloud', checked: AUDIT2, title: 'CCE API: Creating a Cluster', titleZh: 'CCE API：创建集群 - CreateCluster', url: `${HW}/intl/en-us/api-cce/cce_02_0236.html`, urlZh: `${HW}/api-cce/cce_02_0236.html` },
  { id: 'cce-param-kube-proxy-mode', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE cluster parameter: Request Forwarding (kubeProxyMode)', url: `${HW}/intl/en-us/drawer-cce/Cluster_kubeProxyMode.html` },
  { id: 'cce-node-components-check', publisher: 'Huawei Cloud', checked: AUDIT, title: 'CCE (ME-Abu Dhabi Region): Health of Worker Node Components', titleZh: 'CCE：用户节点组件健康检查异常处理', url: `${HW}/intl/en-us/ae-ad-1-usermanual-cce/cce_10_0484.html`, urlZh: `${HW}/usermanual-cce/cce_10_0484.html` },
  { id: 'huaweicloud-sdk-cluster-spec', publisher: 'Huawei Cloud', checked: AUDIT2, title: 'huaweicloud-sdk-go-v3: services/cce/v3/model/model_cluster_spec.go', url: 'https://github.com/huaweicloud/huaweicloud-sdk-go-v3/blob/master/services/cce/v3/model/model_cluster_spec.go' },
  { id: 'k8s-virtual-ips', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: 'Virtual IPs and Service Proxies', titleZh: '虚拟 IP 和服务代理', url: 'https://kubernetes.io/docs/reference/networking/virtual-ips/', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/networking/virtual-ips/' },
  { id: 'k8s-kernelspace-mode', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: 'Virtual IPs and Service Proxies: kernelspace proxy mode (Windows)', titleZh: '虚拟 IP 和服务代理：kernelspace 代理模式（Windows）', url: 'https://kubernetes.io/docs/reference/networking/virtual-ips/#proxy-mode-kernelspace', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/networking/virtual-ips/#proxy-mode-kernelspace' },
  { id: 'k8s-dual-stack', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: 'IPv4/IPv6 dual-stack', titleZh: 'IPv4/IPv6 双协议栈', url: 'https://kubernetes.io/docs/concepts/services-networking/dual-stack/', urlZh: 'https://kubernetes.io/zh-cn/docs/concepts/services-networking/dual-stack/' },
  { id: 'cce-terraform-cluster', publisher: 'Huawei Cloud', group: 'platforms', checked: AUDIT5, title: 'terraform-provider-huaweicloud: huaweicloud_cce_cluster (kube_proxy_mode; required arguments)', url: 'https://github.com/huaweicloud/terraform-provider-huaweicloud/blob/master/docs/resources/cce_cluster.md' },
  { id: 'cce-constraints', publisher: 'Huawei Cloud', checked: AUDIT2, title: 'CCE: Notes and Constraints', url: `${HW}/intl/en-us/productdesc-cce/cce_productdesc_0005.html`, urlZh: `${HW}/productdesc-cce/cce_productdesc_0005.html` },
  { id: 'cce-dataplane-v2', publisher: 'Huawei Cloud', checked: AUDIT2, title: 'CCE: DataPlane V2', url: `${HW}/intl/en-us/usermanual-cce/cce_10_0945.html`, urlZh: `${HW}/usermanual-cce/cce_10_0945.html` },
  { id: 'eks-addon-terraform', publisher: 'AWS', group: 'platforms', checked: AUDIT2, title: 'Terraform AWS provider: aws_eks_addon (configuration_values)', url: 'https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/eks_addon' },
  { id: 'eks-versions-standard', publisher: 'AWS', checked: AUDIT2, title: 'Amazon EKS: Review release notes for Kubernetes versions on standard support', url: 'https://docs.aws.amazon.com/eks/latest/userguide/kubernetes-versions-standard.html' },
  { id: 'aks-kube-proxy-mode-enum', publisher: 'Microsoft', group: 'platforms', checked: AUDIT2, title: 'Azure SDK for .NET: ContainerServiceNetworkKubeProxyMode', url: 'https://learn.microsoft.com/dotnet/api/azure.resourcemanager.containerservice.models.containerservicenetworkkubeproxymode' },
  { id: 'aks-cilium', publisher: 'Microsoft', checked: AUDIT2, title: 'AKS: Azure CNI Powered by Cilium', url: 'https://learn.microsoft.com/azure/aks/azure-cni-powered-by-cilium' },
  { id: 'k8s-kubeadm-kube-proxy', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: 'Customizing components with the kubeadm API: kube-proxy', titleZh: '使用 kubeadm API 定制组件：kube-proxy', url: 'https://kubernetes.io/docs/setup/production-environment/tools/kubeadm/control-plane-flags/#customizing-kube-proxy', urlZh: 'https://kubernetes.io/zh-cn/docs/setup/production-environment/tools/kubeadm/control-plane-flags/#customizing-kube-proxy' },
  { id: 'k8s-kubeadm-reconfigure', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: 'Reconfiguring a kubeadm cluster', titleZh: '重新配置 kubeadm 集群', url: 'https://kubernetes.io/docs/tasks/administer-cluster/kubeadm/kubeadm-reconfigure/', urlZh: 'https://kubernetes.io/zh-cn/docs/tasks/administer-cluster/kubeadm/kubeadm-reconfigure/' },
  { id: 'gke-terraform-cluster', publisher: 'Google', checked: AUDIT2, title: 'Terraform Google provider: google_container_cluster (datapath_provider)', url: 'https://registry.terraform.io/providers/hashicorp/google/latest/docs/resources/container_cluster' },
  { id: 'gke-dataplane-v2', publisher: 'Google', checked: AUDIT5, title: 'GKE: GKE Dataplane V2', url: 'https://cloud.google.com/kubernetes-engine/docs/concepts/dataplane-v2' },
  { id: 'gke-dataplane-v2-howto', publisher: 'Google', checked: AUDIT5, title: 'GKE: Use GKE Dataplane V2', url: 'https://cloud.google.com/kubernetes-engine/docs/how-to/dataplane-v2' },
  { id: 'gke-api-datapath-provider', publisher: 'Google', checked: AUDIT5, title: 'GKE API: DatapathProvider (LEGACY_DATAPATH is the iptables implementation based on kube-proxy)', url: 'https://cloud.google.com/kubernetes-engine/docs/reference/rest/v1/DatapathProvider' },
  { id: 'ack-terraform-cluster', publisher: 'Alibaba Cloud', checked: AUDIT2, title: 'terraform-provider-alicloud: alicloud_cs_managed_kubernetes (proxy_mode)', url: 'https://registry.terraform.io/providers/aliyun/alicloud/latest/docs/resources/cs_managed_kubernetes' },
  { id: 'tke-terraform-cluster', publisher: 'Tencent Cloud', checked: AUDIT2, title: 'terraform-provider-tencentcloud: tencentcloud_kubernetes_cluster (cluster_ipvs)', url: 'https://registry.terraform.io/providers/tencentcloudstack/tencentcloud/latest/docs/resources/kubernetes_cluster' },
  { id: 'k3s-cli-agent', publisher: 'k3s', group: 'platforms', checked: AUDIT2, title: 'k3s: agent (--kube-proxy-arg)', titleZh: 'k3s：agent（--kube-proxy-arg）', url: `${K3S}/cli/agent`, urlZh: `${K3S}/zh/cli/agent` },
  { id: 'k3s-configuration', publisher: 'k3s', group: 'platforms', checked: AUDIT2, title: 'k3s: Configuration Options (configuration file)', titleZh: 'k3s：配置选项（配置文件）', url: `${K3S}/installation/configuration#configuration-file`, urlZh: `${K3S}/zh/installation/configuration#configuration-file` },
  { id: 'k3s-agent-args', publisher: 'k3s', group: 'platforms', checked: AUDIT2, title: 'k3s: pkg/daemons/agent/agent_linux.go (kube-proxy arguments)', url: 'https://github.com/k3s-io/k3s/blob/main/pkg/daemons/agent/agent_linux.go' },
  { id: 'k3s-embedded-kube-proxy', publisher: 'k3s', checked: AUDIT2, title: 'k3s: pkg/daemons/executor/embed.go (embedded kube-proxy)', url: 'https://github.com/k3s-io/k3s/blob/main/pkg/daemons/executor/embed.go' },
  { id: 'k3s-issue-12849', publisher: 'k3s', checked: AUDIT2, title: 'k3s #12849: Flannel nftables support', url: 'https://github.com/k3s-io/k3s/issues/12849' },
  { id: 'k3s-issue-12852', publisher: 'k3s', checked: AUDIT5, title: 'k3s #12852: Bump k3s-root for nft json support (the bundled nft could not print JSON)', url: 'https://github.com/k3s-io/k3s/issues/12852' },
  { id: 'k3s-issue-12857', publisher: 'k3s', checked: AUDIT5, title: 'k3s #12857: [Release-1.31] Bump k3s-root for nft json support (validated on v1.31.13-rc1+k3s1)', url: 'https://github.com/k3s-io/k3s/issues/12857' },
  { id: 'k3s-notes-1-31', publisher: 'k3s', checked: AUDIT5, title: 'k3s: v1.31.X release notes (v1.31.13+k3s1, 22 September 2025)', url: `${K3S}/release-notes/v1.31.X` },
  { id: 'k3s-notes-1-32', publisher: 'k3s', checked: AUDIT5, title: 'k3s: v1.32.X release notes (v1.32.9+k3s1: Bump k3s-root to v0.15.0)', url: `${K3S}/release-notes/v1.32.X` },
  { id: 'k3s-notes-1-33', publisher: 'k3s', checked: AUDIT5, title: 'k3s: v1.33.X release notes (v1.33.5+k3s1: Bump k3s-root to v0.15.0)', url: `${K3S}/release-notes/v1.33.X` },
  { id: 'k3s-notes-1-34', publisher: 'k3s', checked: AUDIT5, title: 'k3s: v1.34.X release notes (v1.34.1+k3s1, the first, with an nft that prints JSON)', url: `${K3S}/release-notes/v1.34.X` },
  { id: 'rke2-issue-8840', publisher: 'Rancher', checked: AUDIT5, title: 'RKE2 #8840: nftables: Missing json support (open when read)', url: 'https://github.com/rancher/rke2/issues/8840' },
  { id: 'rke2-nftables', publisher: 'Rancher', checked: AUDIT2, title: 'RKE2: Basic Network Options (nftables support)', url: 'https://docs.rke2.io/networking/basic_network_options#nftables-support' },
  { id: 'rke2-networking-services', publisher: 'Rancher', group: 'platforms', checked: AUDIT2, title: 'RKE2: Networking Services (NodeLocal DNSCache, IPVS)', url: 'https://docs.rke2.io/networking/networking_services' },
  { id: 'rke2-configuration', publisher: 'Rancher', group: 'platforms', checked: AUDIT2, title: 'RKE2: Configuration Options (configuration file)', url: 'https://docs.rke2.io/install/configuration' },
  { id: 'rke2-cis-1-12', publisher: 'Rancher', checked: AUDIT2, title: 'RKE2: CIS 1.12 Self-Assessment Guide (kube-proxy process, v1.33–v1.36)', url: 'https://docs.rke2.io/security/cis_self_assessment112' },
  { id: 'rke2-static-pod', publisher: 'Rancher', checked: AUDIT2, title: 'RKE2: pkg/executor/staticpod/staticpod.go (kube-proxy as a static pod)', url: 'https://github.com/rancher/rke2/blob/master/pkg/executor/staticpod/staticpod.go' },
  { id: 'kops-kube-proxy-spec', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT2, title: 'kops: pkg/apis/kops/v1alpha2/componentconfig.go (kubeProxy.proxyMode)', url: `${GH}/kops/blob/master/pkg/apis/kops/v1alpha2/componentconfig.go` },
  { id: 'kops-nodeup-kube-proxy', publisher: 'Kubernetes', checked: AUDIT2, title: 'kops: nodeup/pkg/model/kube_proxy.go (the kube-proxy manifest)', url: `${GH}/kops/blob/master/nodeup/pkg/model/kube_proxy.go` },
  { id: 'kops-changing-configuration', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT2, title: 'kops: Changing a cluster configuration', url: 'https://kops.sigs.k8s.io/changing_configuration/' },
  { id: 'kops-1-35-notes', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT2, title: 'kops: Release notes for kOps 1.35', url: 'https://kops.sigs.k8s.io/releases/1.35-NOTES/' },
  { id: 'kops-1-36-notes', publisher: 'Kubernetes', checked: AUDIT2, title: 'kops: Release notes for kOps 1.36', url: 'https://kops.sigs.k8s.io/releases/1.36-NOTES/' },
  { id: 'kubespray-defaults', publisher: 'Kubernetes', checked: AUDIT2, title: 'Kubespray: inventory/sample/group_vars/k8s_cluster/k8s-cluster.yml (kube_proxy_mode)', url: `${SIGS}/kubespray/blob/master/inventory/sample/group_vars/k8s_cluster/k8s-cluster.yml` },
  { id: 'kubespray-validate-inventory', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT2, title: 'Kubespray: roles/validate_inventory/tasks/main.yml', url: `${SIGS}/kubespray/blob/master/roles/validate_inventory/tasks/main.yml` },
  { id: 'kubespray-kubeadm-config', publisher: 'Kubernetes', checked: AUDIT2, title: 'Kubespray: kubeadm-config.v1beta4.yaml.j2 (KubeProxyConfiguration)', url: `${SIGS}/kubespray/blob/master/roles/kubernetes/control-plane/templates/kubeadm-config.v1beta4.yaml.j2` },
  { id: 'kubespray-pr-12060', publisher: 'Kubernetes', checked: AUDIT2, title: 'Kubespray PR #12060: support kube-proxy nftables (in v2.28.0)', url: `${SIGS}/kubespray/pull/12060` },
  { id: 'kubespray-verify-settings', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT2, title: 'Kubespray: roles/kubernetes/preinstall/tasks/0040-verify-settings.yml (kernel for nftables)', url: `${SIGS}/kubespray/blob/master/roles/kubernetes/preinstall/tasks/0040-verify-settings.yml` },
  { id: 'tke-api-advanced-settings', publisher: 'Tencent Cloud', checked: AUDIT2, title: 'tencentcloud-sdk-go: tke/v20180525 ClusterAdvancedSettings (IPVS, KubeProxyMode)', url: 'https://github.com/TencentCloud/tencentcloud-sdk-go/blob/master/tencentcloud/tke/v20180525/models.go' },
  { id: 'cce-1-36-notes', publisher: 'Huawei Cloud', group: 'platforms', checked: AUDIT6, title: 'CCE: Kubernetes 1.36 release notes (CCE supports 1.36 clusters)', titleZh: 'CCE：Kubernetes 1.36版本说明', url: `${HW}/usermanual-cce/cce_bulletin_0131.html` },
  { id: 'ack-1-35-notes', publisher: 'Alibaba Cloud', group: 'platforms', checked: AUDIT2, title: 'ACK: Kubernetes 1.35 release notes', url: 'https://www.alibabacloud.com/help/doc-detail/3021327.html' },
  // Clues to the platform a node runs on (platforms/clues.ts): shown by the import's detection table.
  { id: 'cce-version-policy', publisher: 'Huawei Cloud', group: 'platforms', checked: AUDIT3, title: 'CCE: Kubernetes Version Policy (cluster versions)', titleZh: 'CCE：Kubernetes版本策略', url: `${HW}/intl/en-us/bulletin-cce/cce_bulletin_0033.html`, urlZh: `${HW}/bulletin-cce/cce_bulletin_0033.html` },
  { id: 'eks-getting-started-eksctl', publisher: 'AWS', group: 'platforms', checked: AUDIT3, title: 'Amazon EKS: Get started with Amazon EKS – eksctl (node versions)', url: 'https://docs.aws.amazon.com/eks/latest/userguide/getting-started-eksctl.html' },
  { id: 'eks-managed-node-update', publisher: 'AWS', group: 'platforms', checked: AUDIT3, title: 'Amazon EKS: Managed node update behavior (node group labels)', url: 'https://docs.aws.amazon.com/eks/latest/userguide/managed-node-update-behavior.html' },
  { id: 'eks-managing-kube-proxy', publisher: 'AWS', group: 'platforms', checked: AUDIT3, title: 'Amazon EKS: Manage kube-proxy in Amazon EKS clusters (add-on and image versions)', url: 'https://docs.aws.amazon.com/eks/latest/userguide/managing-kube-proxy.html' },
  { id: 'eks-auto-mode-labels', publisher: 'AWS', group: 'platforms', checked: AUDIT3, title: 'Amazon EKS: Control if a workload is deployed on EKS Auto Mode nodes', url: 'https://docs.aws.amazon.com/eks/latest/userguide/associate-workload.html' },
  { id: 'aks-use-labels', publisher: 'Microsoft', group: 'platforms', checked: AUDIT3, title: 'AKS: Use labels in an AKS cluster (reserved system labels)', url: 'https://learn.microsoft.com/azure/aks/use-labels' },
  { id: 'gke-node-pool-labels-update', publisher: 'Google', group: 'platforms', checked: AUDIT3, title: 'GKE: Update Kubernetes node labels and taints for node pools (versions)', url: 'https://cloud.google.com/kubernetes-engine/docs/how-to/update-existing-nodepools' },
  { id: 'gke-node-pools', publisher: 'Google', group: 'platforms', checked: AUDIT3, title: 'GKE: About node pools (the gke-nodepool label)', url: 'https://cloud.google.com/kubernetes-engine/docs/concepts/node-pools' },
  { id: 'tke-revision-history', publisher: 'Tencent Cloud', group: 'platforms', checked: AUDIT3, title: 'TKE: Kubernetes Revision Version History', url: 'https://www.tencentcloud.com/document/product/457/9315' },
  { id: 'ack-node-pool-label', publisher: 'Alibaba Cloud', group: 'platforms', checked: AUDIT3, title: 'ACK: Schedule applications to specific node pools (alibabacloud.com/nodepool-id)', url: 'https://www.alibabacloud.com/help/en/ack/ack-managed-and-ack-dedicated/user-guide/schedule-an-application-pod-to-a-specific-node-pool' },
  { id: 'k3s-releases', publisher: 'k3s', group: 'platforms', checked: AUDIT3, title: 'k3s: Releases (version tags such as v1.33.5+k3s1)', url: 'https://github.com/k3s-io/k3s/releases' },
  { id: 'aws-cloud-provider-instances', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT3, title: 'cloud-provider-aws: pkg/providers/v1/instances.go (aws:/// provider IDs)', url: `${GH}/cloud-provider-aws/blob/master/pkg/providers/v1/instances.go` },
  { id: 'gcp-cloud-provider-gce-util', publisher: 'Kubernetes', group: 'platforms', checked: AUDIT3, title: 'cloud-provider-gcp: providers/gce/gce_util.go (gce:// provider IDs)', url: `${GH}/cloud-provider-gcp/blob/master/providers/gce/gce_util.go` },
  // The runbooks (src/domain/migrate): switching a running cluster's mode, checked 2026-12-05.
  { id: 'k8s-virtual-ips-migrating', publisher: 'Kubernetes', checked: AUDIT3, k8sVersion: 'v1.37', title: 'Virtual IPs and Service Proxies: Migrating from iptables mode to nftables', titleZh: '虚拟 IP 和服务代理：从 iptables 模式到 nftables 模式的迁移', url: 'https://kubernetes.io/docs/reference/networking/virtual-ips/#migrating-from-iptables-mode-to-nftables', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/networking/virtual-ips/#migrating-from-iptables-mode-to-nftables' },
  { id: 'k8s-kube-proxy-cli', publisher: 'Kubernetes', group: 'scaling', checked: AUDIT4, title: 'kube-proxy (command-line reference)', titleZh: 'kube-proxy（命令行参考）', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/kube-proxy/', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/command-line-tools-reference/kube-proxy/' },
  { id: 'k8s-kube-proxy-metrics-go', publisher: 'Kubernetes', group: 'scaling', checked: AUDIT4, title: 'pkg/proxy/metrics/metrics.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/metrics/metrics.go` },
  { id: 'k8s-kube-proxy-defaults-fixture', publisher: 'Kubernetes', group: 'scaling', checked: AUDIT7, title: 'kube-proxy configuration defaults, mode unset (pkg/proxy/apis/config/scheme/testdata/KubeProxyConfiguration/after/v1alpha1.yaml)', url: `${GH}/kubernetes/blob/master/pkg/proxy/apis/config/scheme/testdata/KubeProxyConfiguration/after/v1alpha1.yaml` },
  { id: 'k8s-issue-135639', publisher: 'Kubernetes', checked: AUDIT4, title: 'kubernetes #135639: kube-proxy improvement needed for "mode: nftables"', url: `${GH}/kubernetes/issues/135639` },
  { id: 'k8s-changelog-1-36', publisher: 'Kubernetes', group: 'scaling', checked: AUDIT5, k8sVersion: 'v1.36', title: 'kubernetes: CHANGELOG-1.36 (v1.36.0: the nftables mode uses less CPU loading very large rulesets, #135800)', url: `${GH}/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md` },
  { id: 'k8s-changelog-1-36-nft', publisher: 'Kubernetes', checked: AUDIT7, k8sVersion: 'v1.36', title: 'kubernetes: CHANGELOG-1.36 (v1.36.0-beta.0: kube-proxy nftables mode fixed for nft 1.1.3, #137501)', url: `${GH}/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md#v1360-beta0` },
  { id: 'k8s-changelog-1-35', publisher: 'Kubernetes', checked: AUDIT7, k8sVersion: 'v1.35', title: 'kubernetes: CHANGELOG-1.35 (v1.35.4: kube-proxy nftables mode fixed for nft 1.1.3, #137807)', url: `${GH}/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.35.md#v1354` },
  { id: 'k8s-changelog-1-34', publisher: 'Kubernetes', checked: AUDIT7, k8sVersion: 'v1.34', title: 'kubernetes: CHANGELOG-1.34 (v1.34.7: kube-proxy nftables mode fixed for nft 1.1.3, #137808)', url: `${GH}/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md#v1347` },
  { id: 'k8s-pr-137809', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes PR #137809: cherry-pick of #137501 to release-1.33 (merged 2026-03-17)', url: `${GH}/kubernetes/pull/137809` },
  { id: 'siderolabs-pkgs-951', publisher: 'Sidero Labs', checked: AUDIT7, title: 'siderolabs/pkgs #951: kube-proxy fails when in proxy-mode=nftables mode (CONFIG_NFT_FIB_IPV4/6 unset)', url: 'https://github.com/siderolabs/pkgs/issues/951' },
  { id: 'siderolabs-pkgs-953', publisher: 'Sidero Labs', checked: AUDIT7, title: 'siderolabs/pkgs PR #953: enable NFT FIB lookups (required for nftables kube-proxy)', url: 'https://github.com/siderolabs/pkgs/pull/953' },
  { id: 'kops-issue-17915', publisher: 'Kubernetes', checked: AUDIT7, title: 'kops #17915: Kube-proxy on RHEL10 is broken due to nftables (nf_conntrack_max: no such file or directory)', url: `${GH}/kops/issues/17915` },
  { id: 'kops-pr-17920', publisher: 'Kubernetes', checked: AUDIT7, title: 'kops PR #17920: set proxyMode to nftables on rhel10 (missing nft_ct module)', url: `${GH}/kops/pull/17920` },
  { id: 'kops-pr-17968', publisher: 'Kubernetes', checked: AUDIT7, title: 'kops PR #17968: Enable nf_conntrack kernel module on Rocky 9', url: `${GH}/kops/pull/17968` },
  { id: 'k8s-issue-131765', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes #131765: externalTrafficPolicy:Local and proxy-mode=nftables blackholes pods traffic to external IPs', url: `${GH}/kubernetes/issues/131765` },
  { id: 'k8s-pr-132456', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes PR #132456: nftables short-circuit local traffic to external addresses', url: `${GH}/kubernetes/pull/132456` },
  { id: 'k8s-pr-133969', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes PR #133969: cherry-pick of #132456 to release-1.33 (merged 2025-09-09)', url: `${GH}/kubernetes/pull/133969` },
  { id: 'k8s-changelog-1-34-beta', publisher: 'Kubernetes', checked: AUDIT7, k8sVersion: 'v1.34', title: 'kubernetes: CHANGELOG-1.34 (v1.34.0-beta.0: #132456)', url: `${GH}/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md#v1340-beta0` },
  { id: 'k8s-changelog-1-33', publisher: 'Kubernetes', checked: AUDIT7, k8sVersion: 'v1.33', title: 'kubernetes: CHANGELOG-1.33 (v1.33.6: #133969, Pods reach LoadBalancer IPs with externalTrafficPolicy: Local in nftables mode)', url: `${GH}/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.33.md#v1336` },
  { id: 'k8s-pr-85517', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes PR #85517: support configuration of kube-proxy IPVS tcp, tcpfin, udp timeout', url: `${GH}/kubernetes/pull/85517` },
  { id: 'k8s-issue-84041', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes #84041: kube-proxy should support setting ipvs tcp/tcpfin/udp timeout (ipvsadm -ln --timeout: 900 120 300)', url: `${GH}/kubernetes/issues/84041` },
  { id: 'kubelb-issue-539', publisher: 'Kubermatic', checked: AUDIT7, title: 'KubeLB #539: IPVS expires idle NodePort connections (900 s); TCP keepalive as the fix', url: 'https://github.com/kubermatic/kubelb/issues/539' },
  { id: 'kube-ovn-issue-6434', publisher: 'Kube-OVN', checked: AUDIT7, title: 'Kube-OVN #6434: a 1.25 cluster said to run kube-proxy in nftables mode', url: 'https://github.com/kubeovn/kube-ovn/issues/6434' },
  { id: 'metallb-issue-153', publisher: 'MetalLB', checked: AUDIT7, title: 'MetalLB #153: kube-proxy in IPVS mode breaks MetalLB IPs (strictARP: true is required with IPVS)', url: 'https://github.com/metallb/metallb/issues/153' },
  { id: 'k8s-pr-62007', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes PR #62007: Fix Forward chain default reject policy for IPVS proxier (accept rules as in iptables mode, merged 2018)', url: `${GH}/kubernetes/pull/62007` },
  { id: 'k8s-issue-59656', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes #59656: IPVS proxier doesn\'t handle nodes with iptables policy FORWARD DROP', url: `${GH}/kubernetes/issues/59656` },
  { id: 'calico-issue-8025', publisher: 'Tigera', checked: AUDIT7, title: 'calico #8025: Calico panics if kube-proxy using nftables mode', url: 'https://github.com/projectcalico/calico/issues/8025' },
  { id: 'k8s-issue-139513', publisher: 'Kubernetes', checked: AUDIT4, k8sVersion: 'v1.36', title: 'kubernetes #139513: kube-proxy nftables sync time grows super-linearly with Service count', url: `${GH}/kubernetes/issues/139513` },
  { id: 'k8s-pr-126013', publisher: 'Kubernetes', group: 'scaling', checked: AUDIT4, title: 'kubernetes PR #126013: [kube-proxy: nftables] Implement partial sync', url: `${GH}/kubernetes/pull/126013` },
  { id: 'k8s-pr-140723', publisher: 'Kubernetes', checked: AUDIT4, title: 'kubernetes PR #140723: kube-proxy/nftables: avoid numgen map for single-endpoint service DNAT', url: `${GH}/kubernetes/pull/140723` },
  { id: 'k8s-scalability-thresholds', publisher: 'Kubernetes', group: 'scaling', checked: AUDIT4, title: 'SIG Scalability: Kubernetes Scalability thresholds', url: `${GH}/community/blob/master/sig-scalability/configs-and-limits/thresholds.md` },
  { id: 'k8s-kube-proxy-config-api', publisher: 'Kubernetes', checked: AUDIT3, k8sVersion: 'v1.37', title: 'kube-proxy Configuration (v1alpha1)', titleZh: 'kube-proxy 配置 (v1alpha1)', url: 'https://kubernetes.io/docs/reference/config-api/kube-proxy-config.v1alpha1/', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/config-api/kube-proxy-config.v1alpha1/' },
  { id: 'k8s-kube-proxy-types-go', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes: staging/src/k8s.io/kube-proxy/config/v1alpha1/types.go (KubeProxyConfiguration, every field)', url: `${GH}/kubernetes/blob/master/staging/src/k8s.io/kube-proxy/config/v1alpha1/types.go` },
  { id: 'k8s-kube-proxy-conversion-go', publisher: 'Kubernetes', checked: AUDIT3, title: 'kubernetes: pkg/proxy/apis/config/v1alpha1/conversion.go (which section each mode reads)', url: `${GH}/kubernetes/blob/master/pkg/proxy/apis/config/v1alpha1/conversion.go` },
  { id: 'k8s-kube-proxy-options-go', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes: cmd/kube-proxy/app/options.go (the configuration file replaces the flags; iptables the default mode; the iptables flags apply to every mode but IPVS; the flag of each field; a change to the file ends the process)', url: `${GH}/kubernetes/blob/master/cmd/kube-proxy/app/options.go` },
  { id: 'k8s-kube-proxy-server-linux-go', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes: cmd/kube-proxy/app/server_linux.go (the "Using … Proxier" start-up line, the checks before it, the clean-up at start)', url: `${GH}/kubernetes/blob/master/cmd/kube-proxy/app/server_linux.go` },
  { id: 'k8s-proxy-serviceport-go', publisher: 'Kubernetes', checked: AUDIT7, title: 'kubernetes: pkg/proxy/serviceport.go (the fields of a Service that every mode reads through one shared type)', url: `${GH}/kubernetes/blob/master/pkg/proxy/serviceport.go` },
  { id: 'k8s-source-ip-tutorial', publisher: 'Kubernetes', checked: AUDIT3, title: 'Using Source IP (the kube-proxy mode at localhost:10249/proxyMode)', titleZh: '使用源 IP（在 localhost:10249/proxyMode 查询 kube-proxy 模式）', url: 'https://kubernetes.io/docs/tutorials/services/source-ip/', urlZh: 'https://kubernetes.io/zh-cn/docs/tutorials/services/source-ip/' },
  { id: 'k8s-field-selectors', publisher: 'Kubernetes', checked: AUDIT3, title: 'Field Selectors (spec.nodeName for Pods)', titleZh: '字段选择器（Pod 的 spec.nodeName）', url: 'https://kubernetes.io/docs/concepts/overview/working-with-objects/field-selectors/', urlZh: 'https://kubernetes.io/zh-cn/docs/concepts/overview/working-with-objects/field-selectors/' },
  { id: 'kep-2448-cleanup', publisher: 'Kubernetes', checked: AUDIT3, title: "KEP-2448: Remove kube-proxy's automatic clean up logic (reboot when switching modes)", url: `${GH}/enhancements/tree/master/keps/sig-network/2448-Remove-kube-proxy-automatic-clean-up-logic` },
  { id: 'metallb-installation', publisher: 'MetalLB', checked: AUDIT3, title: 'MetalLB: Installation (strict ARP with kube-proxy in IPVS mode)', url: 'https://metallb.universe.tf/installation/' },
  { id: 'k8s-kernel-requirements', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: 'Linux Kernel Version Requirements', url: 'https://kubernetes.io/docs/reference/node/kernel-version-requirements/', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/node/kernel-version-requirements/' },
  { id: 'k8s-feature-gate-kubeproxyipvs', publisher: 'Kubernetes', checked: AUDIT, k8sVersion: 'v1.37', title: 'Feature Gates: KubeProxyIPVS', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/', urlZh: 'https://kubernetes.io/zh-cn/docs/reference/command-line-tools-reference/feature-gates/' },
  { id: 'k8s-ipvs-readme', publisher: 'Kubernetes', checked: SEED, title: 'pkg/proxy/ipvs/README.md', url: `${GH}/kubernetes/blob/master/pkg/proxy/ipvs/README.md` },
  { id: 'k8s-nftables-blog', publisher: 'Kubernetes', checked: SEED, title: 'NFTables mode for kube-proxy (blog, 2025-02-28)', url: 'https://kubernetes.io/blog/2025/02/28/nftables-kube-proxy/' },
  { id: 'kep-3866-nftables', publisher: 'Kubernetes', checked: AUDIT7, title: 'KEP-3866: Add an nftables-based kube-proxy backend', url: `${KEPS}/3866-nftables-proxy` },
  { id: 'kep-5495-ipvs-deprecation', publisher: 'Kubernetes', checked: AUDIT, k8sVersion: 'v1.37', title: 'KEP-5495: Deprecate ipvs mode in kube-proxy', url: `${KEPS}/5495-deprecate-ipvs-mode-in-kube-proxy` },
  { id: 'kep-5343-nftables-default', publisher: 'Kubernetes', checked: AUDIT5, k8sVersion: 'v1.37', recheckBy: V138, title: 'KEP-5343: Make nftables the default kube-proxy backend', url: `${KEPS}/5343-nftables-to-default` },
  { id: 'kep-6032-nftables-localhost-nodeports', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', recheckBy: V138, title: 'KEP-6032: nftables Localhost NodePort Userspace Proxy', url: `${KEPS}/6032-nftables-localhost-nodeport-userspace-proxy` },
  { id: 'kep-3453-iptables-partial-sync', publisher: 'Kubernetes', checked: AUDIT, title: 'KEP-3453: Minimize iptables-restore input size', url: `${KEPS}/3453-minimize-iptables-restore` },
  { id: 'kep-265-ipvs', publisher: 'Kubernetes', checked: AUDIT2, title: 'KEP-265: IPVS Load Balancing Mode in Kubernetes', url: `${KEPS}/265-ipvs-based-load-balancing` },
  { id: 'k8s-iptables-proxier', publisher: 'Kubernetes', checked: AUDIT2, title: 'pkg/proxy/iptables/proxier.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/iptables/proxier.go` },
  { id: 'k8s-nftables-proxier', publisher: 'Kubernetes', checked: SEED, title: 'pkg/proxy/nftables/proxier.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/nftables/proxier.go` },
  { id: 'k8s-nftables-supported-go', publisher: 'Kubernetes', checked: AUDIT5, title: 'pkg/proxy/nftables/supported.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/nftables/supported.go` },
  { id: 'k8s-ipvs-proxier', publisher: 'Kubernetes', checked: SEED, title: 'pkg/proxy/ipvs/proxier.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/ipvs/proxier.go` },
  { id: 'k8s-kernel-constants', publisher: 'Kubernetes', checked: AUDIT, title: 'pkg/util/kernel/constants.go', url: `${GH}/kubernetes/blob/master/pkg/util/kernel/constants.go` },
  { id: 'k8s-pr-108460', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #108460: Prevent host access on VIP addresses in proxy-mode=ipvs', url: `${GH}/kubernetes/pull/108460` },
  { id: 'k8s-issue-117613', publisher: 'Kubernetes', checked: AUDIT, k8sVersion: 'v1.26', title: 'kubernetes #117613: kube-proxy v1.26 blocks host services', url: `${GH}/kubernetes/issues/117613` },
  { id: 'k3s-issue-7183', publisher: 'k3s', checked: AUDIT, k8sVersion: 'v1.26', title: 'k3s #7183: IPVS is non-functional in 1.26', url: 'https://github.com/k3s-io/k3s/issues/7183' },
  { id: 'k8s-issue-70747', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #70747: IPVS low throughput', url: `${GH}/kubernetes/issues/70747` },
  { id: 'k8s-pr-71114', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #71114: fix IPVS low throughput issue', url: `${GH}/kubernetes/pull/71114` },
  { id: 'k8s-issue-81775', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #81775: kube-proxy ipvs conn_reuse_mode setting causes errors with high load from single client', url: `${GH}/kubernetes/issues/81775` },
  { id: 'k8s-issue-93297', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #93297: [ipvs] set conn_reuse_mode=1 on linux kernel version >= v5.9', url: `${GH}/kubernetes/issues/93297` },
  { id: 'k8s-issue-71514', publisher: 'Kubernetes', checked: AUDIT, title: "kubernetes #71514: In IPVS mode, kube-proxy doesn't handle graceful termination of UDP flows", url: `${GH}/kubernetes/issues/71514` },
  { id: 'k8s-pr-71515', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #71515: Enable graceful termination for UDP flows when using kube-proxy in IPVS mode', url: `${GH}/kubernetes/pull/71515` },
  { id: 'k8s-issue-76664', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #76664: ipvs UDP to garbage collect realServers', url: `${GH}/kubernetes/issues/76664` },
  { id: 'k8s-pr-77802', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #77802: [proxier/ipvs] Disable graceful termination for UDP traffic', url: `${GH}/kubernetes/pull/77802` },
  { id: 'k8s-issue-57428', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #57428: Another app is currently holding the xtables lock', url: `${GH}/kubernetes/issues/57428` },
  { id: 'k8s-issue-48107', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #48107: Kube-proxy facing locking timeout in large clusters during load test with services enabled', url: `${GH}/kubernetes/issues/48107` },
  { id: 'k8s-issue-136786', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes #136786: kube-proxy fails to sync in nftables mode when newer nftables sets exist', url: `${GH}/kubernetes/issues/136786` },
  { id: 'k8s-pr-137501', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #137501: Fix kube-proxy on systems with nft 1.1.3 (take 2)', url: `${GH}/kubernetes/pull/137501` },
  { id: 'k8s-pr-140405', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #140405: Use new distroless-iptables v0.9.4 with nft 1.0.6.1', url: `${GH}/kubernetes/pull/140405` },
  { id: 'k8s-pr-137536', publisher: 'Kubernetes', checked: AUDIT, k8sVersion: 'v1.37', title: 'kubernetes PR #137536: kube-proxy: Enable netlink support for nftables mode by default', url: `${GH}/kubernetes/pull/137536` },
  { id: 'k8s-pr-122692', publisher: 'Kubernetes', checked: AUDIT, title: 'kubernetes PR #122692: proxy/nftables: reject packets destined for invalid ports of service ips', url: `${GH}/kubernetes/pull/122692` },
  { id: 'k8s-pr-139957', publisher: 'Kubernetes', checked: AUDIT, k8sVersion: 'v1.37', title: 'kubernetes PR #139957: Warn about upcoming default change when defaulting kube-proxy mode', url: `${GH}/kubernetes/pull/139957` },
  { id: 'k8s-pr-139777', publisher: 'Kubernetes', checked: AUDIT, k8sVersion: 'v1.37', title: "kubernetes PR #139777: kubeadm: explicitly set the kube-proxy mode to 'iptables'", url: `${GH}/kubernetes/pull/139777` },
  { id: 'k8s-pr-139067', publisher: 'Kubernetes', checked: AUDIT2, k8sVersion: 'v1.37', title: "kubernetes PR #139067: kubeadm: warn if the user has configured kube-proxy with 'ipvs'", url: `${GH}/kubernetes/pull/139067` },
  { id: 'k8s-ipvs-graceful-termination', publisher: 'Kubernetes', checked: AUDIT2, title: 'pkg/proxy/ipvs/graceful_termination.go', url: `${GH}/kubernetes/blob/master/pkg/proxy/ipvs/graceful_termination.go` },
  { id: 'sig-release-1-38', publisher: 'Kubernetes', checked: AUDIT2, recheckBy: V138, title: 'sig-release: Kubernetes v1.38 Release Information (schedule)', url: `${GH}/sig-release/blob/master/releases/release-1.38/README.md` },
  { id: 'tigera-iptables-vs-ipvs', publisher: 'Tigera', checked: AUDIT, title: 'Comparing kube-proxy modes: iptables or IPVS? (2019)', url: 'https://www.tigera.io/blog/comparing-kube-proxy-modes-iptables-or-ipvs/' },
  { id: 'calico-use-ipvs', publisher: 'Tigera', checked: AUDIT, title: 'Calico: Use IPVS kube-proxy', url: 'https://docs.tigera.io/calico/latest/networking/configuring/use-ipvs' },
  { id: 'eks-ipvs', publisher: 'AWS', checked: AUDIT2, title: 'Amazon EKS Best Practices Guide: Running kube-proxy in IPVS Mode', url: 'https://docs.aws.amazon.com/eks/latest/best-practices/ipvs.html' },
  { id: 'eks-nftables', publisher: 'AWS', checked: AUDIT2, title: 'Amazon EKS Best Practices Guide: Running kube-proxy in nftables Mode', url: 'https://docs.aws.amazon.com/eks/latest/best-practices/nftables.html' },
  { id: 'eks-al2023', publisher: 'AWS', checked: IMAGES, title: 'Amazon EKS: Upgrade from Amazon Linux 2 to Amazon Linux 2023 (AL2 AMIs no longer published)', url: 'https://docs.aws.amazon.com/eks/latest/userguide/al2023.html' },
  { id: 'eks-bottlerocket', publisher: 'AWS', checked: IMAGES, title: 'Amazon EKS: Create nodes with optimized Bottlerocket AMIs', url: 'https://docs.aws.amazon.com/eks/latest/userguide/eks-optimized-ami-bottlerocket.html' },
  { id: 'al2-kernels', publisher: 'AWS', checked: IMAGES, title: 'Amazon Linux 2 User Guide: AL2 supported kernels', url: 'https://docs.aws.amazon.com/linux/al2/ug/aml2-kernel.html' },
  { id: 'aks-os-versions', publisher: 'Microsoft', checked: IMAGES, title: 'AKS: Upgrade the operating system (OS) version in AKS (supported OS versions)', titleZh: 'AKS：升级 AKS 中的操作系统 (OS) 版本', url: 'https://learn.microsoft.com/azure/aks/upgrade-os-version', urlZh: 'https://learn.microsoft.com/zh-cn/azure/aks/upgrade-os-version' },
  { id: 'aks-kube-proxy', publisher: 'Microsoft', checked: AUDIT2, title: 'Configure kube-proxy in Azure Kubernetes Service (AKS) (preview)', url: 'https://learn.microsoft.com/en-us/azure/aks/configure-kube-proxy', urlZh: 'https://learn.microsoft.com/zh-cn/azure/aks/configure-kube-proxy' },
  // The network plugins page (issue 37), each read on 2026-12-05 in the plugin's own docs or repository.
  { id: 'calico-nftables', publisher: 'Tigera', group: 'plugins', checked: AUDIT5, title: 'Calico: Calico nftables data plane', url: 'https://docs.tigera.io/calico/latest/getting-started/kubernetes/nftables' },
  { id: 'calico-3-31-notes', publisher: 'Tigera', group: 'plugins', checked: AUDIT3, title: 'Calico: v3.31.0 release notes (nftables data plane GA)', url: 'https://github.com/projectcalico/calico/blob/release-v3.31/release-notes/v3.31.0-release-notes.md' },
  { id: 'calico-manifest', publisher: 'Tigera', group: 'plugins', checked: AUDIT3, title: 'Calico: manifests/calico.yaml (the calico-node DaemonSet)', url: 'https://github.com/projectcalico/calico/blob/master/manifests/calico.yaml' },
  { id: 'cilium-configmap-template', publisher: 'Cilium', group: 'plugins', checked: AUDIT3, title: 'cilium: install/kubernetes/cilium/templates/cilium-configmap.yaml (kube-proxy-replacement)', url: 'https://github.com/cilium/cilium/blob/main/install/kubernetes/cilium/templates/cilium-configmap.yaml' },
  { id: 'cilium-kubeproxy-free', publisher: 'Cilium', group: 'plugins', checked: AUDIT3, title: 'Cilium: Kubernetes Without kube-proxy', url: 'https://docs.cilium.io/en/stable/network/kubernetes/kubeproxy-free/' },
  { id: 'flannel-configuration', publisher: 'flannel', group: 'plugins', checked: AUDIT3, title: 'flannel: Documentation/configuration.md (EnableNFTables)', url: 'https://github.com/flannel-io/flannel/blob/master/Documentation/configuration.md' },
  { id: 'flannel-v0-25-0', publisher: 'flannel', group: 'plugins', checked: AUDIT3, title: 'flannel: release v0.25.0 (first with nftables masquerading)', url: 'https://github.com/flannel-io/flannel/releases/tag/v0.25.0' },
  { id: 'flannel-manifest', publisher: 'flannel', group: 'plugins', checked: AUDIT3, title: 'flannel: Documentation/kube-flannel.yml', url: 'https://github.com/flannel-io/flannel/blob/master/Documentation/kube-flannel.yml' },
  { id: 'antrea-architecture', publisher: 'Antrea', group: 'plugins', checked: AUDIT3, title: 'Antrea: Architecture (ClusterIP Service)', url: 'https://github.com/antrea-io/antrea/blob/main/docs/design/architecture.md' },
  { id: 'antrea-proxy', publisher: 'Antrea', group: 'plugins', checked: AUDIT3, title: 'Antrea: Antrea Proxy (proxyAll)', url: 'https://github.com/antrea-io/antrea/blob/main/docs/antrea-proxy.md' },
  { id: 'antrea-service-lb', publisher: 'Antrea', group: 'plugins', checked: AUDIT3, title: 'Antrea: Service of type LoadBalancer (strictARP under IPVS)', url: 'https://github.com/antrea-io/antrea/blob/main/docs/service-loadbalancer.md' },
  { id: 'antrea-manifest', publisher: 'Antrea', group: 'plugins', checked: AUDIT3, title: 'Antrea: build/yamls/antrea.yml (the antrea-agent DaemonSet)', url: 'https://github.com/antrea-io/antrea/blob/main/build/yamls/antrea.yml' },
  { id: 'vpc-cni-readme', publisher: 'AWS', group: 'plugins', checked: AUDIT3, title: 'Amazon VPC CNI: README (POD_SECURITY_GROUP_ENFORCING_MODE)', url: 'https://github.com/aws/amazon-vpc-cni-k8s/blob/master/README.md' },
  { id: 'vpc-cni-pr-3588', publisher: 'AWS', group: 'plugins', checked: AUDIT3, title: 'amazon-vpc-cni-k8s #3588: SNAT connectivity for secondary ENI pods in kube-proxy nftables mode (v1.23.0)', url: 'https://github.com/aws/amazon-vpc-cni-k8s/pull/3588' },
  { id: 'vpc-cni-manifest', publisher: 'AWS', group: 'plugins', checked: AUDIT3, title: 'Amazon VPC CNI: config/master/aws-k8s-cni.yaml (the aws-node DaemonSet)', url: 'https://github.com/aws/amazon-vpc-cni-k8s/blob/master/config/master/aws-k8s-cni.yaml' },
  { id: 'azure-cns-manifest', publisher: 'Microsoft', group: 'plugins', checked: AUDIT3, title: 'Azure Container Networking: cns/azure-cns.yaml (the azure-cns DaemonSet)', url: 'https://github.com/Azure/azure-container-networking/blob/master/cns/azure-cns.yaml' },
  { id: 'canal-manifest', publisher: 'Tigera', group: 'plugins', checked: AUDIT3, title: 'Calico: manifests/canal.yaml (the canal DaemonSet)', url: 'https://github.com/projectcalico/calico/blob/master/manifests/canal.yaml' },
  { id: 'weave-kube-addon', publisher: 'Weaveworks', group: 'plugins', checked: AUDIT3, title: 'Weave Net: site/kubernetes/kube-addon.md', url: 'https://github.com/weaveworks/weave/blob/master/site/kubernetes/kube-addon.md' },
  { id: 'weave-daemonset', publisher: 'Weaveworks', group: 'plugins', checked: AUDIT3, title: 'Weave Net: prog/weave-kube/weave-daemonset-k8s-1.11.yaml', url: 'https://github.com/weaveworks/weave/blob/master/prog/weave-kube/weave-daemonset-k8s-1.11.yaml' },
  { id: 'cncf-landscape-4023', publisher: 'CNCF', group: 'plugins', checked: AUDIT3, title: 'cncf/landscape #4023: Remove weave products (no longer maintained)', url: 'https://github.com/cncf/landscape/pull/4023' },
  { id: 'kube-ovn-iptables-rules', publisher: 'Kube-OVN', group: 'plugins', checked: AUDIT3, title: 'Kube-OVN: Iptables Rules (rules used only in IPVS mode)', url: 'https://github.com/kubeovn/docs/blob/master/docs/reference/iptables-rules.en.md' },
  { id: 'rke2-network-options', publisher: 'Rancher', group: 'plugins', checked: AUDIT3, title: 'RKE2: Network Options (the bundled CNI plugins, Canal the default)', url: 'https://docs.rke2.io/networking/basic_network_options' },
  { id: 'kube-ovn-install', publisher: 'Kube-OVN', group: 'plugins', checked: AUDIT3, title: 'Kube-OVN: dist/images/install.sh (the kube-ovn-cni DaemonSet)', url: 'https://github.com/kubeovn/kube-ovn/blob/master/dist/images/install.sh' },
  { id: 'calico-ebpf-enable', publisher: 'Tigera', group: 'plugins', checked: AUDIT3, title: 'Calico: Enabling the eBPF data plane', url: 'https://docs.tigera.io/calico/latest/operations/ebpf/enabling-ebpf' },
  { id: 'calico-ebpf-install', publisher: 'Tigera', group: 'plugins', checked: AUDIT3, title: 'Calico: Install in eBPF mode', url: 'https://docs.tigera.io/calico/latest/operations/ebpf/install' },
] as const satisfies readonly SourceEntry[];

/** Every id a fact can cite: the registry's own ids, typed once, where they are written. */
export type SourceId = (typeof list)[number]['id'];

export type Source = SourceEntry & { readonly id: SourceId };

/** The registry's entries, read as sources (the literal types above are for `SourceId` only). */
const entries: readonly Source[] = list;

export const SOURCES: Readonly<Record<SourceId, Source>> = Object.fromEntries(entries.map((s) => [s.id, s])) as Record<
  SourceId,
  Source
>;

export function isSourceId(id: string): id is SourceId {
  return Object.hasOwn(SOURCES, id);
}

/** The newest `checked` date over all sources: "facts last checked on …". */
function lastChecked(): string {
  return Object.values(SOURCES).reduce((max, s) => (s.checked > max ? s.checked : max), '');
}

/**
 * "Checked on": the oldest `checked` date among the sources a fact rests on, so a row, section or
 * rule never claims to be fresher than its stalest source. `undefined` for no sources.
 */
export function checkedOn(ids: readonly SourceId[]): string | undefined {
  return oldestDate(ids.map((id) => SOURCES[id].checked));
}

const DAY_MS = 86_400_000;

/** Whole days from ISO date `from` to ISO date `to` (UTC). */
export function daysBetween(from: string, to: string): number {
  return Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Sources to read again by `today` (ISO date), the stalest first: those not checked for at least
 * `days` days, and those whose `recheckBy` day has come (`due`), however recently checked.
 */
export function staleSources(
  sources: readonly Source[],
  today: string,
  days: number,
): { source: Source; age: number; due: boolean }[] {
  return sources
    .map((source) => ({
      source,
      age: daysBetween(source.checked, today),
      due: source.recheckBy !== undefined && source.recheckBy <= today,
    }))
    .filter((s) => s.age >= days || s.due)
    .sort((a, b) => b.age - a.age || a.source.id.localeCompare(b.source.id));
}

/** The link to show for a source in a given language. */
export function sourceUrl(id: SourceId, lang: 'en' | 'zh'): string {
  const s = SOURCES[id];
  return lang === 'zh' && s.urlZh ? s.urlZh : s.url;
}

/**
 * The title to show with that link: the Chinese edition's own title when the link goes there,
 * so a reader never sees an English title promising what only the other edition says.
 */
export function sourceTitle(id: SourceId, lang: 'en' | 'zh'): string {
  const s = SOURCES[id];
  return lang === 'zh' && s.urlZh && s.titleZh ? s.titleZh : s.title;
}

/** One language's table of a group's sources, as the browser loads it (see source-table.ts). */
export function sourceTable(lang: 'en' | 'zh', group: SourceGroup = 'core'): SourceTable {
  const sources = Object.fromEntries(
    entries
      .filter((s) => (s.group ?? 'core') === group)
      .map((s) => [
        s.id,
        { title: sourceTitle(s.id, lang), url: sourceUrl(s.id, lang), publisher: s.publisher, checked: s.checked },
      ]),
  );
  return { newest: lastChecked(), sources };
}
