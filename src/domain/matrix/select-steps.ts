import type { Mode } from '../modes';
import type { SelectSteps } from './mode-page-types';
import { modePageKey as k } from './mode-page-keys';

/**
 * How to select each mode, in words with their sources: what the mode pages' data carries (their
 * "checked on" dates read it). The snippets beside these steps are in mode-actions.ts, so a page
 * loads their code only where it shows them.
 */
export const SELECT_STEPS: Readonly<Record<Mode, SelectSteps>> = {
  nftables: {
    cce: {
      steps: [
        { key: k('nftables', 'select.cceConsole'), sources: ['cce-compare-zh', 'cce-param-kube-proxy-mode'] },
        {
          key: k('nftables', 'select.cceApiUnknown'),
          sources: ['cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
          tone: 'warn',
        },
      ],
    },
    elsewhere: {
      steps: [
        { key: k('nftables', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-nftables-blog', 'eks-nftables'] },
        { key: k('nftables', 'select.eks'), sources: ['eks-nftables'] },
        { key: k('nftables', 'select.aks'), sources: ['aks-kube-proxy'] },
      ],
    },
  },
  iptables: {
    cce: {
      steps: [
        {
          key: k('iptables', 'select.cceConsole'),
          sources: ['cce-param-kube-proxy-mode', 'cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
        },
      ],
    },
    elsewhere: {
      steps: [
        { key: k('iptables', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-nftables-blog', 'eks-nftables'] },
      ],
    },
  },
  ipvs: {
    cce: {
      steps: [
        {
          key: k('ipvs', 'select.cceConsole'),
          sources: ['cce-param-kube-proxy-mode', 'cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
        },
      ],
    },
    elsewhere: {
      steps: [
        { key: k('ipvs', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-ipvs-readme', 'eks-nftables'] },
        {
          key: k('ipvs', 'select.featureGate'),
          sources: ['k8s-feature-gate-kubeproxyipvs', 'kep-5495-ipvs-deprecation'],
          tone: 'warn',
        },
      ],
    },
  },
};
