import { i18n } from '../i18n/i18n';
import { LANGS, htmlLang } from '../i18n/langs';

const BASE = import.meta.env.BASE_URL;

/** dist/404.html: served for any unknown address, so it speaks both languages. */
export function BilingualNotFound() {
  return (
    <main className="status-page status-page-standalone" data-testid="not-found">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      {LANGS.map((lang) => {
        const t = i18n.getFixedT(lang, 'common');
        return (
          <section key={lang} lang={htmlLang(lang)} className="status-lang">
            <h1>{t('notFound.title')}</h1>
            <p>{t('notFound.body')}</p>
            <a className="button button-primary" href={`${BASE}${lang}/`}>
              {t('notFound.home')}
            </a>
          </section>
        );
      })}
    </main>
  );
}
