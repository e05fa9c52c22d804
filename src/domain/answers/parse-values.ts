/**
 * Parsers for single URL values; each returns `undefined` when the value does not parse. Text is
 * read after NFKC, so full-width digits and punctuation (a Chinese input method's) read as typed.
 */
import { readCount } from '../count-read';

/**
 * A Kubernetes release: 1.30 and 1.3 are different releases, so never a float. `patch` is kept
 * when given (`1.34.5`); without it the patch is unknown, which matters only to facts fixed in
 * a patch release (such rules give at most a caution).
 */
export interface ClusterVersion {
  major: number;
  minor: number;
  patch?: number;
  /**
   * A k3s or RKE2 release's own suffix (`+k3s1`, `+rke2r1`), kept as the tools print it: it names
   * the distribution's release, whose bundled parts (k3s's nft) differ. Other suffixes are dropped.
   */
  build?: string;
}

/** A node kernel; `raw` keeps what the user typed (e.g. a full `uname -r`) for display. */
export interface KernelVersion {
  major: number;
  minor: number;
  patch: number;
  raw: string;
}

/** The host's `nft` tool, or `'none'` when it is not installed. */
export type NftVersion = { major: number; minor: number; patch: number } | 'none';

const MAX_PART = 9999;
const part = (s: string | undefined): number | undefined => {
  if (s === undefined) return 0;
  const n = Number(s);
  return n <= MAX_PART ? n : undefined;
};

/**
 * Only strings are accepted for version-like values: a router that JSON-parses
 * `?version=1.30` hands over the float 1.3, which cannot be told from 1.3.
 */
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.normalize('NFKC').trim() : undefined);

// `1.31`, `v1.31`, `1.31.4`, `v1.31.4-r0`, `v1.31.4-r0-31.0.2.1`, `1.31.4+k3s1`.
const CLUSTER_RE = /^v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?([-+][0-9A-Za-z.+_-]*)?$/i;
/** The suffixes k3s and RKE2 give their releases: `+k3s1`, `+rke2r2`. */
const DISTRIBUTION_BUILD_RE = /^\+(?:k3s|rke2r)\d{1,4}$/i;

/** What `kubectl version` prints before the server's (or client's) version: `Server Version: v1.31.2`. */
const KUBECTL_LINE_RE = /^(?:server|client)\s+version:\s*/i;

export function parseClusterVersion(v: unknown): ClusterVersion | undefined {
  const m = CLUSTER_RE.exec((text(v) ?? '').replace(KUBECTL_LINE_RE, ''));
  if (!m) return undefined;
  const major = part(m[1]);
  const minor = part(m[2]);
  const patch = m[3] === undefined ? undefined : part(m[3]);
  // Kubernetes has only ever had major version 1; "5.10" here is a kernel typed in the wrong box.
  if (major !== 1 || minor === undefined || (m[3] !== undefined && patch === undefined)) return undefined;
  const build = m[4] !== undefined && DISTRIBUTION_BUILD_RE.test(m[4]) ? m[4].toLowerCase() : undefined;
  return { major, minor, ...(patch === undefined ? {} : { patch }), ...(build === undefined ? {} : { build }) };
}

/** `1.34` (patch unknown), `1.34.5`, or `1.34.5+k3s1`. */
export const formatClusterVersion = (v: ClusterVersion): string =>
  (v.patch === undefined ? `${v.major}.${v.minor}` : `${v.major}.${v.minor}.${v.patch}`) + (v.build ?? '');

// Leading `major.minor[.patch]`, then anything a distribution appends (`-182.0.0.95.r1941_123.hce2.x86_64`).
const KERNEL_RE = /^(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?(?![0-9])/;
// Keep the raw text short and plain: it is echoed on the page and in share links.
const KERNEL_RAW_RE = /^[0-9A-Za-z._+~-]{1,128}$/;

export function parseKernelVersion(v: unknown): KernelVersion | undefined {
  const raw = text(v);
  if (raw === undefined || !KERNEL_RAW_RE.test(raw)) return undefined;
  const m = KERNEL_RE.exec(raw);
  if (!m) return undefined;
  const [major, minor, patch] = [part(m[1]), part(m[2]), part(m[3])];
  if (major === undefined || minor === undefined || patch === undefined || major < 2) return undefined;
  return { major, minor, patch, raw };
}

/** A kernel as it was understood (`5.10.0-182…x86_64` → `5.10.0`). */
export const formatKernelVersion = (v: KernelVersion): string => `${v.major}.${v.minor}.${v.patch}`;

// `1.0.6`, `v1.0.2`, `1.0`, or a whole `nft --version` line: `nftables v1.0.6 (Lester Gooch #5)`.
const NFT_RE = /^(?:nftables\s+)?v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?(?:\s+\(.*\))?$/i;

export function parseNftVersion(v: unknown): NftVersion | undefined {
  const s = text(v);
  if (s === undefined) return undefined;
  if (s.toLowerCase() === 'none') return 'none';
  const m = NFT_RE.exec(s);
  if (!m) return undefined;
  const [major, minor, patch] = [part(m[1]), part(m[2]), part(m[3])];
  if (major === undefined || minor === undefined || patch === undefined) return undefined;
  return { major, minor, patch };
}

export const formatNftVersion = (v: NftVersion): string => (v === 'none' ? 'none' : `${v.major}.${v.minor}.${v.patch}`);

type Triple = { major: number; minor: number; patch?: number };
const compareTriple = (a: Triple, b: Triple): number =>
  a.major - b.major || a.minor - b.minor || (a.patch ?? 0) - (b.patch ?? 0);

export const compareClusterVersion = (a: ClusterVersion, b: ClusterVersion): number => compareTriple(a, b);
export const compareKernelVersion = (a: Triple, b: Triple): number => compareTriple(a, b);
// Made on first use: creating a collator loads the browser's collation data (~7 ms at full
// speed), and every page that parses answers evaluated it at start-up, needed or not.
let releaseOrder: Intl.Collator | undefined;
const compareRelease = (a: string, b: string) =>
  (releaseOrder ??= new Intl.Collator('en', { numeric: true })).compare(a, b);
/** What follows `major.minor[.patch]` in a kernel release: `-119-generic` of `5.15.0-119-generic`. */
const kernelBuild = (v: KernelVersion): string => v.raw.replace(/^\d+\.\d+(?:\.\d+)?/, '');
/**
 * Whole kernel releases, for picking the lowest node kernel: `5.15.0-119-generic` is below
 * `5.15.0-126-generic`, which compareKernelVersion (thresholds only look at major.minor.patch)
 * calls equal. The build part compares with its numbers as numbers.
 */
export const compareKernelRelease = (a: KernelVersion, b: KernelVersion): number =>
  compareTriple(a, b) || compareRelease(kernelBuild(a), kernelBuild(b));
/** `'none'` sorts below every installed version. */
export const compareNftVersion = (a: NftVersion, b: NftVersion): number =>
  a === 'none' || b === 'none' ? Number(a !== 'none') - Number(b !== 'none') : compareTriple(a, b);

/** A whole number ≥ min, from `3000` or as people type it (`"3,000"`, `"３０００"`, `"3k"`); not `3000.5`, `"3e3"` or `"-1"`. */
export function parseWhole(v: unknown, min: number): number | undefined {
  let n: number | undefined;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string') n = readCount(v);
  return n !== undefined && Number.isSafeInteger(n) && n >= min ? n : undefined;
}

export function parseBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  const s = text(v)?.toLowerCase();
  return s === 'true' ? true : s === 'false' ? false : undefined;
}

export function parseEnum<T extends string>(v: unknown, values: readonly T[]): T | undefined {
  const s = text(v)?.toLowerCase();
  return values.find((x) => x === s);
}
