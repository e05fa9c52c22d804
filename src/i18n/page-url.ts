import type { Lang } from './langs';

/** The site's address with its base path: the language chooser's URL, and where every page's begins. */
export const SITE_ROOT = `${__SITE_URL__}${import.meta.env.BASE_URL}`;

/** Absolute URL of a page in a language; `path` is relative to /{lang}/ and ends in '/' or is ''. */
export function pageUrl(lang: Lang, path: string): string {
  return `${SITE_ROOT}${lang}/${path}`;
}
