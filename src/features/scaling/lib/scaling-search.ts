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
