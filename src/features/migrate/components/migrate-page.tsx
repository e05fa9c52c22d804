import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RUNBOOK_SLUGS } from '../../../domain/migrate/model';
import { RUNBOOKS } from '../../../domain/migrate/runbooks';
import { useLang } from '../../../i18n/use-lang';
import { PageHeader } from '../../../ui/page-header';
import '../../../ui/styles/cards.css';
import './migrate.css';

const PARTS = ['before', 'change', 'verify', 'rollback', 'breaks'] as const;

/** `/migrate`: the runbooks, each with when it applies, and the parts every runbook has. */
export function MigratePage() {
  const { t } = useTranslation('migrate');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <article className="page page-migrate" data-testid="page-migrate">
      <PageHeader title={t('index.title')} lead={t('index.lead')} />
      <ul className="link-cards link-cards-pairs migrate-runbooks">
        {RUNBOOK_SLUGS.map((slug) => {
          const r = RUNBOOKS[slug];
          return (
            <li key={slug} data-runbook={slug}>
              <Link to="/$lang/migrate/$slug/" params={{ lang, slug }} className="link-card">
                <span className="link-card-title">{t(`runbooks.${slug}.title`)}</span>{' '}
                <span className="migrate-modes">
                  {tc(`modes.${r.from}`)} <span aria-hidden="true">→</span> {tc(`modes.${r.to}`)}
                </span>{' '}
                <span className="migrate-when">{t(`index.when.${slug}`)}</span>{' '}
                <span className="link-card-hint">{t(`runbooks.${slug}.summary`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p>{t('index.partsIntro')}</p>
      <ul className="migrate-parts">
        {PARTS.map((part) => (
          <li key={part}>{t(`parts.${part}`)}</li>
        ))}
      </ul>
    </article>
  );
}
