import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import type { Platform, PlatformSnippet } from './model';
import { bundledNftParams, bundledNftSources } from './bundled-nft';
import { kubeProxyModes } from './upstream';

/**
 * The `kube-proxy-arg` list of a k3s or RKE2 configuration file: the installer hands each item to
 * kube-proxy as a flag, so the mode is kube-proxy's own `proxy-mode` value.
 */
export const kubeProxyArgConfig = (path: string, mode: Mode, sources: readonly SourceId[]): PlatformSnippet => ({
  via: 'config',
  mode,
  value: mode,
  language: 'yaml',
  code: [`# ${path}`, 'kube-proxy-arg:', `  - proxy-mode=${mode}`].join('\n'),
  sources,
});

const FLAG = ['k3s-cli-agent'] as const;
const config = (mode: Mode) =>
  kubeProxyArgConfig('/etc/rancher/k3s/config.yaml', mode, [...FLAG, 'k3s-configuration', 'k8s-virtual-ips']);

const NO_PROCEDURE =
  'the k3s docs (configuration, CLI and networking pages) for changing proxy-mode on a running cluster';

export const K3S: Platform = {
  id: 'k3s',
  modes: kubeProxyModes(FLAG),
  // k3s passes --proxy-mode=iptables itself unless a kube-proxy-arg says otherwise.
  defaultMode: { value: 'iptables', sources: ['k3s-agent-args'] },
  chosenAt: { notPublished: NO_PROCEDURE },
  changeCost: { notPublished: NO_PROCEDURE },
  kubeProxyRuns: { value: 'embedded', sources: ['k3s-embedded-kube-proxy'] },
  statements: [
    { id: 'no-kube-proxy-objects', about: 'default', sources: ['k3s-embedded-kube-proxy'] },
    { id: 'flannel-iptables', about: 'nftables', sources: ['k3s-issue-12849'] },
    { id: 'bundled-nft', about: 'nftables', sources: bundledNftSources('k3s'), params: bundledNftParams('k3s') },
  ],
  replacement: { notPublished: 'the k3s docs (CLI and networking pages): k3s ships no dataplane of its own' },
  snippets: [config('nftables'), config('iptables'), config('ipvs')],
};
