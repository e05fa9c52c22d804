/**
 * The sources of the entries whose facts the rule book and the mode pages tell in short. Apart
 * from the entries so those pages carry these lists, not every entry and the data it reads.
 */
import type { SourceId } from '../sources';
import type { TroubleshootId } from './model';

export const TOLD_SOURCES = {
  'host-nft-1-1-3': ['k8s-issue-136786', 'k8s-pr-137501', 'k8s-pr-140405'],
  'nftables-slow-full-sync': ['k8s-issue-135639', 'k8s-issue-139513', 'k8s-pr-140723'],
  'ipvs-conn-reuse': [
    'cce-conn-reuse',
    'k8s-issue-70747',
    'k8s-pr-71114',
    'k8s-issue-81775',
    'k8s-issue-93297',
    'k8s-kernel-constants',
  ],
  'nodeport-localhost': ['k8s-virtual-ips', 'k8s-virtual-ips-migrating', 'kep-6032-nftables-localhost-nodeports'],
} as const satisfies Partial<Record<TroubleshootId, readonly SourceId[]>>;

export type ToldId = keyof typeof TOLD_SOURCES;
