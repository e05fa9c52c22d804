/**
 * The troubleshooting entries' shape: one problem an operator meets with a kube-proxy mode, from
 * what they see (a symptom, the lines kube-proxy or a plugin logs) to what fixes it. The words
 * are in `locales/{lang}/troubleshoot.json` under `entries.<id>`; everything else is here, each
 * entry with its sources and the day they were read.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

/** Where the problem shows, in the order the index groups them. */
export const WHERE = ['start', 'upgrade', 'scale', 'migration', 'running'] as const;
type Where = (typeof WHERE)[number];

/** Every entry, in the order the index lists them within a group; the id is its page's address. */
export const TROUBLESHOOT_IDS = [
  'nft-without-json',
  'nft-kernel-features-missing',
  'conntrack-sysctl-missing',
  'host-nft-1-1-3',
  'nftables-slow-full-sync',
  'ipvs-conn-reuse',
  'nodeport-localhost',
  'calico-nftables-kube-proxy',
  'etp-local-external-ip',
  'iptables-nft-is-not-nftables-mode',
  'ipvs-idle-timeout',
  'ipvs-strict-arp',
] as const;
export type TroubleshootId = (typeof TROUBLESHOOT_IDS)[number];

export const isTroubleshootId = (id: string): id is TroubleshootId =>
  (TROUBLESHOOT_IDS as readonly string[]).includes(id);

/** Whose release carries a fix. */
type Product = 'kubernetes' | 'k3s' | 'rke2' | 'linux';

/**
 * One release line's first release with the fix: `'every'`, every release of the line has it;
 * `null`, none is published as having it.
 */
export interface FixRelease {
  readonly product: Product;
  /** The release line ('1.35'), where the fix reached several lines at different patches. */
  readonly line?: string;
  readonly release: string | 'every' | null;
  readonly sources: readonly SourceId[];
}

/**
 * What carries a fix: releases; `notPublished`, no release is published as fixing it; `byDesign`,
 * the behaviour is meant, and the fix is to work with it; `onTheNode`, nothing to upgrade in
 * Kubernetes: the node's kernel or modules are what the fix changes.
 */
export type FixedIn = readonly FixRelease[] | 'notPublished' | 'byDesign' | 'onTheNode';

export interface TroubleshootEntry {
  readonly id: TroubleshootId;
  readonly where: Where;
  readonly modes: readonly Mode[];
  /** Lines as they are logged, copied from the sources: searchable, never translated. */
  readonly logLines: readonly string[];
  /** A read-only command to run on a node or against the cluster, shown verbatim. */
  readonly confirm?: string;
  readonly fixedIn: FixedIn;
  /** Where the entry's text cites its facts. */
  readonly sources: readonly SourceId[];
  /** The day the entry was written from its sources (each source carries the day it was last read). */
  readonly checked: string;
  /** Values the words take (figures from the guide's data, formatted for the locale). */
  readonly params?: (locale: string) => Record<string, string>;
}

/** The parts of an entry's words, each `entries.<id>.<part>` in troubleshoot.json. */
const TEXT_PARTS = ['title', 'symptom', 'affected', 'cause', 'fix'] as const;

/** Every key an entry's words use. */
export const entryKeys = (e: TroubleshootEntry): string[] => [
  ...TEXT_PARTS.map((p) => `entries.${e.id}.${p}`),
  ...(e.confirm ? [`entries.${e.id}.confirm`] : []),
];
