import { THRESHOLDS } from '../facts';
import type { Mode } from '../modes';
import type { Platform } from './model';
import { terraformSnippet } from './terraform';

const TF = ['ack-terraform-cluster'] as const;

const terraform = (mode: Mode) =>
  terraformSnippet({
    resource: 'alicloud_cs_managed_kubernetes',
    elided: 'cluster_spec, vswitch_ids, service_cidr',
    argument: 'proxy_mode',
    mode,
    value: mode,
    sources: TF,
  });

export const ACK: Platform = {
  id: 'ack',
  modes: [
    { mode: 'iptables', value: { value: 'iptables', sources: TF }, sources: TF },
    { mode: 'ipvs', value: { value: 'ipvs', sources: TF }, sources: TF },
    {
      mode: 'nftables',
      value: { value: 'nftables', sources: TF },
      since: `v1.${THRESHOLDS.nftMinVersionAck}`,
      sources: TF,
    },
  ],
  defaultMode: { value: 'ipvs', sources: TF },
  // proxy_mode is ForceNew: a different mode is a different cluster.
  chosenAt: { value: 'creation', sources: TF },
  changeCost: { value: 'new-cluster', sources: TF },
  kubeProxyRuns: { notPublished: 'the alicloud_cs_managed_kubernetes Terraform docs' },
  statements: [
    { id: 'default-ipvs', about: 'ipvs', sources: TF },
    { id: 'nftables-recommended', about: 'nftables', sources: TF },
    { id: 'release-notes-1-35', about: 'ipvs', sources: ['ack-1-35-notes'] },
  ],
  // The 1.35 notes name Terway Datapath V2 as a way off IPVS, without saying it replaces kube-proxy.
  replacement: { notPublished: 'the alicloud_cs_managed_kubernetes Terraform docs and the ACK 1.35 release notes' },
  snippets: [terraform('nftables'), terraform('iptables'), terraform('ipvs')],
};
