import { DEFAULT_LANG, isLang, type Lang } from './langs';

/** The language segment right after the base path: '/docs/zh/compare/' → 'zh'. */
export function langFromPath(pathname: string, basepath: string): Lang {
  const base = basepath === '/' ? '' : basepath;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const first = rest.split('/').filter(Boolean)[0];
  return isLang(first) ? first : DEFAULT_LANG;
}
