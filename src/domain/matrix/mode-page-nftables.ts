import type { ModePage } from './mode-page-types';
import { PACKET_PATHS } from '../packet-path';
import { modePageKey } from './mode-page-keys';
import { NODE_CHECKS } from './node-checks';
import { SELECT_STEPS } from './select-steps';
import { told } from './told';

const k = (path: string) => modePageKey('nftables', path);

export const NFTABLES_PAGE: ModePage = {
  mode: 'nftables',
  nodeChecks: NODE_CHECKS.nftables,
  select: SELECT_STEPS.nftables,
  titleKey: k('title'),
  taglineKey: k('tagline'),
  metaDescriptionKey: k('metaDescription'),
  whatItIs: [
    { key: k('whatItIs.framework'), sources: ['cce-compare-zh', 'k8s-virtual-ips'] },
    { key: k('whatItIs.inKubeProxy'), sources: ['cce-compare-zh', 'k8s-virtual-ips'] },
  ],
  howItForwards: [
    { key: k('howItForwards.oneTable'), sources: ['k8s-nftables-proxier', 'kep-3866-nftables'] },
    { key: k('howItForwards.pickEndpoint'), sources: ['k8s-nftables-proxier', 'kep-3866-nftables'] },
    { key: k('howItForwards.updates'), sources: ['k8s-nftables-proxier', 'kep-3866-nftables'] },
    { key: k('howItForwards.netlink'), sources: ['k8s-pr-137536'] },
  ],
  lookupPath: PACKET_PATHS.nftables.steps.map((s) => k(`lookup.${s}`)),
  lookupSources: [...PACKET_PATHS.nftables.sources],
  whenToChoose: [
    { key: k('whenToChoose.newCce'), sources: ['cce-compare-zh'], tone: 'good' },
    { key: k('whenToChoose.manyServices'), sources: ['cce-compare-zh', 'k8s-virtual-ips'], tone: 'good' },
    {
      key: k('whenToChoose.insteadOfIpvs'),
      sources: ['k8s-nftables-blog', 'kep-5495-ipvs-deprecation', 'aks-kube-proxy'],
      tone: 'good',
    },
    { key: k('whenToChoose.checkFirst'), sources: ['k8s-virtual-ips'], tone: 'warn' },
  ],
  requirements: [
    { key: k('requirements.cceVersion'), sources: ['cce-compare-zh'] },
    {
      key: k('requirements.kernel'),
      sources: ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-nftables-supported-go'],
    },
    {
      key: k('requirements.nft'),
      sources: ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-nftables-supported-go', 'cce-node-components-check'],
    },
    { key: k('requirements.skipKernelCheck'), sources: ['k8s-kernel-requirements', 'k8s-nftables-supported-go'] },
    { key: k('requirements.kernelExamples'), sources: ['kep-5343-nftables-default'] },
    { key: k('requirements.upstreamVersion'), sources: ['kep-3866-nftables'] },
  ],
  knownProblems: [
    { id: 'nodeport-ips', key: k('problems.nodePortIps'), sources: ['k8s-virtual-ips'], tone: 'warn' },
    { id: 'no-localhost-nodeport', key: k('problems.noLocalhost'), ...told('nodeport-localhost'), tone: 'warn' },
    { id: 'no-firewall-accept', key: k('problems.noFirewallAccept'), sources: ['k8s-virtual-ips'], tone: 'warn' },
    {
      id: 'conntrack-old-kernel',
      key: k('problems.conntrackOldKernel'),
      workaroundKey: k('problems.conntrackWorkaround'),
      code: '--conntrack-tcp-be-liberal',
      sources: ['k8s-virtual-ips'],
      tone: 'warn',
    },
    { id: 'host-nft-1-1-3', key: k('problems.hostNft113'), ...told('host-nft-1-1-3'), tone: 'warn' },
    {
      id: 'reject-unknown-ports',
      key: k('problems.rejectUnknownPorts'),
      sources: ['k8s-pr-122692', 'kep-3866-nftables'],
      tone: 'neutral',
    },
    { id: 'cni-compat', key: k('problems.cniCompat'), sources: ['k8s-virtual-ips', 'eks-nftables'], tone: 'warn' },
    { id: 'gain-at-scale', key: k('problems.gainAtScale'), sources: ['k8s-virtual-ips'], tone: 'neutral' },
    {
      id: 'no-scheduler',
      key: k('problems.noScheduler'),
      sources: ['eks-nftables', 'cce-compare-zh'],
      tone: 'neutral',
    },
  ],
};
