import type { Mode } from '../modes';
import type { Platform } from './model';
import { kubeProxyArgConfig } from './k3s';
import { bundledNftSources } from './bundled-nft';
import { kubeProxyModes } from './upstream';

const NFT = ['rke2-nftables'] as const;
const config = (mode: Mode) =>
  kubeProxyArgConfig('/etc/rancher/rke2/config.yaml', mode, ['rke2-configuration', ...NFT, 'k8s-virtual-ips']);

export const RKE2: Platform = {
  id: 'rke2',
  // The nftables page shows the kube-proxy-arg setting; nftables arrived in three release lines at
  // once (July 2026), experimental.
  modes: kubeProxyModes(NFT, {
    since: 'v1.34.10+rke2r1, v1.35.7+rke2r1, v1.36.3+rke2r1',
    sources: NFT,
  }),
  defaultMode: { value: 'iptables', sources: ['rke2-cis-1-12'] },
  // "If the configuration is changed after starting RKE2, the service must be restarted."
  chosenAt: { value: 'anytime', sources: ['rke2-configuration'] },
  changeCost: { value: 'restart-service', sources: ['rke2-configuration', 'rke2-networking-services'] },
  kubeProxyRuns: { value: 'static-pod', sources: ['rke2-static-pod'] },
  statements: [
    { id: 'nftables-experimental', about: 'nftables', sources: NFT },
    { id: 'nftables-cni', about: 'nftables', sources: NFT },
    { id: 'bundled-nft', about: 'nftables', sources: bundledNftSources('rke2') },
    { id: 'ipvs-deprecated', about: 'ipvs', sources: ['rke2-networking-services'] },
    { id: 'ipvs-nodelocal-dns', about: 'ipvs', sources: ['rke2-networking-services'] },
  ],
  replacement: { notPublished: 'the RKE2 networking pages: RKE2 ships no dataplane of its own' },
  snippets: [config('nftables'), config('iptables'), config('ipvs')],
};
