import type { Mode } from '../modes';
import type { ModePage, Snippet } from './mode-page-types';
import { modePageKey as k } from './mode-page-keys';
import { NODE_CHECKS } from './node-checks';
import { cceApiSnippet, kubeProxyConfigSnippet } from './snippets';

/** A snippet where the platform data has one (exactOptionalPropertyTypes: no `snippet: undefined`). */
const optionalSnippet = (snippet: Snippet | undefined) => (snippet ? { snippet } : {});

/**
 * What a reader runs and sets for each mode: the node checks and how to select the mode. Apart
 * from the rest of the mode-page data because the result page shows these two for its pick.
 */
export const MODE_ACTIONS: Readonly<Record<Mode, Pick<ModePage, 'nodeChecks' | 'select'>>> = {
  nftables: {
    nodeChecks: NODE_CHECKS.nftables,
    select: {
      cce: {
        // None in the data: CCE publishes no API value for nftables (only iptables and ipvs).
        ...optionalSnippet(cceApiSnippet('nftables')),
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
        snippet: kubeProxyConfigSnippet('nftables'),
      },
    },
  },
  iptables: {
    nodeChecks: NODE_CHECKS.iptables,
    select: {
      cce: {
        steps: [
          {
            key: k('iptables', 'select.cceConsole'),
            sources: ['cce-param-kube-proxy-mode', 'cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
          },
        ],
        ...optionalSnippet(cceApiSnippet('iptables')),
      },
      elsewhere: {
        steps: [
          { key: k('iptables', 'select.elsewhere'), sources: ['k8s-virtual-ips', 'k8s-nftables-blog', 'eks-nftables'] },
        ],
        snippet: kubeProxyConfigSnippet('iptables'),
      },
    },
  },
  ipvs: {
    nodeChecks: NODE_CHECKS.ipvs,
    select: {
      cce: {
        steps: [
          {
            key: k('ipvs', 'select.cceConsole'),
            sources: ['cce-param-kube-proxy-mode', 'cce-create-cluster-api', 'huaweicloud-sdk-cluster-spec'],
          },
        ],
        ...optionalSnippet(cceApiSnippet('ipvs')),
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
        snippet: kubeProxyConfigSnippet('ipvs', ['ipvs:', '  scheduler: "rr"']),
      },
    },
  },
};
