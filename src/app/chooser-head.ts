import { i18n } from '../i18n/i18n';
import { LANGS, htmlLang } from '../i18n/langs';
import { pageUrl, SITE_ROOT } from '../i18n/page-url';

const BASE = import.meta.env.BASE_URL;

/**
 * `/` has no app script: this inline one sends the visitor to their language
 * (same order of preference as `preferredLang`), and the links stay for no-JS.
 */
export function redirectScript(base: string): string {
  return `(function(){var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];for(var i=0;i<l.length;i++){var p=String(l[i]).toLowerCase().split('-')[0];if(p==='zh'||p==='en'){location.replace(${JSON.stringify(base)}+p+'/');return}}location.replace(${JSON.stringify(base)}+'en/')})()`;
}

function bilingual(key: 'chooser.title' | 'notFound.bilingualTitle') {
  return i18n.getFixedT('en', 'common')(key);
}

export function chooserHead() {
  const en = i18n.getFixedT('en', 'common');
  const zh = i18n.getFixedT('zh', 'common');
  return {
    meta: [
      { title: `${bilingual('chooser.title')} · ${zh('site.name')}` },
      { name: 'description', content: `${en('meta.overview.description')} ${zh('meta.overview.description')}` },
    ],
    links: [
      { rel: 'canonical', href: SITE_ROOT },
      ...LANGS.map((l) => ({ rel: 'alternate', hrefLang: htmlLang(l), href: pageUrl(l, '') })),
      { rel: 'alternate', hrefLang: 'x-default', href: SITE_ROOT },
    ],
    scripts: [{ children: redirectScript(BASE) }],
  };
}

export function notFoundHead() {
  return {
    meta: [{ title: bilingual('notFound.bilingualTitle') }, { name: 'robots', content: 'noindex' }],
  };
}
