/**
 * The rule table as a reader's reference (`/rules`): each threshold as it is written, the
 * placeholders a condition text must name, and the order in which the tie orders apply.
 */
import { THRESHOLDS } from '../facts';
import type { Mode } from '../modes';
import type { TieReason } from './evaluate';
import { RULES } from './rules';

export type ThresholdKey = keyof typeof THRESHOLDS;
export const THRESHOLD_KEYS = Object.keys(THRESHOLDS) as ThresholdKey[];

/** Counts of Services; every other plain number is the minor of a Kubernetes 1.x version. */
const COUNTS: readonly ThresholdKey[] = ['servicesCce', 'servicesK8s'];

/** A threshold as the pages write it: v1.35, 5.13, 1.0.1, or a count in the reader's locale. */
export function formatThreshold(key: ThresholdKey, locale: string): string {
  const v: number | { major: number; minor: number; patch?: number } = THRESHOLDS[key];
  if (typeof v === 'number') return COUNTS.includes(key) ? v.toLocaleString(locale) : `v1.${v}`;
  return v.patch === undefined ? `${v.major}.${v.minor}` : `${v.major}.${v.minor}.${v.patch}`;
}

/** Every threshold, formatted: the values a condition text's placeholders take. */
export const thresholdParams = (locale: string): Record<ThresholdKey, string> =>
  Object.fromEntries(THRESHOLD_KEYS.map((k) => [k, formatThreshold(k, locale)])) as Record<ThresholdKey, string>;

/** The placeholders a text names (`{{name}}`), sorted and once each. */
export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? ''))].sort();

/** How a text could write a threshold out instead of naming it: 3000 and 3,000; 1.35; 5.13; 1.0.1. */
export function writtenForms(key: ThresholdKey): string[] {
  const v: number | { major: number; minor: number; patch?: number } = THRESHOLDS[key];
  if (typeof v !== 'number') return [formatThreshold(key, 'en')];
  return COUNTS.includes(key) ? [String(v), v.toLocaleString('en')] : [`1.${v}`];
}

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
