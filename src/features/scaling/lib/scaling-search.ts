/**
 * `/{lang}/scaling?services=N&endpoints=M`. The router hands search values over as text;
 * they stay text in the URL (so a mistyped value can be shown back with a notice) and are
 * parsed here. Absent values use the defaults:
 *   - 1,000 Services: the middle of the chart's log axis (10 … 100,000), a mid-sized cluster,
 *     and far enough from CCE's 3,000 line that both markers stay readable;
 *   - 10 endpoints per Service: what Tigera's published comparison used.
 */
export interface ScalingSearch {
  services?: string | undefined;
  endpoints?: string | undefined;
}

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

/**
 * The router merges this result over the raw search, so a value that is not text (a repeated
 * parameter arrives as an array) is overwritten with undefined rather than just left out.
 */
export function validateScalingSearch(raw: Record<string, unknown>): ScalingSearch {
  const out: ScalingSearch = {};
  for (const key of ['services', 'endpoints'] as const) {
    const v = raw[key];
    if (typeof v === 'string' && v !== '') out[key] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
    else if (key in raw) out[key] = undefined;
  }
  return out;
}

const DEFAULTS: Record<Field, number> = { services: DEFAULT_SERVICES, endpoints: DEFAULT_ENDPOINTS };

export function parseField(field: Field, raw: string | undefined): ParsedValue {
  const fallback = DEFAULTS[field];
  if (raw === undefined || raw.trim() === '') return { value: fallback };
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { value: fallback, problem: /^-\d+$/.test(text) ? 'tooSmall' : 'notWhole', raw };
  const n = Number(text);
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
