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

/** A whole count grouped as `locale` writes it: 3,000 (en), 3,000 (zh-CN); one format per locale. */
export function formatCount(n: number, locale: string): string {
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = lazyFormat(locale)));
  return format(n);
}
