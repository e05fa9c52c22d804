/**
 * "This cluster and your next one": where a platform fixes the mode when a cluster is created, the
 * mode run today cannot change on that cluster, so the advice splits. This cluster keeps its mode:
 * the verdict says whether and by when it must go, and what to watch meanwhile at its scale. The
 * next cluster is evaluated again at the newest version the platform offers, with the version from
 * which its pick is offered where this cluster's version is too old for it. The engine decides
 * every status; nothing here changes a pick.
 */
import type { Answers } from '../answers/answers';
import { evaluate, statusRank, type Evaluation } from '../decision/evaluate';
import { serviceThreshold } from '../decision/rules';
import type { Mode } from '../modes';
import { fixedAtCreation } from '../platforms/choice-facts';
import type { PlatformId } from '../platforms/model';
import { NEWEST_VERSIONS, type NewestVersion } from '../platforms/newest-version';
import type { SourceId } from '../sources';
import { conditionFor, type Condition } from './conditional';
import { DEFAULTS_SOURCES, SETTINGS_WITH_DEFAULTS, type SettingDefault } from './sync-settings';

/** A setting that paces the mode run today, where it reads it and its default. */
interface PacingSetting {
  readonly id: 'syncPeriod' | 'minSyncPeriod';
  readonly field: string;
  readonly default: SettingDefault;
}

interface ThisCluster {
  readonly mode: Mode;
  /** Why the mode cannot change here: the platform's sources for "chosen at creation". */
  readonly fixedBy: readonly SourceId[];
  /** At or above the guide's Service threshold: the settings that pace rule writes, with their sources. */
  readonly pacing?: { readonly settings: readonly PacingSetting[]; readonly sources: readonly SourceId[] };
}

interface NextCluster {
  /** The version it is evaluated at: the platform's newest, or `null` where none is recorded (the reader's own). */
  readonly newest: NewestVersion | null;
  readonly evaluation: Evaluation;
  /**
   * Where the next pick is unsuitable at this cluster's version and allowed at the newest: the first
   * minor that allows it, and the sources of the rule that rules it out today.
   */
  readonly offeredFrom?: { readonly mode: Mode; readonly minor: number; readonly sources: readonly SourceId[] };
  /** Another pick once the kernel or nft left unknown is known to be new enough (conditional.ts). */
  readonly conditional?: Condition;
}

export interface TwoClusters {
  readonly platform: PlatformId;
  readonly thisCluster: ThisCluster;
  readonly next: NextCluster;
}

/** The two parts, or `undefined` where one answer serves: no mode run today, or a platform that changes it live. */
export function twoClusters(answers: Answers): TwoClusters | undefined {
  const { platform, current } = answers;
  const fixedBy = fixedAtCreation(platform);
  if (!fixedBy || platform === undefined || platform === 'k8s' || current === undefined || current === 'new')
    return undefined;
  const rest = withoutCurrent(answers);
  const newest = newestFor(platform, answers);
  const at = (minor: number): Answers => ({ ...rest, version: { major: 1, minor } });
  const nextAnswers = nextClusterAnswers(answers);
  const evaluation = evaluate(nextAnswers);
  const other = evaluation.pick === null ? undefined : conditionFor(nextAnswers, evaluation.pick);
  const thisCluster: ThisCluster = { mode: current, fixedBy, ...pacing(answers, current) };
  const next: NextCluster = {
    newest,
    evaluation,
    ...offeredFrom(rest, evaluation.pick, newest, at),
    ...(other ? { conditional: other } : {}),
  };
  return { platform, thisCluster, next };
}

function withoutCurrent(answers: Answers): Answers {
  const rest = { ...answers };
  delete rest.current;
  return rest;
}

/** The platform's newest version, unless the reader's cluster is newer than the record (it outdates it). */
function newestFor(platform: PlatformId, answers: Answers): NewestVersion | null {
  const recorded = NEWEST_VERSIONS[platform] ?? null;
  return recorded && (answers.version?.minor ?? 0) < recorded.minor ? recorded : null;
}

/** A new cluster's answers: the mode run today dropped, at the platform's newest version where one is recorded. */
export function nextClusterAnswers(answers: Answers): Answers {
  const rest = withoutCurrent(answers);
  const platform = answers.platform;
  const newest = platform === undefined || platform === 'k8s' ? null : newestFor(platform, answers);
  return newest ? { ...rest, version: { major: 1, minor: newest.minor } } : rest;
}

function pacing(answers: Answers, mode: Mode): Pick<ThisCluster, 'pacing'> {
  if ((answers.services ?? 0) < serviceThreshold(answers)) return {};
  const settings = SETTINGS_WITH_DEFAULTS.map((s) => ({ id: s.id, field: s.field[mode], default: s.defaults[mode] }));
  return { pacing: { settings, sources: [...DEFAULTS_SOURCES, 'k8s-virtual-ips'] } };
}

function offeredFrom(
  answers: Answers,
  pick: Mode | null,
  newest: NewestVersion | null,
  at: (minor: number) => Answers,
): Pick<NextCluster, 'offeredFrom'> {
  const from = answers.version?.minor;
  if (pick === null || newest === null || from === undefined) return {};
  const today = evaluate(answers).modes[pick];
  if (today.status !== 'unsuitable') return {};
  for (let minor = from + 1; minor <= newest.minor; minor++) {
    if (statusRank(evaluate(at(minor)).modes[pick].status) < statusRank('unsuitable')) {
      const sources = today.fired.filter((f) => f.status === 'unsuitable').flatMap((f) => f.source);
      return { offeredFrom: { mode: pick, minor, sources: [...new Set(sources)] } };
    }
  }
  return {};
}
