import { lazyFormat } from '../../../domain/number-format';
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
  // Each format is made on first use: the page's first render needs only some of them (the
  // charts' ticks come later).
  const num = lazyFormat(locale, { maximumFractionDigits: 1 });
  const ms = lazyFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const tick = lazyFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const sig = lazyFormat(locale, { maximumSignificantDigits: 2 });
  const f: Formatters = {
    num,
    ms,
    tick: (n) => (n < 1 ? sig(n) : tick(n)),
    ns: (n) => (n >= 100 ? num(Math.round(n)) : sig(n)),
    percent: lazyFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  };
  cache.set(lang, f);
  return f;
}

/** Joins sentences the way each language does: English with a space, Chinese without. */
export function joinSentences(lang: Lang, ...parts: string[]): string {
  return parts.filter(Boolean).join(lang === 'zh' ? '' : ' ');
}
