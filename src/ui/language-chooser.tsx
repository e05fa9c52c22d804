import { i18n } from '../i18n/i18n';
import { htmlLang } from '../i18n/langs';

const BASE = import.meta.env.BASE_URL;

/** `/`: an inline script redirects by browser language; these links serve everyone else. */
export function LanguageChooser() {
  const en = i18n.getFixedT('en', 'common');
  const zh = i18n.getFixedT('zh', 'common');
  return (
    <main className="status-page status-page-standalone chooser">
      <h1>
        <span>{en('chooser.title')}</span>
        <span lang={htmlLang('zh')}>{zh('chooser.title')}</span>
      </h1>
      <p className="muted">
        {en('chooser.redirecting')} <span lang={htmlLang('zh')}>{zh('chooser.redirecting')}</span>
      </p>
      <div className="chooser-links">
        <a className="button button-primary" href={`${BASE}en/`} hrefLang="en" lang="en">
          {en('chooser.en')}
        </a>
        <a className="button button-primary" href={`${BASE}zh/`} hrefLang="zh-CN" lang={htmlLang('zh')}>
          {zh('chooser.zh')}
        </a>
      </div>
    </main>
  );
}
