import { THRESHOLDS } from '../facts';
import type { Mode } from '../modes';
import type { Platform, PlatformSnippet } from './model';
import { terraformSnippet } from './terraform';

const VALUES = ['cce-param-kube-proxy-mode', 'huaweicloud-sdk-cluster-spec'] as const;

/** A CreateCluster body with the one field this choice sets; the other required spec fields are left out. */
const api = (mode: 'iptables' | 'ipvs'): PlatformSnippet => ({
  via: 'api',
  mode,
  value: mode,
  language: 'json',
  code: JSON.stringify(
    { kind: 'Cluster', apiVersion: 'v3', metadata: { name: 'my-cluster' }, spec: { kubeProxyMode: mode } },
    null,
    2,
  ),
  sources: ['cce-create-cluster-api', ...VALUES],
});

/** The resource's required arguments, which the snippet leaves to the reader (the provider's argument reference). */
const CCE_TERRAFORM_REQUIRED = ['name', 'flavor_id', 'vpc_id', 'subnet_id', 'container_network_type'] as const;

const terraform = (mode: Exclude<Mode, 'nftables'>) =>
  terraformSnippet({
    resource: 'huaweicloud_cce_cluster',
    elided: CCE_TERRAFORM_REQUIRED.join(', '),
    argument: 'kube_proxy_mode',
    mode,
    value: mode,
    sources: ['cce-terraform-cluster'],
  });

export const CCE: Platform = {
  id: 'cce',
  modes: [
    { mode: 'iptables', value: { value: 'iptables', sources: VALUES }, sources: VALUES },
    { mode: 'ipvs', value: { value: 'ipvs', sources: VALUES }, sources: VALUES },
    {
      mode: 'nftables',
      // The console offers it; no API, SDK or Terraform value is published for it.
      value: {
        notPublished:
          'the CreateCluster API page, the kubeProxyMode parameter page, the Go SDK enum and the Terraform provider (iptables and ipvs only)',
      },
      since: `v1.${THRESHOLDS.nftMinVersionCce}`,
      sources: ['cce-compare-zh'],
    },
  ],
  defaultMode: { value: 'iptables', sources: ['huaweicloud-sdk-cluster-spec'] },
  chosenAt: { value: 'creation', sources: ['cce-param-kube-proxy-mode', 'cce-constraints'] },
  changeCost: {
    value: 'new-cluster',
    sources: ['cce-param-kube-proxy-mode', 'cce-constraints', 'cce-terraform-cluster'],
  },
  kubeProxyRuns: { value: 'systemd', sources: ['cce-node-components-check'] },
  statements: [
    // The parameter page gives no default ("None"); the SDK says iptables.
    {
      id: 'default-unstated',
      about: 'default',
      conflict: true,
      sources: ['cce-param-kube-proxy-mode', 'huaweicloud-sdk-cluster-spec'],
    },
    { id: 'nftables-from-1-35', about: 'nftables', sources: ['cce-compare-zh'] },
    {
      id: 'ipvs-deprecation',
      about: 'ipvs',
      notPublished: 'the CCE comparison page (both editions) and the kubeProxyMode parameter page',
    },
  ],
  replacement: { value: 'yes', sources: ['cce-dataplane-v2'] },
  snippets: [api('iptables'), api('ipvs'), terraform('iptables'), terraform('ipvs')],
};
