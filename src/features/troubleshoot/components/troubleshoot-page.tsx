import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { TROUBLESHOOT } from '../../../domain/troubleshoot/entries';
import { WHERE, type TroubleshootEntry } from '../../../domain/troubleshoot/model';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { useEntryT } from '../lib/use-entry-t';
import { ModeLinks } from './mode-links';
import '../../../ui/styles/cards.css';
import './troubleshoot.css';

/** `/troubleshoot`: every entry, grouped by where the problem shows, each with its modes. */
export function TroubleshootPage() {
  const { t } = useTranslation('troubleshoot');
  return (
    <article className="page page-troubleshoot" data-testid="page-troubleshoot">
      <PageHeader title={t('index.title')} lead={t('index.lead')} />
      {WHERE.map((where) => (
        <section key={where} aria-labelledby={`group-${where}`}>
          <Heading id={`group-${where}`}>{t(`groups.${where}`)}</Heading>
          <ul className="link-cards problem-cards">
            {TROUBLESHOOT.filter((e) => e.where === where).map((e) => (
              <ProblemCard key={e.id} entry={e} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

function ProblemCard({ entry: e }: { entry: TroubleshootEntry }) {
  const { t } = useTranslation('troubleshoot');
  const lang = useLang();
  const et = useEntryT(e);
  return (
    <li data-problem={e.id}>
      <Link to="/$lang/troubleshoot/$problem/" params={{ lang, problem: e.id }} className="link-card">
        <span className="link-card-title">{et('title')}</span>{' '}
        <span className="problem-card-modes">
          {t('index.byMode')} <ModeLinks modes={e.modes} linked={false} />
        </span>{' '}
        {e.logLines[0] ? (
          <span className="problem-card-log">
            {t('index.logged')} <code>{e.logLines[0]}</code>
          </span>
        ) : null}{' '}
        <span className="link-card-hint">{et('symptom')}</span>
      </Link>
    </li>
  );
}
