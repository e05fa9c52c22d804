import type { Mode } from '../modes';
import type { Platform, PlatformSnippet } from './model';
import { kubeProxyDocument, kubeProxyModes } from './upstream';

/** A kubeadm configuration file: the cluster's document, then kube-proxy's, separated by `---`. */
const config = (mode: Mode): PlatformSnippet => ({
  via: 'config',
  mode,
  value: mode,
  language: 'yaml',
  code: ['apiVersion: kubeadm.k8s.io/v1beta4', 'kind: ClusterConfiguration', '---', ...kubeProxyDocument(mode)].join(
    '\n',
  ),
  sources: ['k8s-kubeadm-kube-proxy', 'k8s-virtual-ips'],
});

export const KUBEADM: Platform = {
  id: 'kubeadm',
  modes: kubeProxyModes([]),
  defaultMode: { value: 'iptables', sources: ['k8s-pr-139777', 'k8s-virtual-ips'] },
  chosenAt: { value: 'anytime', sources: ['k8s-kubeadm-kube-proxy', 'k8s-kubeadm-reconfigure'] },
  changeCost: { value: 'restart-kube-proxy', sources: ['k8s-kubeadm-reconfigure'] },
  kubeProxyRuns: { value: 'daemonset', sources: ['k8s-kubeadm-kube-proxy'] },
  statements: [
    { id: 'explicit-iptables', about: 'default', sources: ['k8s-pr-139777'] },
    { id: 'ipvs-warning', about: 'ipvs', sources: ['k8s-pr-139067'] },
  ],
  replacement: {
    notPublished: "kubeadm's kube-proxy and reconfiguration pages (kubeadm brings no dataplane of its own)",
  },
  snippets: [config('nftables'), config('iptables'), config('ipvs')],
};
