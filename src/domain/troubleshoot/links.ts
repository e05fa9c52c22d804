/**
 * Where the guide meets a problem an entry tells in full: the rule book's findings and the
 * runbooks' behaviours (by their ids, which stay as they are) link to the entry instead of telling
 * it again. The mode pages' known problems name theirs in their own data (`troubleshoot`).
 */
import type { TroubleshootId } from './model';

/** Rule id → the entry its finding is about. */
export const RULE_ENTRIES: Readonly<Record<string, TroubleshootId>> = {
  'nftables-host-nft-1-1-3': 'host-nft-1-1-3',
  'nftables-slow-full-sync': 'nftables-slow-full-sync',
  'nftables-k3s-nft-no-json': 'nft-without-json',
  'nftables-k3s-nft-json-unknown': 'nft-without-json',
  'nftables-rke2-nft-no-json': 'nft-without-json',
  'nftables-kops-calico-setting': 'calico-nftables-kube-proxy',
  'ipvs-os-conn-reuse': 'ipvs-conn-reuse',
  'ipvs-kernel-below-5-9': 'ipvs-conn-reuse',
  'ipvs-short-conn-kernel-unknown': 'ipvs-conn-reuse',
};

/** A runbook behaviour (a row of the feature × mode table) → the entry its "what breaks" is about. */
export const FEATURE_ENTRIES: Readonly<Record<string, TroubleshootId>> = {
  'localhost-nodeports': 'nodeport-localhost',
  'strict-arp': 'ipvs-strict-arp',
};
