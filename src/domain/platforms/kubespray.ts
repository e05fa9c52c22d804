import type { Mode } from '../modes';
import type { Platform, PlatformSnippet } from './model';

const VAR = ['kubespray-defaults', 'kubespray-validate-inventory'] as const;

/** The inventory variable, which Kubespray writes into kubeadm's KubeProxyConfiguration. */
const config = (mode: Mode): PlatformSnippet => ({
  via: 'config',
  mode,
  value: mode,
  language: 'yaml',
  code: ['# inventory/<cluster>/group_vars/k8s_cluster/k8s-cluster.yml', `kube_proxy_mode: ${mode}`].join('\n'),
  sources: VAR,
});

const NO_PROCEDURE =
  "Kubespray's docs (docs/ansible/vars.md and the upgrade pages) for changing kube_proxy_mode on a running cluster";

export const KUBESPRAY: Platform = {
  id: 'kubespray',
  modes: [
    { mode: 'iptables', value: { value: 'iptables', sources: VAR }, sources: VAR },
    { mode: 'ipvs', value: { value: 'ipvs', sources: VAR }, sources: VAR },
    {
      mode: 'nftables',
      value: { value: 'nftables', sources: VAR },
      since: 'v2.28.0',
      sources: [...VAR, 'kubespray-pr-12060'],
    },
  ],
  defaultMode: { value: 'ipvs', sources: ['kubespray-defaults'] },
  chosenAt: { notPublished: NO_PROCEDURE },
  changeCost: { notPublished: NO_PROCEDURE },
  kubeProxyRuns: { value: 'daemonset', sources: ['kubespray-kubeadm-config', 'k8s-kubeadm-kube-proxy'] },
  statements: [
    { id: 'default-ipvs', about: 'ipvs', sources: ['kubespray-defaults'] },
    { id: 'nftables-kernel', about: 'nftables', sources: ['kubespray-verify-settings'] },
  ],
  replacement: { notPublished: "Kubespray's docs: Kubespray ships no dataplane of its own" },
  snippets: [config('nftables'), config('iptables'), config('ipvs')],
};
