// The scaling page's values as read from its search params: defaults, limits and the parsing
// the page and its inputs use. Apart from scaling-search.ts, which the route (loaded on every
// page) needs, so that this stays in the scaling page's own chunk.
import { readCount } from '../../../domain/count-read';
import type { ScalingSearch } from './scaling-search';

export const DEFAULT_SERVICES = 1000;
export const DEFAULT_ENDPOINTS = 10;
export const LIMITS = {
  services: { min: 0, max: 1_000_000 },
  endpoints: { min: 1, max: 10_000 },
} as const;

export type Field = keyof typeof LIMITS;
type Problem = 'notWhole' | 'tooSmall' | 'tooLarge';

export interface ParsedValue {
  value: number;
  /** Set when the URL held something that is not a valid value; `value` is then the default. */
  problem?: Problem;
  /** The text as it came, for the notice. */
  raw?: string;
}

const DEFAULTS: Record<Field, number> = { services: DEFAULT_SERVICES, endpoints: DEFAULT_ENDPOINTS };

export function parseField(field: Field, raw: string | undefined): ParsedValue {
  const fallback = DEFAULTS[field];
  if (raw === undefined || raw.trim() === '') return { value: fallback };
  const n = readCount(raw);
  if (n === undefined) return { value: fallback, problem: /^-\d+$/.test(raw.trim()) ? 'tooSmall' : 'notWhole', raw };
  const { min, max } = LIMITS[field];
  if (n < min) return { value: fallback, problem: 'tooSmall', raw };
  if (n > max) return { value: fallback, problem: 'tooLarge', raw };
  return { value: n };
}

export interface ScalingView {
  services: ParsedValue;
  endpoints: ParsedValue;
}

export function parseScalingSearch(search: ScalingSearch): ScalingView {
  return { services: parseField('services', search.services), endpoints: parseField('endpoints', search.endpoints) };
}

/** The search after the reader edits one field; an emptied field leaves the URL. */
export function withField(search: ScalingSearch, field: Field, text: string): ScalingSearch {
  const next: ScalingSearch = { ...search };
  if (text.trim() === '') delete next[field];
  else next[field] = text;
  return next;
}
