export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'zh';
}

/** BCP 47 tag for `<html lang>` and hreflang. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

/** Which language a visitor's browser prefers, for the `/` redirect. */
export function preferredLang(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh';
    if (primary === 'en') return 'en';
  }
  return DEFAULT_LANG;
}

/** Names joined as the language lists them: "iptables and IPVS", "iptables和IPVS". */
export function listOf(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(htmlLang(lang), { type: 'conjunction' }).format(items);
}
