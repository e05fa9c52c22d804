import type { ModePage } from './mode-page-types';
import { PACKET_PATHS } from '../packet-path';
import { modePageKey } from './mode-page-keys';
import { NODE_CHECKS } from './node-checks';
import { SELECT_STEPS } from './select-steps';
import type { SourceId } from '../sources';

const k = (path: string) => modePageKey('iptables', path);
/** Where iptables starts to hurt at scale: CCE (both editions), Calico, AWS (IPVS and nftables pages), Tigera. */
const SCALE: SourceId[] = [
  'cce-compare',
  'cce-compare-tr-central-201',
  'calico-use-ipvs',
  'eks-ipvs',
  'eks-nftables',
  'tigera-iptables-vs-ipvs',
];

export const IPTABLES_PAGE: ModePage = {
  mode: 'iptables',
  nodeChecks: NODE_CHECKS.iptables,
  select: SELECT_STEPS.iptables,
  titleKey: k('title'),
  taglineKey: k('tagline'),
  metaDescriptionKey: k('metaDescription'),
  whatItIs: [
    { key: k('whatItIs.framework'), sources: ['cce-compare', 'k8s-virtual-ips'] },
    { key: k('whatItIs.inKubeProxy'), sources: ['cce-compare', 'k8s-virtual-ips'] },
  ],
  howItForwards: [
    { key: k('howItForwards.chains'), sources: ['k8s-iptables-proxier'] },
    { key: k('howItForwards.firstPacket'), sources: ['k8s-iptables-proxier'] },
    { key: k('howItForwards.syncs'), sources: ['kep-3453-iptables-partial-sync', 'k8s-virtual-ips'] },
  ],
  lookupPath: PACKET_PATHS.iptables.steps.map((s) => k(`lookup.${s}`)),
  lookupSources: [...PACKET_PATHS.iptables.sources],
  whenToChoose: [
    {
      key: k('whenToChoose.fewServices'),
      sources: SCALE,
      tone: 'good',
    },
    { key: k('whenToChoose.shortConnections'), sources: ['cce-compare'], tone: 'good' },
    { key: k('whenToChoose.defaultPath'), sources: ['k8s-ipvs-readme', 'k8s-virtual-ips'], tone: 'good' },
    { key: k('whenToChoose.oldCce'), sources: ['cce-compare'], tone: 'neutral' },
  ],
  requirements: [
    { key: k('requirements.none'), sources: ['cce-compare', 'k8s-virtual-ips'] },
    {
      key: k('requirements.default'),
      sources: ['k8s-virtual-ips', 'kep-5343-nftables-default', 'k8s-pr-139957', 'k8s-pr-139777'],
    },
  ],
  knownProblems: [
    {
      id: 'latency',
      key: k('problems.latency'),
      sources: SCALE,
      tone: 'warn',
    },
    {
      id: 'xtables-lock',
      key: k('problems.xtablesLock'),
      sources: ['k8s-issue-48107', 'k8s-issue-57428'],
      tone: 'warn',
    },
    {
      id: 'sync-latency',
      key: k('problems.syncLatency'),
      sources: ['kep-3453-iptables-partial-sync'],
      tone: 'neutral',
    },
    { id: 'sync-tuning', key: k('problems.syncTuning'), sources: ['k8s-virtual-ips'], tone: 'neutral' },
  ],
};
