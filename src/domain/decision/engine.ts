/**
 * The decision engine: answers in, a pick with reasons out. Pure and
 * deterministic, so the same share link always shows the same advice for a
 * given RULESET_VERSION.
 */
import type { Answers } from '../answers/answers';
import type { Evaluation } from './evaluate';
import { evaluate } from './evaluate';
import type { Change } from './what-if';
import { whatIf } from './what-if';
import type { Mode } from '../modes';

/** Bump when any rule, threshold or tie order changes; shown next to the advice. */
export const RULESET_VERSION = '1.0.0';
/** The day the rules were last compared with shared/reference/facts.md. */
export const RULESET_DATE = '2026-12-05';

export interface Decision extends Evaluation {
  /** Per mode: the fewest changes that make it the pick; `[]` for the pick itself, `null` if none. */
  whatIf: Record<Mode, Change[] | null>;
}

export function decide(answers: Answers): Decision {
  return { ...evaluate(answers), whatIf: whatIf(answers) };
}

export type { Evaluation, FiredRule, Status } from './evaluate';
export { TIE_ORDERS, evaluate, tieOrder, tieReason } from './evaluate';
export type { Change, ChangeKind } from './what-if';
export type { RuleStatus } from './rules';
