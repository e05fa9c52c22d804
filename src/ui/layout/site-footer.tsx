import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import type { SourceId } from '../../domain/sources';
import { shownSource } from '../../i18n/source-table';

const MAIN_SOURCES: SourceId[] = [
  'cce-compare',
  'k8s-virtual-ips',
  'kep-3866-nftables',
  'k8s-ipvs-readme',
  'kep-5495-ipvs-deprecation',
];

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section aria-labelledby="footer-sources">
          <h2 id="footer-sources" className="footer-title">
            {t('footer.sourcesTitle')}
          </h2>
          <ul className="footer-sources">
            {MAIN_SOURCES.map((id) => {
              const s = shownSource(id, lang);
              return (
                <li key={id}>
                  <a href={s.url}>{s.title}</a>
                </li>
              );
            })}
          </ul>
          <p className="muted">{t('footer.sourcesNote')}</p>
        </section>
        <div className="footer-meta">
          <p>{t('footer.privacy')}</p>
          <p>{t('footer.notAffiliated')}</p>
          <p>{t('footer.built', { date: __BUILD_DATE__ })}</p>
        </div>
      </div>
    </footer>
  );
}
