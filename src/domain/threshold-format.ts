import { THRESHOLDS } from './facts';
import { formatCount } from './number-format';

export type ThresholdKey = keyof typeof THRESHOLDS;

/** Counts of Services; every other plain number is the minor of a Kubernetes 1.x version. */
const COUNTS: readonly ThresholdKey[] = ['servicesCce', 'servicesK8s', 'nftSlowSyncServices'];

/** A threshold as the pages write it: v1.35, 5.13, 1.0.1, or a count in the reader's locale. */
export function formatThreshold(key: ThresholdKey, locale: string): string {
  const v: number | { major: number; minor: number; patch?: number } = THRESHOLDS[key];
  if (typeof v === 'number') return COUNTS.includes(key) ? formatCount(v, locale) : `v1.${v}`;
  return v.patch === undefined ? `${v.major}.${v.minor}` : `${v.major}.${v.minor}.${v.patch}`;
}

/** How a text could write a threshold out instead of naming it: 3000 and 3,000; 1.35; 5.13; 1.0.1. */
export function writtenForms(key: ThresholdKey): string[] {
  const v: number | { major: number; minor: number; patch?: number } = THRESHOLDS[key];
  if (typeof v !== 'number') return [formatThreshold(key, 'en')];
  return COUNTS.includes(key) ? [String(v), formatCount(v, 'en')] : [`1.${v}`];
}
