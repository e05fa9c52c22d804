import { htmlLang, type Lang } from '../../../i18n/langs';

export interface Formatters {
  /** Grouped, up to one decimal: 1,502.5 */
  num: (n: number) => string;
  /** Up to three decimals, for milliseconds: 0.047 */
  ms: (n: number) => string;
  /** Short axis ticks: 100K / 10万 */
  tick: (n: number) => string;
  /** Two significant digits for measured nanoseconds: 1,200 / 23 / 4.5 */
  ns: (n: number) => string;
  percent: (fraction: number) => string;
}

const cache = new Map<Lang, Formatters>();

export function formatters(lang: Lang): Formatters {
  const hit = cache.get(lang);
  if (hit) return hit;
  const locale = htmlLang(lang);
  const num = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const ms = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const tick = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const sig = new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 });
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const f: Formatters = {
    num: (n) => num.format(n),
    ms: (n) => ms.format(n),
    tick: (n) => (n < 1 ? sig.format(n) : tick.format(n)),
    ns: (n) => (n >= 100 ? num.format(Math.round(n)) : sig.format(n)),
    percent: (x) => pct.format(x),
  };
  cache.set(lang, f);
  return f;
}

/** Joins sentences the way each language does: English with a space, Chinese without. */
export function joinSentences(lang: Lang, ...parts: string[]): string {
  return parts.filter(Boolean).join(lang === 'zh' ? '' : ' ');
}
