import type { Platform } from './model';
import { terraformSnippet } from './terraform';

const TF = ['tke-terraform-cluster'] as const;
const API = ['tke-api-advanced-settings'] as const;
const READ = "the tencentcloud_kubernetes_cluster Terraform docs and the TKE API's ClusterAdvancedSettings";

/** `cluster_ipvs` is a boolean: true for ipvs, false for iptables. */
const terraform = (mode: 'iptables' | 'ipvs') =>
  terraformSnippet({
    resource: 'tencentcloud_kubernetes_cluster',
    elided: 'vpc_id, cluster_cidr, cluster_version',
    argument: 'cluster_ipvs',
    mode,
    value: mode === 'ipvs' ? 'true' : 'false',
    sources: TF,
  });

export const TKE: Platform = {
  id: 'tke',
  modes: [
    { mode: 'iptables', value: { value: 'false', sources: TF }, sources: [...API, ...TF] },
    { mode: 'ipvs', value: { value: 'true', sources: TF }, sources: [...API, ...TF] },
  ],
  // The API's: iptables when neither IPVS nor KubeProxyMode is set. Terraform's resource differs.
  defaultMode: { value: 'iptables', sources: API },
  defaultNote: 'terraform-default-ipvs',
  // cluster_ipvs is ForceNew: a different mode is a different cluster.
  chosenAt: { value: 'creation', sources: TF },
  changeCost: { value: 'new-cluster', sources: TF },
  kubeProxyRuns: { notPublished: READ },
  statements: [
    { id: 'terraform-default-ipvs', about: 'default', sources: [...TF, ...API] },
    // A third mode of TKE's own, not one of kube-proxy's: the guide does not assess it.
    { id: 'ipvs-bpf', about: 'ipvs', sources: API },
  ],
  replacement: { notPublished: READ },
  snippets: [terraform('iptables'), terraform('ipvs')],
};
