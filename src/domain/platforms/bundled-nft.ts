/**
 * The nft a distribution brings for its own kube-proxy, per Kubernetes minor line: the first
 * release of the line whose nft can print JSON, which kube-proxy's nftables mode uses to list its
 * sets and maps. At or above it the node needs no nft of its own; below it kube-proxy runs an nft
 * that cannot list them. Each line is as its release notes give it; a line not listed is read by
 * `later`.
 */
import type { ClusterVersion } from '../answers/parse-values';
import type { SourceId } from '../sources';
import type { PlatformId } from './model';

interface Line {
  readonly minor: number;
  /** The line's first release with it; `'every'`: its first release already had it. */
  readonly first: { readonly patch: number; readonly release: string } | 'every';
  readonly sources: readonly SourceId[];
}

export interface BundledNft {
  readonly lines: readonly Line[];
  /**
   * Lines newer than the last listed: `'every'` where every release has it; `null` where it is not
   * published. Lines older than the first listed never had it.
   */
  readonly later: 'every' | null;
  readonly sources: readonly SourceId[];
  readonly checked: string;
}

export const BUNDLED_NFT: Readonly<Partial<Record<PlatformId, BundledNft>>> = {
  // k3s-root v0.15.0 built nft with JSON (k3s #12852, from rke2 #8840), in the September 2025
  // releases. Read: the release notes of each line ("Bump k3s-root to v0.15.0"); for 1.31 the
  // backport issue validated on v1.31.13-rc1. The 1.30 line ended in July 2025, before it.
  k3s: {
    lines: [
      { minor: 31, first: { patch: 13, release: 'v1.31.13+k3s1' }, sources: ['k3s-issue-12857', 'k3s-notes-1-31'] },
      { minor: 32, first: { patch: 9, release: 'v1.32.9+k3s1' }, sources: ['k3s-notes-1-32'] },
      { minor: 33, first: { patch: 5, release: 'v1.33.5+k3s1' }, sources: ['k3s-notes-1-33'] },
      // v1.34.1+k3s1 is the line's first release, with k3s-root v0.15.0.
      { minor: 34, first: 'every', sources: ['k3s-notes-1-34'] },
    ],
    later: 'every',
    sources: ['k3s-issue-12852'],
    checked: '2026-12-06',
  },
  // kube-proxy runs from RKE2's own image; the issue that its nft lacks JSON was open when read,
  // and no release is published as fixing it.
  rke2: { lines: [], later: null, sources: ['rke2-issue-8840'], checked: '2026-12-06' },
};

/** What a platform's own nft can do for these answers: `undefined` where the platform brings none. */
export type BundledNftState =
  | { readonly state: 'json'; readonly sources: readonly SourceId[] }
  /** Before `first`; `null`: no release of the line has it (k3s before 1.31), or none is published (RKE2). */
  | { readonly state: 'noJson'; readonly first: string | null; readonly sources: readonly SourceId[] }
  /** The version, or its patch where the line's releases differ, is not given. */
  | { readonly state: 'unknown'; readonly first: string | null; readonly sources: readonly SourceId[] };

export function bundledNft(
  platform: PlatformId | 'k8s' | undefined,
  version: ClusterVersion | undefined,
): BundledNftState | undefined {
  const facts = platform === undefined || platform === 'k8s' ? undefined : BUNDLED_NFT[platform];
  if (!facts) return undefined;
  const line = version ? facts.lines.find((l) => l.minor === version.minor) : undefined;
  const sources = [...facts.sources, ...(line?.sources ?? [])];
  // Without a version it is open, unless no release of the platform is published with it.
  if (version === undefined)
    return facts.lines.length === 0 && facts.later === null
      ? { state: 'noJson', first: null, sources }
      : { state: 'unknown', first: null, sources };
  if (line === undefined) {
    const newer = version.minor > (facts.lines.at(-1)?.minor ?? Infinity);
    return newer && facts.later === 'every' ? { state: 'json', sources } : { state: 'noJson', first: null, sources };
  }
  if (line.first === 'every') return { state: 'json', sources };
  if (version.patch === undefined) return { state: 'unknown', first: line.first.release, sources };
  return version.patch >= line.first.patch
    ? { state: 'json', sources }
    : { state: 'noJson', first: line.first.release, sources };
}

/**
 * A platform's JSON-capable nft in words' values: the first such release of each line where a line
 * began without it (`releases`), and the first line whose every release has it (`everyFrom`).
 */
export function bundledNftParams(id: PlatformId): { releases: string; everyFrom: string } {
  const lines = BUNDLED_NFT[id]?.lines ?? [];
  const firsts = lines.flatMap((l) => (l.first === 'every' ? [] : [l.first.release]));
  const every = lines.find((l) => l.first === 'every');
  return { releases: firsts.join(', '), everyFrom: every ? `v1.${every.minor}` : '' };
}

/** Every source behind a platform's bundled nft, its lines' too. */
export const bundledNftSources = (id: PlatformId): SourceId[] => {
  const f = BUNDLED_NFT[id];
  return [...new Set([...(f?.sources ?? []), ...(f?.lines.flatMap((l) => l.sources) ?? [])])];
};
