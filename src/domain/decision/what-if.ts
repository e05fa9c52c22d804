/**
 * "What would change this": for each mode that is not the pick, the fewest
 * realistic answer changes that would make it the pick. Realistic means the
 * direction an operator can actually move: upgrade, install, configure,
 * re-image, drop a need. Never a downgrade, fewer Services or another platform.
 */
import type { AnswerKey, Answers } from '../answers/answers';
import {
  compareClusterVersion,
  compareKernelVersion,
  compareNftVersion,
  formatNftVersion,
  parseAnswer,
} from '../answers/answers';
import { MODES, type Mode } from '../modes';
import { THRESHOLDS as T } from '../facts';
import { needsIpvsAlgorithm, readsUpstream } from './rules';
import { platformVersionSteps } from './platform-rules';
import { evaluate, statusRank } from './evaluate';
import { nodeImage } from '../platforms/node-images';

export type ChangeKind = 'kernel' | 'version' | 'nft' | 'passThrough' | 'os' | 'lb';
export const CHANGE_KINDS: readonly ChangeKind[] = ['version', 'kernel', 'nft', 'passThrough', 'os', 'lb'];

/** `to` is in URL form, so a change can be applied through the answer parsers. */
export interface Change {
  kind: ChangeKind;
  to: string;
}

const MAX_CHANGES = 3;

/**
 * Targets where some status flips, lowest first (1.40 would only repeat 1.35's
 * IPVS caution). A known value is upgraded to any step above it. An unknown one
 * is only set to a value a platform engineer would actually choose: a kernel
 * and nft that meet every requirement, a current release (not an old one, nor
 * one where IPVS is planned to be gone) — "answer it with a bad value" is no change.
 */
const VERSION_STEPS = [T.pingCutoffCce, T.nftMinVersion, T.nftGaVersion, T.nftMinVersionCce, T.ipvsRemovedVersion];
const VERSION_STEPS_FROM_UNKNOWN = [T.nftMinVersion, T.nftGaVersion, T.nftMinVersionCce];
const KERNEL_STEPS = [T.ipvsMinKernel, T.nftMinKernel];
const KERNEL_STEPS_FROM_UNKNOWN = [T.nftMinKernel];

/** Alternatives per kind (at most one change of a kind at a time), smallest step first. */
function candidateChanges(a: Answers): Change[][] {
  const groups: Record<ChangeKind, Change[]> = { version: [], kernel: [], nft: [], passThrough: [], os: [], lb: [] };
  const current = a.version;
  const own = platformVersionSteps(a);
  const steps = [...new Set([...(current ? VERSION_STEPS : VERSION_STEPS_FROM_UNKNOWN), ...own])].sort((x, y) => x - y);
  for (const minor of steps) {
    if (!current || compareClusterVersion(current, { major: 1, minor }) < 0)
      groups.version.push({ kind: 'version', to: `1.${minor}` });
  }
  const kernel = a.kernel;
  for (const k of kernel ? KERNEL_STEPS : KERNEL_STEPS_FROM_UNKNOWN) {
    if (!kernel || compareKernelVersion(kernel, k) < 0)
      groups.kernel.push({ kind: 'kernel', to: `${k.major}.${k.minor}` });
  }
  if (!a.nft || compareNftVersion(a.nft, T.nftToolCce) < 0)
    groups.nft.push({ kind: 'nft', to: formatNftVersion(T.nftToolCce) });
  const elbAtRisk = a.elbSharedIngress === true || a.elbSharedCluster === true || a.portRange === true;
  if (!readsUpstream(a) && a.passThrough !== true && elbAtRisk)
    groups.passThrough.push({ kind: 'passThrough', to: 'true' });
  // An image some rule reads (its kernel's conn_reuse problem, its default kernel): what if another?
  const image = nodeImage(a.os);
  if (image?.connReuse !== undefined || image?.defaultKernel !== undefined) groups.os.push({ kind: 'os', to: 'other' });
  if (needsIpvsAlgorithm(a)) groups.lb.push({ kind: 'lb', to: 'any' });
  return CHANGE_KINDS.map((k) => groups[k]).filter((g) => g.length > 0);
}

export function applyChanges(a: Answers, changes: readonly Change[]): Answers {
  const next: Answers = { ...a };
  for (const c of changes) {
    const value = parseAnswer(c.kind as AnswerKey, c.to);
    if (value === undefined) throw new Error(`unparseable change ${c.kind}=${c.to}`);
    (next as Record<AnswerKey, unknown>)[c.kind] = value;
  }
  return next;
}

/** Every way to take `size` of the groups and one alternative from each, in a fixed order. */
function* combinations(groups: Change[][], size: number, from = 0): Generator<Change[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let g = from; g <= groups.length - size; g++) {
    for (const change of groups[g] ?? []) {
      for (const rest of combinations(groups, size - 1, g + 1)) yield [change, ...rest];
    }
  }
}

/**
 * The fewest changes that make `mode` the pick; `[]` if it already is, `null` if
 * none up to three do. Among equally small sets, the one that leaves `mode` in
 * the best status wins (fix the mode rather than break its rivals), then the
 * fixed candidate order.
 */
export function changesFor(a: Answers, mode: Mode): Change[] | null {
  if (a.dataplane === 'replaced') return null;
  if (evaluate(a).pick === mode) return [];
  const groups = candidateChanges(a);
  for (let size = 1; size <= Math.min(MAX_CHANGES, groups.length); size++) {
    let best: { set: Change[]; rank: number } | null = null;
    for (const set of combinations(groups, size)) {
      const result = evaluate(applyChanges(a, set));
      if (result.pick !== mode) continue;
      const rank = statusRank(result.modes[mode].status);
      if (!best || rank < best.rank) best = { set, rank };
    }
    if (best) return best.set;
  }
  return null;
}

export function whatIf(a: Answers): Record<Mode, Change[] | null> {
  const out = {} as Record<Mode, Change[] | null>;
  // No change of these answers brings kube-proxy back where a dataplane replaces it.
  if (a.dataplane === 'replaced') {
    for (const m of MODES) out[m] = null;
    return out;
  }
  for (const m of MODES) out[m] = changesFor(a, m);
  return out;
}
