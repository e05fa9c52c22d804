/**
 * What the installers that hand their setting straight to kube-proxy share: kube-proxy's own
 * configuration document and its own three mode values.
 */
import { THRESHOLDS } from '../facts';
import type { SourceId } from '../sources';
import type { Platform } from './model';

/** kube-proxy's own configuration document, as kubeadm hands it on (any kube-proxy reads the same). */
export const kubeProxyDocument = (value: string, extra: readonly string[] = []): string[] => [
  'apiVersion: kubeproxy.config.k8s.io/v1alpha1',
  'kind: KubeProxyConfiguration',
  `mode: "${value}"`,
  ...extra,
];

const UPSTREAM = ['k8s-virtual-ips'] as const;

/**
 * The three modes under kube-proxy's own names, offered through `via` (the installer's setting);
 * nftables from kube-proxy's first version with it on by default unless the installer names its own.
 */
export const kubeProxyModes = (
  via: readonly SourceId[],
  nftables: { readonly since: string; readonly sources: readonly SourceId[] } = {
    since: `v1.${THRESHOLDS.nftMinVersion}`,
    sources: ['kep-3866-nftables'],
  },
): Platform['modes'] => [
  { mode: 'iptables', value: { value: 'iptables', sources: UPSTREAM }, sources: [...via, ...UPSTREAM] },
  { mode: 'ipvs', value: { value: 'ipvs', sources: UPSTREAM }, sources: [...via, ...UPSTREAM] },
  {
    mode: 'nftables',
    value: { value: 'nftables', sources: UPSTREAM },
    ...nftables,
    sources: [...new Set([...via, ...nftables.sources])],
  },
];
