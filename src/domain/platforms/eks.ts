import { THRESHOLDS } from '../facts';
import type { Platform, PlatformSnippet } from './model';

type Config = { mode: 'nftables' } | { ipvs: { scheduler: 'rr' }; mode: 'ipvs' };
const NFT: Config = { mode: 'nftables' };
const IPVS: Config = { ipvs: { scheduler: 'rr' }, mode: 'ipvs' };
const sourcesOf = (c: Config) => (c.mode === 'nftables' ? (['eks-nftables'] as const) : (['eks-ipvs'] as const));

/** The kube-proxy add-on's configuration values, as AWS's pages write the command. */
const cli = (config: Config): PlatformSnippet => ({
  via: 'cli',
  mode: config.mode,
  value: config.mode,
  language: 'shell',
  code: [
    'aws eks update-addon --cluster-name "$CLUSTER_NAME" --addon-name kube-proxy \\',
    `  --configuration-values '${JSON.stringify(config)}' \\`,
    '  --resolve-conflicts OVERWRITE',
  ].join('\n'),
  sources: sourcesOf(config),
});

const terraform = (config: Config): PlatformSnippet => ({
  via: 'terraform',
  mode: config.mode,
  value: config.mode,
  language: 'hcl',
  code: [
    'resource "aws_eks_addon" "kube_proxy" {',
    '  cluster_name         = aws_eks_cluster.this.name',
    '  addon_name           = "kube-proxy"',
    `  configuration_values = jsonencode(${JSON.stringify(config)})`,
    '}',
  ].join('\n'),
  sources: ['eks-addon-terraform', ...sourcesOf(config)],
});

export const EKS: Platform = {
  id: 'eks',
  modes: [
    {
      mode: 'iptables',
      value: { value: 'iptables', sources: ['eks-nftables', 'eks-ipvs'] },
      sources: ['eks-nftables'],
    },
    { mode: 'ipvs', value: { value: 'ipvs', sources: ['eks-ipvs'] }, sources: ['eks-ipvs'] },
    {
      mode: 'nftables',
      value: { value: 'nftables', sources: ['eks-nftables'] },
      since: `v1.${THRESHOLDS.nftMinVersionEks}`,
      sources: ['eks-nftables'],
    },
  ],
  defaultMode: { value: 'iptables', sources: ['eks-nftables'] },
  // "during initial EKS cluster creation" or later, through the add-on.
  chosenAt: { value: 'anytime', sources: ['eks-nftables', 'eks-ipvs'] },
  changeCost: { value: 'restart-kube-proxy', sources: ['eks-nftables', 'eks-ipvs'] },
  kubeProxyRuns: { value: 'daemonset', sources: ['eks-nftables'] },
  statements: [
    { id: 'change-disruptive', about: 'default', sources: ['eks-nftables', 'eks-ipvs'] },
    { id: 'ipvs-deprecated', about: 'ipvs', sources: ['eks-ipvs'] },
    // The 1.35 notes say IPVS goes in 1.36; the 1.36 notes do not mention it.
    { id: 'ipvs-removal-1-36', about: 'ipvs', conflict: true, sources: ['eks-versions-standard'] },
    { id: 'nftables-from-1-36', about: 'nftables', sources: ['eks-nftables'] },
    { id: 'nftables-vpc-cni', about: 'nftables', sources: ['eks-nftables'] },
  ],
  replacement: {
    notPublished: 'the EKS nftables and IPVS best-practice pages',
  },
  snippets: [cli(NFT), cli(IPVS), terraform(NFT), terraform(IPVS)],
};
