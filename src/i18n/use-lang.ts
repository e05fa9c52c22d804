import { useParams } from '@tanstack/react-router';
import { isLang, DEFAULT_LANG, type Lang } from './langs';

/** The page's language, from the `$lang` path segment. */
export function useLang(): Lang {
  const { lang } = useParams({ strict: false });
  return isLang(lang) ? lang : DEFAULT_LANG;
}
