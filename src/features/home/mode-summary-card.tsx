import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/use-lang';
import { SourceLinks } from '../../ui/source-link';
import type { Mode } from '../../domain/modes';
import type { SourceId } from '../../domain/sources';

export function ModeSummaryCard({ mode, sources }: { mode: Mode; sources: SourceId[] }) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <section className={`card mode-card mode-${mode}`} aria-labelledby={`mode-${mode}-title`}>
      <h3 id={`mode-${mode}-title`}>{tc(`modes.${mode}`)}</h3>
      <p>{t(`modes.${mode}.summary`)}</p>
      <dl className="mode-facts">
        <dt>{t('modes.fitsLabel')}</dt>
        <dd>{t(`modes.${mode}.fits`)}</dd>
        <dt>{t('modes.watchLabel')}</dt>
        <dd>{t(`modes.${mode}.watch`)}</dd>
      </dl>
      <SourceLinks ids={sources} />
      <p className="card-more">
        <Link to="/$lang/modes/$mode/" params={{ lang, mode }}>
          {t('modes.more', { mode: tc(`modes.${mode}`) })}
        </Link>
      </p>
    </section>
  );
}
