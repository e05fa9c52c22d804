/** Applies the rule table to one answer set: statuses, fired rules, checks and the pick. */
import type { Answers } from '../answers/answers';
import { MODES, type Mode } from '../modes';
import type { SourceId } from '../sources';
import type { CheckId } from './checks';
import { CHECKS } from './checks';
import type { Params, RuleId, RuleStatus } from './rules';
import { RULES, needsIpvsAlgorithm, nodesTooOldForNftables, readsUpstream, serviceThreshold } from './rules';
import { TIE_ORDERS, type TieReason } from './tie-orders';

export { TIE_ORDERS, type TieReason };

export type Status = 'suitable' | 'caution' | 'unsuitable';

export interface FiredRule {
  id: RuleId;
  status: RuleStatus;
  source: readonly SourceId[];
  params: Params;
  page?: 'plugins';
}

interface ModeResult {
  status: Status;
  fired: FiredRule[];
  checks: CheckId[];
}

export interface Evaluation {
  /** `null` only when a dataplane replaces kube-proxy (a known answer): none of the modes applies. */
  pick: Mode | null;
  modes: Record<Mode, ModeResult>;
}

const RANK: Record<Status, number> = { suitable: 0, caution: 1, unsuitable: 2 };
export const statusRank = (s: Status): number => RANK[s];

/**
 * Tie-break order among modes of equal status. An algorithm only IPVS has wins
 * IPVS the tie; at scale without a short-connection storm IPVS beats iptables,
 * except outside CCE on nodes too old for nftables, where upstream advises
 * iptables rather than the deprecated IPVS; otherwise the mature iptables goes
 * before IPVS.
 */
export function tieOrder(a: Answers): readonly Mode[] {
  return TIE_ORDERS[tieReason(a)];
}

export function tieReason(a: Answers): TieReason {
  if (needsIpvsAlgorithm(a)) return 'algorithm';
  const atScale = a.services !== undefined && a.services >= serviceThreshold(a) && a.shortConn !== true;
  if (!atScale) return 'default';
  // CCE keeps its own advice (IPVS for large clusters, with the deprecation caution).
  return readsUpstream(a) && nodesTooOldForNftables(a) ? 'oldNodes' : 'scale';
}

function evaluateMode(a: Answers, mode: Mode): ModeResult {
  const fired: FiredRule[] = [];
  let status: Status = 'suitable';
  for (const rule of RULES) {
    if (rule.mode !== mode || !rule.when(a)) continue;
    const params = 'params' in rule ? rule.params(a) : {};
    const source = 'sourceFor' in rule ? rule.sourceFor(a) : rule.source;
    fired.push({ id: rule.id, status: rule.status, source, params, ...('page' in rule ? { page: rule.page } : {}) });
    if (rule.status !== 'info' && RANK[rule.status] > RANK[status]) status = rule.status;
  }
  const checks = CHECKS.filter((c) => c.mode === mode && c.when(a)).map((c) => c.id);
  return { status, fired, checks };
}

export function evaluate(a: Answers): Evaluation {
  const modes = Object.fromEntries(MODES.map((m) => [m, evaluateMode(a, m)])) as Record<Mode, ModeResult>;
  // iptables is never unsuitable, so the best status is never unsuitable and a pick always exists,
  // unless a dataplane replaces kube-proxy: then the modes' statuses say what they would be.
  if (a.dataplane === 'replaced') return { pick: null, modes };
  const pick = tieOrder(a).reduce((best, m) => (RANK[modes[m].status] < RANK[modes[best].status] ? m : best));
  return { pick, modes };
}
