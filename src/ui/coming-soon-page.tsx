import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';
import { Callout } from './callout';

type Page = 'compare' | 'wizard' | 'result' | 'scaling' | 'import';

/** Placeholder for a page whose feature has not landed yet. */
export function ComingSoonPage({ page }: { page: Page }) {
  const { t } = useTranslation();
  return (
    <article className="page" data-testid={`page-${page}`}>
      <PageHeader title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)} />
      <Callout tone="info" title={t('comingSoon.title')}>
        <p>{t('comingSoon.body')}</p>
      </Callout>
    </article>
  );
}
