/**
 * A count as people type it, in either language: `3000`, `3,000`, `3 000` (or a thin space),
 * full-width `３０００` and `３，０００` (what a Chinese input method gives), and a suffix with an
 * optional decimal before it: `3k`, `2.5K`, `1万`, `1.5万`. Grouping is in threes, as both
 * languages print counts, so `1,5` (a decimal comma elsewhere) is not misread as 15. The one
 * reader for every typed count: the wizard's and the scaling page's fields, and the links.
 */

const MULTIPLIERS: Readonly<Record<string, number>> = { k: 1_000, 万: 10_000 };

// Whole digits, plain or grouped in threes by one kind of separator; a decimal only before a suffix.
const COUNT_RE = /^(\d+|\d{1,3}(?:([, ])\d{3})(?:\2\d{3})*)(?:\.(\d+))?\s?(k|万)?$/i;

export function readCount(input: string): number | undefined {
  // NFKC folds full-width digits, commas and spaces, and the thin and no-break spaces, to ASCII.
  const s = input.normalize('NFKC').trim();
  const m = COUNT_RE.exec(s);
  if (!m) return undefined;
  const [, whole = '', , decimals = '', suffix] = m;
  if (decimals !== '' && suffix === undefined) return undefined;
  const multiplier = suffix === undefined ? 1 : MULTIPLIERS[suffix.toLowerCase()]!;
  // In integers: 1.5万 is 15 × 10,000 / 10, and must come out whole.
  const scaled = Number(whole.replace(/[, ]/g, '') + decimals) * multiplier;
  const divisor = 10 ** decimals.length;
  if (!Number.isSafeInteger(scaled) || scaled % divisor !== 0) return undefined;
  return scaled / divisor;
}
