import type { Mode } from '../modes';
import { CCE } from '../platforms/cce';
import { KUBEADM } from '../platforms/kubeadm';
import { kubeProxyDocument } from '../platforms/upstream';
import type { Snippet } from './mode-page-types';

/**
 * CCE's CreateCluster body for the mode, from the platform data: none where CCE publishes no
 * value for it (nftables). The caption says which required spec fields are left out.
 */
export function cceApiSnippet(mode: Mode): Snippet | undefined {
  const api = CCE.snippets.find((s) => s.via === 'api' && s.mode === mode);
  return api ? { language: 'json', code: api.code, captionKey: 'select.cceApiCaption' } : undefined;
}

/** The upstream way, as kubeadm hands it to kube-proxy: `mode` in a KubeProxyConfiguration, plus mode-specific extras. */
export function kubeProxyConfigSnippet(mode: Mode, extra: string[] = []): Snippet {
  const offer = KUBEADM.modes.find((o) => o.mode === mode);
  const value = offer && 'value' in offer.value ? offer.value.value : mode;
  return {
    language: 'yaml',
    code: kubeProxyDocument(value, extra).join('\n'),
    captionKey: 'select.configCaption',
    params: { mode: mode === 'ipvs' ? 'IPVS' : mode },
  };
}
