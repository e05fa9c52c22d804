import type { Platform, PlatformSnippet } from './model';

const TF = ['tke-terraform-cluster'] as const;
const TF_ONLY = "the tencentcloud_kubernetes_cluster Terraform docs (they give only the resource's own default)";

/** `cluster_ipvs` is a boolean: true for ipvs, false for iptables. */
const terraform = (mode: 'iptables' | 'ipvs'): PlatformSnippet => ({
  via: 'terraform',
  mode,
  value: mode === 'ipvs' ? 'true' : 'false',
  language: 'hcl',
  code: [
    'resource "tencentcloud_kubernetes_cluster" "this" {',
    '  # … vpc_id, cluster_cidr, cluster_version …',
    `  cluster_ipvs = ${mode === 'ipvs' ? 'true' : 'false'}`,
    '}',
  ].join('\n'),
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
