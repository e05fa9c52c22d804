import { THRESHOLDS } from '../facts';
import type { Platform, PlatformSnippet } from './model';

type Config =
  | { enabled: true; mode: 'NFTABLES' }
  | { enabled: true; mode: 'IPTABLES' }
  | { enabled: true; mode: 'IPVS'; ipvsConfig: { scheduler: 'LeastConnection' | 'RoundRobin' } };
const NFT: Config = { enabled: true, mode: 'NFTABLES' };
// The page's mode values are IPTABLES, IPVS and NFTABLES: the way back from either of the others.
const IPT: Config = { enabled: true, mode: 'IPTABLES' };
const IPVS: Config = { enabled: true, mode: 'IPVS', ipvsConfig: { scheduler: 'LeastConnection' } };
const MODE_OF = { NFTABLES: 'nftables', IPTABLES: 'iptables', IPVS: 'ipvs' } as const;
const modeOf = (c: Config) => MODE_OF[c.mode];

/** The configuration file and the command that applies it, in one copyable block. */
const cli = (config: Config): PlatformSnippet => ({
  via: 'cli',
  mode: modeOf(config),
  value: config.mode,
  language: 'shell',
  code: [
    "cat > kube-proxy.json <<'EOF'",
    JSON.stringify(config, null, 2),
    'EOF',
    'az aks update --resource-group "$RESOURCE_GROUP" --name "$CLUSTER_NAME" \\',
    '  --kube-proxy-config kube-proxy.json',
  ].join('\n'),
  sources: ['aks-kube-proxy'],
});

export const AKS: Platform = {
  id: 'aks',
  modes: [
    { mode: 'iptables', value: { value: 'IPTABLES', sources: ['aks-kube-proxy'] }, sources: ['aks-kube-proxy'] },
    {
      mode: 'ipvs',
      value: { value: 'IPVS', sources: ['aks-kube-proxy'] },
      since: 'v1.22',
      sources: ['aks-kube-proxy', 'aks-kube-proxy-mode-enum'],
    },
    {
      mode: 'nftables',
      value: { value: 'NFTABLES', sources: ['aks-kube-proxy'] },
      since: `v1.${THRESHOLDS.nftMinVersionAks}`,
      sources: ['aks-kube-proxy', 'aks-kube-proxy-mode-enum'],
    },
  ],
  defaultMode: { value: 'iptables', sources: ['aks-kube-proxy'] },
  chosenAt: { value: 'anytime', sources: ['aks-kube-proxy'] },
  changeCost: { value: 'brief-interruption', sources: ['aks-kube-proxy'] },
  kubeProxyRuns: { value: 'daemonset', sources: ['aks-kube-proxy'] },
  statements: [
    { id: 'preview', about: 'default', sources: ['aks-kube-proxy'] },
    { id: 'nftables-replaces-ipvs', about: 'nftables', sources: ['aks-kube-proxy'] },
    { id: 'ipvs-no-network-policy', about: 'ipvs', sources: ['aks-kube-proxy'] },
    {
      id: 'ipvs-deprecation',
      about: 'ipvs',
      notPublished: 'the AKS kube-proxy page (it recommends nftables over IPVS but gives no deprecation or date)',
    },
  ],
  replacement: { value: 'yes', sources: ['aks-cilium'] },
  snippets: [cli(NFT), cli(IPVS), cli(IPT)],
};
