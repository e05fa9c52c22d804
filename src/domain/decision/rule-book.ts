/**
 * The rule table as a reader's reference (`/rules`): each threshold as it is written, the
 * placeholders a condition text must name, and the order in which the tie orders apply.
 */
import { THRESHOLDS } from '../facts';
import { formatThreshold, type ThresholdKey } from '../threshold-format';
import type { Mode } from '../modes';
import type { TieReason } from './tie-orders';
import { RULES } from './rules';

export const THRESHOLD_KEYS = Object.keys(THRESHOLDS) as ThresholdKey[];

const paramsByLocale = new Map<string, Readonly<Record<ThresholdKey, string>>>();

/**
 * Every threshold, formatted: the values a condition text's placeholders take. Made once per
 * locale, so a page gets the same object on every render (the rule book's memoized rows skip).
 */
export function thresholdParams(locale: string): Readonly<Record<ThresholdKey, string>> {
  let params = paramsByLocale.get(locale);
  if (!params) {
    params = Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, formatThreshold(k, locale)])) as Record<
      ThresholdKey,
      string
    >;
    paramsByLocale.set(locale, params);
  }
  return params;
}

/** The placeholders a text names (`{{name}}`), sorted and once each. */
export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? ''))].sort();

/** The rules of each mode, in the table's order. */
export const rulesOf = (mode: Mode) => RULES.filter((r) => r.mode === mode);

/** The rules whose condition reads a threshold. */
export const readBy = (key: ThresholdKey): string[] =>
  RULES.filter((r) => (r.thresholds as readonly ThresholdKey[]).includes(key)).map((r) => r.id);

/**
 * The tie orders in the order `tieReason` tries them (first that applies), with the thresholds
 * each one's condition text names.
 */
export const TIE_PRECEDENCE: readonly { reason: TieReason; thresholds: readonly ThresholdKey[] }[] = [
  { reason: 'algorithm', thresholds: [] },
  { reason: 'oldNodes', thresholds: ['servicesK8s'] },
  { reason: 'scale', thresholds: ['servicesCce', 'servicesK8s'] },
  { reason: 'default', thresholds: [] },
];
