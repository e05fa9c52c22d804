/**
 * A number format's `format`, the format made on its first call: making one costs a slow phone
 * milliseconds (`toLocaleString` makes one per call), and a page's first render rarely needs
 * every format it declares.
 */
export function lazyFormat(locale: string, options?: Intl.NumberFormatOptions): (n: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (n) => (format ??= new Intl.NumberFormat(locale, options)).format(n);
}

const counts = new Map<string, (n: number) => string>();

/**
 * The guide's locales, which group a whole number's digits in threes with a comma (a unit test
 * holds them to Intl). For them a count is grouped without Intl: the first Intl.NumberFormat a
 * page makes loads its locale's data, ~30 ms of a mid-range phone's hydration of the rule book
 * (a CPU profile, 2026-12-07), which the page's script-free twin never pays.
 */
const COMMA_GROUPED = new Set(['en', 'zh-CN']);

/** A whole count grouped as `locale` writes it: 3,000 (en), 3,000 (zh-CN); one format per locale. */
export function formatCount(n: number, locale: string): string {
  if (Number.isSafeInteger(n) && COMMA_GROUPED.has(locale)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = lazyFormat(locale)));
  return format(n);
}
