/**
 * What every rule table is made of: the rule's shape, whose documents a platform answer brings,
 * and the version tests and values the conditions and reasons share.
 */
import type { Answers, ClusterVersion, PlatformChoice } from '../answers/answers';
import { compareClusterVersion, formatClusterVersion } from '../answers/answers';
import type { THRESHOLDS } from '../facts';
import type { Mode } from '../modes';
import { ruleFactsOf } from '../platforms/rule-facts';
import type { SourceId } from '../sources';

export type RuleStatus = 'caution' | 'unsuitable' | 'info';
export type Params = Record<string, string | number>;

export interface Rule {
  readonly id: string;
  readonly mode: Mode;
  readonly status: RuleStatus;
  /** The thresholds its condition reads: its condition text (rulebook.json) names each as a placeholder. */
  readonly thresholds: readonly (keyof typeof THRESHOLDS)[];
  readonly when: (a: Answers) => boolean;
  readonly source: readonly SourceId[];
  /** The sources of the fact as it applies to these answers (a platform's own), where narrower than `source`. */
  readonly sourceFor?: (a: Answers) => readonly SourceId[];
  readonly params?: (a: Answers) => Params;
  /** A page of the guide that lays out what the rule reads (the plugins table), linked beside its sources. */
  readonly page?: 'plugins';
}

/**
 * Whose documents the rules read for a platform answer: CCE's, upstream's, or `unknown` when the
 * platform is not given — a link from before the question, read as possibly CCE (the guide's
 * first platform), where a CCE fact can only caution.
 */
export type Documents = 'cce' | 'upstream' | 'unknown';
export const documentsOf = (platform: PlatformChoice | undefined): Documents =>
  platform === undefined ? 'unknown' : ruleFactsOf(platform).documents;

const v1 = (minor: number): ClusterVersion => ({ major: 1, minor });
export const verBelow = (a: Answers, minor: number) =>
  a.version !== undefined && compareClusterVersion(a.version, v1(minor)) < 0;
export const verAtLeast = (a: Answers, minor: number) => a.version !== undefined && !verBelow(a, minor);
/** From `lo` up to and including `hi`. */
export const verIn = (a: Answers, lo: number, hi: number) => verAtLeast(a, lo) && verBelow(a, hi + 1);
export const version = (a: Answers): Params => (a.version ? { version: `v${formatClusterVersion(a.version)}` } : {});
