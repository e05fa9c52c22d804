import type { Mode } from '../modes';
import type { Snippet } from './mode-page-types';

/**
 * CCE create-cluster request, reduced to the one field the sources name.
 * The comment makes the elision explicit so nobody pastes it as a full body.
 */
export function cceApiSnippet(value: Exclude<Mode, 'nftables'>): Snippet {
  return {
    language: 'json',
    code: ['{', '  // … rest of the create-cluster request elided …', `  "kubeProxyMode": "${value}"`, '}'].join('\n'),
    captionKey: 'select.cceApiCaption',
  };
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
