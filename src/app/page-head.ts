import { i18n } from '../i18n/i18n';
import { htmlLang, LANGS, type Lang } from '../i18n/langs';
import { pageUrl, SITE_ROOT } from '../i18n/page-url';

export type PageKey =
  | 'overview'
  | 'compare'
  | 'modes'
  | 'wizard'
  | 'result'
  | 'scaling'
  | 'import'
  | 'changes'
  | 'rules'
  | 'platforms'
  | 'migrate'
  | 'troubleshoot'
  | 'settings'
  | 'services'
  | 'plugins'
  | 'beyond'
  | 'search'
  | 'notFound';

/** Title, description, canonical and hreflang alternates for one page. */
export function pageHead(lang: Lang, page: PageKey, path: string, override?: { title: string; description: string }) {
  const t = i18n.getFixedT(lang, 'common');
  const title = `${override?.title ?? t(`meta.${page}.title`)} · ${t('site.name')}`;
  const description = override?.description ?? t(`meta.${page}.description`);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:locale', content: lang === 'zh' ? 'zh_CN' : 'en_US' },
    ],
    links: [
      { rel: 'canonical', href: pageUrl(lang, path) },
      ...LANGS.map((l) => ({ rel: 'alternate', hrefLang: htmlLang(l), href: pageUrl(l, path) })),
      { rel: 'alternate', hrefLang: 'x-default', href: SITE_ROOT },
      // Every page names the change log's feed in its language (feed readers look in <head>).
      {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: t('meta.changes.feed'),
        href: pageUrl(lang, 'changes.xml'),
      },
    ],
  };
}
