import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CHANGES } from '../../../domain/changes/changes';
import { CHANGED_VERSIONS, RULESET_VERSIONS, type RulesetVersion } from '../../../domain/changes/versions';
import { useLang } from '../../../i18n/use-lang';
import { PageHeader } from '../../../ui/page-header';
import { ChangeItem } from './change-item';
import './changes.css';

/** `/changes/{version}`: one rule-set version's changes in full, with the way to the others. */
export function VersionPage({ version }: { version: RulesetVersion }) {
  const { t } = useTranslation('changes');
  const lang = useLang();
  const date = RULESET_VERSIONS.find((v) => v.version === version)?.date ?? '';
  const at = CHANGED_VERSIONS.indexOf(version);
  const newer = CHANGED_VERSIONS[at + 1];
  const older = CHANGED_VERSIONS[at - 1];
  return (
    <article className="page page-changes-version" data-testid={`page-changes-v${version.replaceAll('.', '-')}`}>
      <p className="change-back">
        <Link to="/$lang/changes/" params={{ lang }}>
          <span aria-hidden="true">← </span>
          {t('page.title')}
        </Link>
      </p>
      <PageHeader title={t('version.title', { version })} lead={t('version.lead', { date })} />
      <ol className="change-list">
        {CHANGES.filter((c) => c.version === version).map((c) => (
          <ChangeItem key={c.id} change={c} />
        ))}
      </ol>
      <nav className="change-pager" aria-label={t('version.pager')}>
        {older ? (
          <Link to="/$lang/changes/$version/" params={{ lang, version: older }} rel="prev">
            <span aria-hidden="true">← </span>
            {t('version.title', { version: older })}
          </Link>
        ) : null}
        {newer ? (
          <Link to="/$lang/changes/$version/" params={{ lang, version: newer }} rel="next">
            {t('version.title', { version: newer })}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
