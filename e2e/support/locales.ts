// The locale files and small text helpers, shared by the browser specs and the static
// (Vitest) checks of the built HTML. No Playwright here: Vitest imports it too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { htmlLang, LANGS, type Lang } from '../../src/i18n/langs';

export { LANGS, type Lang };
export const HTML_LANG = Object.fromEntries(LANGS.map((l) => [l, htmlLang(l)])) as Record<Lang, string>;
export const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Every namespace that has a locale file in English (the audit keeps both languages equal). */
export function namespaces(): string[] {
  return readdirSync(`${ROOT_DIR}locales/en`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/** A locale file as JSON, or null when that namespace has not been written. */
function localeJson(lang: Lang, ns: string): Record<string, unknown> | null {
  const file = `${ROOT_DIR}locales/${lang}/${ns}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

/** Every string of a locale file, keyed by its dotted path. */
export function localeStrings(lang: Lang, ns: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.set(key, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(localeJson(lang, ns), '');
  return out;
}

/** Every string of a language, keyed `ns:key`. */
export function allStrings(lang: Lang): Map<string, string> {
  const out = new Map<string, string>();
  for (const ns of namespaces()) for (const [k, v] of localeStrings(lang, ns)) out.set(`${ns}:${k}`, v);
  return out;
}

/** One string; fails loudly when the key is missing. */
export function tr(lang: Lang, ns: string, key: string): string {
  const value = localeStrings(lang, ns).get(key);
  if (value === undefined) throw new Error(`locales/${lang}/${ns}.json has no ${key}`);
  return value;
}

/**
 * A locale string with its `{{name}}` placeholders filled, as i18next fills them; a placeholder
 * without a value stays as written, so a missing parameter shows in the failure.
 */
export const fill = (text: string, params: Record<string, string | number> = {}): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));

/** Collapses runs of whitespace, as innerText and the locale files break lines differently. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A locale string as a case-insensitive pattern: `{{name}}` placeholders match any words. */
export function templatePattern(template: string, whole = false): RegExp {
  const body = normalise(template)
    .split(/\{\{\s*[\w.]+\s*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(whole ? `^${body}$` : body, 'iu');
}

/** Long enough to be a sentence of its own, not a name both languages share (source titles stay English). */
export const isSentence = (v: string): boolean =>
  /\p{Script=Han}/u.test(v) ? (v.match(/\p{Script=Han}/gu) ?? []).length >= 6 : v.split(/\s+/).length >= 4;
