import type { Mode } from '../modes';
import type { Platform, PlatformSnippet } from './model';

const TF = ['ack-terraform-cluster'] as const;

const terraform = (mode: Mode): PlatformSnippet => ({
  via: 'terraform',
  mode,
  value: mode,
  language: 'hcl',
  code: [
    'resource "alicloud_cs_managed_kubernetes" "this" {',
    '  # … cluster_spec, vswitch_ids, service_cidr …',
    `  proxy_mode = "${mode}"`,
    '}',
  ].join('\n'),
  sources: TF,
});

export const ACK: Platform = {
  id: 'ack',
  kind: 'managed',
  modes: [
    { mode: 'iptables', value: { value: 'iptables', sources: TF }, sources: TF },
    { mode: 'ipvs', value: { value: 'ipvs', sources: TF }, sources: TF },
    { mode: 'nftables', value: { value: 'nftables', sources: TF }, since: 'v1.35', sources: TF },
  ],
  defaultMode: { value: 'ipvs', sources: TF },
  // proxy_mode is ForceNew: a different mode is a different cluster.
  chosenAt: { value: 'creation', sources: TF },
  changeCost: { value: 'new-cluster', sources: TF },
  kubeProxyRuns: { notPublished: 'the alicloud_cs_managed_kubernetes Terraform docs' },
  statements: [
    { id: 'default-ipvs', about: 'ipvs', sources: TF },
    { id: 'nftables-recommended', about: 'nftables', sources: TF },
  ],
  replacement: { notPublished: 'the alicloud_cs_managed_kubernetes Terraform docs' },
  snippets: [terraform('nftables'), terraform('iptables'), terraform('ipvs')],
};
