import type { Platform } from './model';
import { terraformSnippet } from './terraform';

const TF = ['tke-terraform-cluster'] as const;
const TF_ONLY = "the tencentcloud_kubernetes_cluster Terraform docs (they give only the resource's own default)";

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
  kind: 'managed',
  modes: [
    { mode: 'iptables', value: { value: 'false', sources: TF }, sources: TF },
    { mode: 'ipvs', value: { value: 'true', sources: TF }, sources: TF },
  ],
  defaultMode: { notPublished: TF_ONLY },
  // cluster_ipvs is ForceNew: a different mode is a different cluster.
  chosenAt: { value: 'creation', sources: TF },
  changeCost: { value: 'new-cluster', sources: TF },
  kubeProxyRuns: { notPublished: TF_ONLY },
  statements: [{ id: 'terraform-default-ipvs', about: 'default', sources: TF }],
  replacement: { notPublished: TF_ONLY },
  snippets: [terraform('iptables'), terraform('ipvs')],
};
