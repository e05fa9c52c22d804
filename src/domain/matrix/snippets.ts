import type { Mode } from '../modes';
import type { Snippet } from './mode-page-types';

/**
 * The shape of a CCE CreateCluster body (kind, apiVersion, metadata, spec) with the one field
 * this choice sets, `spec.kubeProxyMode`. Valid JSON (no comments); the caption says which
 * required spec fields are left out. CCE publishes only `iptables` and `ipvs` as values.
 */
export function cceApiSnippet(value: Exclude<Mode, 'nftables'>): Snippet {
  const body = { kind: 'Cluster', apiVersion: 'v3', metadata: { name: 'my-cluster' }, spec: { kubeProxyMode: value } };
  return { language: 'json', code: JSON.stringify(body, null, 2), captionKey: 'select.cceApiCaption' };
}

/** Upstream way: `mode` in a KubeProxyConfiguration file, plus mode-specific extras. */
export function kubeProxyConfigSnippet(mode: Mode, extra: string[] = []): Snippet {
  return {
    language: 'yaml',
    code: [
      'apiVersion: kubeproxy.config.k8s.io/v1alpha1',
      'kind: KubeProxyConfiguration',
      `mode: "${mode}"`,
      ...extra,
    ].join('\n'),
    captionKey: 'select.configCaption',
    params: { mode: mode === 'ipvs' ? 'IPVS' : mode },
  };
}
