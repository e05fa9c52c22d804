/**
 * The mode a reader runs today against the result: must they change, by when, and along which
 * runbook. It never changes a status or the pick; the first case that applies wins: the current
 * mode is unsuitable now; it has a planned end (IPVS: off by default, then removed); it is the pick
 * or ranks with it; otherwise a change is optional.
 */
import { statusRank, type Evaluation } from '../decision/evaluate';
import type { Answers, ClusterVersion, CurrentMode } from '../answers/answers';
import { THRESHOLDS } from '../facts';
import { MODES, type Mode } from '../modes';
import { fixedAtCreation } from '../platforms/choice-facts';
import { MODE_ENDS, type ModeEnd } from '../platforms/mode-ends';
import type { PlatformId } from '../platforms/model';
import type { SourceId } from '../sources';
import type { ThresholdKey } from '../threshold-format';
import { conditionFor, type Condition } from './conditional';
import { RUNBOOK_PAIRS, type RunbookSlug } from './model';

export type { CurrentMode } from '../answers/answers';

/** Where to go, and how: a runbook, or why there is none. */
type Move =
  | { readonly to: Mode; readonly runbook: RunbookSlug }
  | { readonly to: Mode; readonly runbook: null; readonly why: 'newCluster' | 'towardsIpvs' };

/** Another way, under a condition on answers left open (conditional.ts); `move` is then the "otherwise". */
interface ConditionalMove {
  readonly when: Condition['when'];
  readonly move: Move;
}

export type Verdict =
  /** Nothing runs yet: the choice is made now. */
  | { readonly kind: 'new' }
  /** A dataplane replaces kube-proxy: there is no mode to move to. */
  | { readonly kind: 'noPick' }
  | { readonly kind: 'none' }
  | { readonly kind: 'requiredNow'; readonly move: Move; readonly conditional?: ConditionalMove }
  | {
      readonly kind: 'requiredBy';
      /** The planned version, and what happens then. */
      readonly version: ThresholdKey;
      readonly sources: readonly SourceId[];
      readonly move: Move;
      readonly conditional?: ConditionalMove;
      /** The platform's own earlier end, which binds first: the verdict leads with it. */
      readonly platformEnd?: { readonly platform: PlatformId } & ModeEnd;
    }
  | { readonly kind: 'optional'; readonly move: Move; readonly conditional?: ConditionalMove };

const IPVS_END: readonly SourceId[] = ['kep-5495-ipvs-deprecation', 'k8s-feature-gate-kubeproxyipvs'];
/** The platform's own end for the mode, where it is still ahead of the cluster and before upstream's. */
function platformEndOf(
  platform: PlatformId | 'k8s' | undefined,
  current: Mode,
  version: ClusterVersion | undefined,
  upstream: ThresholdKey,
): ({ readonly platform: PlatformId } & ModeEnd) | undefined {
  if (platform === undefined || platform === 'k8s') return undefined;
  const end = MODE_ENDS[platform];
  if (!end || end.mode !== current || end.minor >= (THRESHOLDS[upstream] as number)) return undefined;
  if (version !== undefined && version.minor >= end.minor) return undefined;
  return { platform, ...end };
}

/** IPVS's next planned step after the cluster's version: off by default, then removed (KEP-5495). */
function plannedEnd(current: Mode, version: ClusterVersion | undefined): ThresholdKey | undefined {
  if (current !== 'ipvs') return undefined;
  const minor = version?.minor ?? 0;
  if (minor < THRESHOLDS.ipvsGatedVersion) return 'ipvsGatedVersion';
  if (minor < THRESHOLDS.ipvsRemovedVersion) return 'ipvsRemovedVersion';
  return undefined;
}

/** The best mode other than `current`: by status, then the modes' order (nftables, iptables, IPVS). */
function bestOther(e: Evaluation, current: Mode): Mode {
  const others = MODES.filter((m) => m !== current);
  return others.reduce((a, b) => (statusRank(e.modes[b].status) < statusRank(e.modes[a].status) ? b : a));
}

function move(platform: PlatformId | 'k8s' | undefined, from: Mode, to: Mode): Move {
  if (fixedAtCreation(platform)) return { to, runbook: null, why: 'newCluster' };
  const pair = RUNBOOK_PAIRS.find((p) => p.from === from && p.to === to);
  return pair ? { to, runbook: pair.slug } : { to, runbook: null, why: 'towardsIpvs' };
}

export function verdict(e: Evaluation, current: CurrentMode, answers: Answers): Verdict {
  if (current === 'new') return { kind: 'new' };
  if (e.pick === null) return { kind: 'noPick' };
  const target = e.pick !== current ? e.pick : bestOther(e, current);
  const to = move(answers.platform, current, target);
  // Only where a runbook is the way: a platform that fixes the mode answers for the next cluster.
  const other = to.runbook === null ? undefined : conditionFor(answers, target, [current]);
  const conditional = other
    ? { conditional: { when: other.when, move: move(answers.platform, current, other.to) } }
    : {};
  if (e.modes[current].status === 'unsuitable') return { kind: 'requiredNow', move: to, ...conditional };
  const end = plannedEnd(current, answers.version);
  if (end) {
    const platformEnd = platformEndOf(answers.platform, current, answers.version, end);
    return {
      kind: 'requiredBy',
      version: end,
      sources: IPVS_END,
      move: to,
      ...conditional,
      ...(platformEnd ? { platformEnd } : {}),
    };
  }
  if (e.pick === current || e.modes[current].status === e.modes[e.pick].status) return { kind: 'none' };
  return { kind: 'optional', move: to, ...conditional };
}
