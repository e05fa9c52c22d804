import type { Mode } from '../modes';
import type { Platform, PlatformSnippet } from './model';
import { kubeProxyModes } from './upstream';

const SPEC = ['kops-kube-proxy-spec'] as const;

/** The Cluster resource's kubeProxy.proxyMode, which kops hands to kube-proxy as --proxy-mode. */
const config = (mode: Mode): PlatformSnippet => ({
  via: 'config',
  mode,
  value: mode,
  language: 'yaml',
  code: [
    '# kops edit cluster "$NAME"',
    'apiVersion: kops.k8s.io/v1alpha2',
    'kind: Cluster',
    'spec:',
    '  kubeProxy:',
    `    proxyMode: ${mode}`,
  ].join('\n'),
  sources: [...SPEC, 'kops-changing-configuration', 'k8s-virtual-ips'],
});

export const KOPS: Platform = {
  id: 'kops',
  modes: kubeProxyModes(SPEC),
  // Left empty, no --proxy-mode flag is written and kube-proxy's own default applies (but see RHEL 10).
  defaultMode: { value: 'iptables', sources: ['kops-nodeup-kube-proxy', 'k8s-virtual-ips'] },
  chosenAt: { value: 'anytime', sources: ['kops-changing-configuration'] },
  // nodeup writes the kube-proxy manifest when a node boots, so the rolling update applies it.
  changeCost: { value: 'rolling-update', sources: ['kops-changing-configuration', 'kops-nodeup-kube-proxy'] },
  kubeProxyRuns: { value: 'static-pod', sources: ['kops-nodeup-kube-proxy'] },
  statements: [
    { id: 'rhel10-nftables', about: 'default', sources: ['kops-nodeup-kube-proxy', 'kops-1-35-notes'] },
    { id: 'calico-nftables-mode', about: 'nftables', sources: ['kops-1-36-notes'] },
  ],
  replacement: { notPublished: 'the kops docs and release notes: kops ships no dataplane of its own' },
  snippets: [config('nftables'), config('iptables'), config('ipvs')],
};
