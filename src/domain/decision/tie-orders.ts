import type { Mode } from '../modes';

// A module of its own: the rule book prints these orders, and importing them from the engine
// made it load the whole engine chunk (~3.5 KB gzip) with the page.

/**
 * Which tie order applies: an IPVS-only algorithm, scale without a short-connection storm, scale
 * outside CCE on nodes too old for nftables (`oldNodes`), or none of these.
 */
export type TieReason = 'algorithm' | 'scale' | 'oldNodes' | 'default';

export const TIE_ORDERS: Readonly<Record<TieReason, readonly Mode[]>> = {
  algorithm: ['ipvs', 'nftables', 'iptables'],
  scale: ['nftables', 'ipvs', 'iptables'],
  oldNodes: ['iptables', 'ipvs', 'nftables'],
  default: ['nftables', 'iptables', 'ipvs'],
};
