/**
 * A way that depends on an answer the reader left open. Where the kernel or nft is unknown, the
 * what-if may show another mode becoming the pick once they are known to be new enough: the advice
 * then names both ways ("with kernel 5.13 or newer: nftables; otherwise: iptables"). The engine's
 * pick is the "otherwise"; nothing here changes it.
 */
import type { Answers } from '../answers/answers';
import { whatIf, type Change } from '../decision/what-if';
import { MODES, type Mode } from '../modes';

/** Answers a reader may simply not know yet: a what-if that only fills them in is a condition, not a task. */
const CONDITION_KINDS: ReadonlySet<Change['kind']> = new Set(['kernel', 'nft']);

export interface Condition {
  /** What the nodes must run for the other way: the what-if's changes, each an answer left unknown. */
  readonly when: readonly Change[];
  readonly to: Mode;
}

/** The other way than `target`, and its condition, where only unknown kernel or nft answers stand between. */
export function conditionFor(answers: Answers, target: Mode, skip: readonly Mode[] = []): Condition | undefined {
  if (answers.kernel !== undefined && answers.nft !== undefined) return undefined;
  const fixes = whatIf(answers);
  for (const m of MODES) {
    const changes = fixes[m];
    if (m === target || skip.includes(m) || !changes || changes.length === 0) continue;
    const known = (c: Change) => answers[c.kind as 'kernel' | 'nft'] !== undefined;
    if (changes.every((c) => CONDITION_KINDS.has(c.kind) && !known(c))) return { when: changes, to: m };
  }
  return undefined;
}
