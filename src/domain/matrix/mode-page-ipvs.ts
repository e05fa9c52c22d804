import { CCE_PORT_RANGE_EXAMPLE } from '../facts';
import { PACKET_PATHS } from '../packet-path';
import type { SourceId } from '../sources';
import type { ModePage } from './mode-page-types';
import { modePageKey } from './mode-page-keys';
import { NODE_CHECKS } from './node-checks';
import { SELECT_STEPS } from './select-steps';
import { told } from './told';

const k = (path: string) => modePageKey('ipvs', path);

const ELB: SourceId[] = ['cce-compare', 'cce-passthrough', 'cce-passthrough-bestpractice'];
// The annotation exactly as CCE documents it; the value must be the string "true".
const PASS_THROUGH = ['metadata:', '  annotations:', '    kubernetes.io/elb.pass-through: "true"'].join('\n');

export const IPVS_PAGE: ModePage = {
  mode: 'ipvs',
  nodeChecks: NODE_CHECKS.ipvs,
  select: SELECT_STEPS.ipvs,
  titleKey: k('title'),
  taglineKey: k('tagline'),
  metaDescriptionKey: k('metaDescription'),
  whatItIs: [
    { key: k('whatItIs.framework'), sources: ['cce-compare', 'k8s-virtual-ips'] },
    { key: k('whatItIs.inKubeProxy'), sources: ['cce-compare', 'kep-265-ipvs', 'k8s-virtual-ips'] },
  ],
  howItForwards: [
    { key: k('howItForwards.dummyInterface'), sources: ['kep-265-ipvs', 'k8s-ipvs-readme', 'cce-compare'] },
    { key: k('howItForwards.virtualServers'), sources: ['kep-265-ipvs', 'k8s-virtual-ips'] },
    { key: k('howItForwards.ipsets'), sources: ['k8s-ipvs-readme', 'kep-265-ipvs'] },
  ],
  lookupPath: PACKET_PATHS.ipvs.steps.map((s) => k(`lookup.${s}`)),
  lookupSources: [...PACKET_PATHS.ipvs.sources],
  whenToChoose: [
    { key: k('whenToChoose.schedulers'), sources: ['cce-compare', 'k8s-virtual-ips'], tone: 'good' },
    { key: k('whenToChoose.largeOldCce'), sources: ['cce-compare'], tone: 'good' },
    { key: k('whenToChoose.noElbSharing'), sources: ELB, tone: 'warn' },
    {
      key: k('whenToChoose.planExit'),
      sources: ['k8s-virtual-ips', 'kep-5495-ipvs-deprecation', 'k8s-pr-139067', 'aks-kube-proxy'],
      tone: 'warn',
    },
  ],
  requirements: [
    { key: k('requirements.modules'), sources: ['k8s-ipvs-readme', 'kep-265-ipvs'] },
    { key: k('requirements.ipset'), sources: ['k8s-ipvs-readme'] },
    { key: k('requirements.kernel'), sources: ['cce-conn-reuse', 'k8s-issue-93297', 'k8s-kernel-constants'] },
    { key: k('requirements.osImages'), sources: ['cce-compare', 'cce-conn-reuse'] },
    { key: k('requirements.featureGate'), sources: ['k8s-feature-gate-kubeproxyipvs', 'kep-5495-ipvs-deprecation'] },
  ],
  knownProblems: [
    {
      id: 'elb-ingress',
      key: k('problems.elbIngress'),
      workaroundKey: k('problems.passThrough'),
      code: PASS_THROUGH,
      sources: ELB,
      tone: 'bad',
    },
    {
      id: 'elb-other-cluster',
      key: k('problems.elbOtherCluster'),
      workaroundKey: k('problems.passThrough'),
      code: PASS_THROUGH,
      sources: ELB,
      tone: 'bad',
    },
    {
      id: 'elb-port-range',
      key: k('problems.elbPortRange'),
      workaroundKey: k('problems.passThrough'),
      code: PASS_THROUGH,
      params: CCE_PORT_RANGE_EXAMPLE,
      sources: ELB,
      tone: 'bad',
    },
    {
      id: 'pass-through-limits',
      key: k('problems.passThroughLimits'),
      sources: ['cce-passthrough-bestpractice'],
      tone: 'warn',
    },
    {
      id: 'conn-reuse',
      key: k('problems.connReuse'),
      workaroundKey: k('problems.connReuseFix'),
      ...told('ipvs-conn-reuse'),
      tone: 'bad',
    },
    { id: 'os-images', key: k('problems.osImages'), sources: ['cce-compare', 'cce-conn-reuse'], tone: 'bad' },
    {
      id: 'coredns-upgrade',
      key: k('problems.coreDns'),
      workaroundKey: k('problems.coreDnsFix'),
      sources: ['cce-coredns-ipvs', 'k8s-issue-71514', 'k8s-pr-71515', 'k8s-issue-76664', 'k8s-pr-77802'],
      tone: 'bad',
    },
    {
      id: 'calico-mark-bits',
      key: k('problems.calicoMarks'),
      code: 'IptablesMarkMask',
      sources: ['calico-use-ipvs'],
      tone: 'warn',
    },
    {
      id: 'deprecated',
      key: k('problems.deprecated'),
      sources: ['k8s-virtual-ips', 'kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs', 'k8s-pr-139067'],
      tone: 'bad',
    },
  ],
};
