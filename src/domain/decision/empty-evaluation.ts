/**
 * The evaluation of no answers at all, as data: what every prerendered result and wizard shows
 * before the link's answers are read, so those pages hydrate without the rule table (it loads once
 * the page is live). A unit test holds it equal to `evaluate({})` and `tieReason({})`.
 */
import type { Evaluation, TieReason } from './evaluate';

export const EMPTY_EVALUATION: Evaluation = {
  pick: 'iptables',
  modes: {
    nftables: {
      status: 'caution',
      fired: [
        {
          id: 'nftables-version-unknown',
          status: 'caution',
          source: ['cce-compare-zh', 'kep-3866-nftables'],
          params: {},
        },
        {
          id: 'nftables-kernel-unknown',
          status: 'caution',
          source: ['cce-compare-zh', 'k8s-kernel-requirements', 'k8s-nftables-supported-go'],
          params: {},
        },
        {
          id: 'nftables-nft-unknown',
          status: 'caution',
          source: [
            'cce-compare-zh',
            'k8s-kernel-requirements',
            'k8s-nftables-supported-go',
            'cce-node-components-check',
          ],
          params: {},
        },
      ],
      checks: ['cluster-version', 'kernel-version', 'nft-version', 'network-plugin-compat', 'nodeport-differences'],
    },
    iptables: { status: 'suitable', fired: [], checks: ['service-count'] },
    ipvs: {
      status: 'caution',
      fired: [
        {
          id: 'ipvs-deprecation-plan',
          status: 'caution',
          source: ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs', 'k8s-virtual-ips'],
          params: {
            ipvsDeprecatedVersion: 'v1.35',
            ipvsGateVersion: 'v1.37',
            ipvsGatedVersion: 'v1.40',
            ipvsRemovedVersion: 'v1.43',
          },
        },
        {
          id: 'ipvs-coredns-dns-timeouts',
          status: 'info',
          source: ['cce-coredns-ipvs', 'k8s-issue-71514', 'k8s-pr-71515', 'k8s-issue-76664', 'k8s-pr-77802'],
          params: {},
        },
      ],
      checks: ['cluster-version', 'conn-reuse-kernel', 'elb-sharing', 'ipvs-modules', 'ipset'],
    },
  },
};

export const EMPTY_TIE: TieReason = 'default';
