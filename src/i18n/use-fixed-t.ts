import type { TFunction } from 'i18next';
import { i18n } from './i18n';
import type { Namespace } from './namespaces';
import { useLang } from './use-lang';

const fixed = new Map<string, unknown>();

/**
 * `t` for the page's language and one namespace, for the parts a page renders many times (a
 * row's "checked on", a section heading): react-i18next's useTranslation copies the i18n
 * instance for every component that calls it, which a table pays per row while it hydrates
 * (~90 ms of the rule book's hydration at 4× CPU in a profile, 2026-12-07), and which the
 * page's script-free twin never pays. One `t` per language and namespace, made once. A page's
 * strings are loaded before it renders (main.tsx, and the language route's beforeLoad on every
 * navigation), so there is nothing to wait for.
 */
export function useFixedT<N extends Namespace = 'common'>(ns?: N): TFunction<N> {
  const lang = useLang();
  const name = ns ?? 'common';
  const key = `${lang}|${name}`;
  let t = fixed.get(key) as TFunction<N> | undefined;
  if (!t) fixed.set(key, (t = i18n.getFixedT(lang, name) as unknown as TFunction<N>));
  return t;
}
