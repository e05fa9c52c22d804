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
import { CURRENT_RULESET } from '../changes/versions';

/** The rule set the advice comes from, shown next to it: its versions live in the change log. */
export const RULESET_VERSION = CURRENT_RULESET.version;
/** The day the current rule set was published. */
export const RULESET_DATE = CURRENT_RULESET.date;

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
