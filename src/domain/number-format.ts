/** One number format per locale, made on first use: `toLocaleString` makes a new one per call, and making one costs a slow phone milliseconds. */
const formats = new Map<string, Intl.NumberFormat>();

/** A whole count grouped as `locale` writes it: 3,000 (en), 3,000 (zh-CN). */
export function formatCount(n: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}
