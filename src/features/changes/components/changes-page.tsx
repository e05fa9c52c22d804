import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CHANGES, REMOVED_RULES } from '../../../domain/changes/changes';
import { CURRENT_RULESET, RULESET_VERSIONS } from '../../../domain/changes/versions';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { ChangeItem } from './change-item';
import './changes.css';

/**
 * `/changes`: the current rule set's changes in full, then every earlier version's by title, each
 * leading to its version's page (an entry's old anchor here still lands on its title), then the
 * rules that were removed. The log grows by a version page, not by this page.
 */
export function ChangesPage() {
  const { t } = useTranslation('changes');
  const words = useDataT('changes');
  const lang = useLang();
  const current = CHANGES.filter((c) => c.version === CURRENT_RULESET.version);
  const earlier = [...RULESET_VERSIONS]
    .reverse()
    .filter((v) => v.version !== CURRENT_RULESET.version)
    .map((v) => ({ ...v, entries: CHANGES.filter((c) => c.version === v.version) }))
    .filter((v) => v.entries.length > 0);
  return (
    <article className="page page-changes" data-testid="page-changes">
      <PageHeader title={t('page.title')} lead={t('page.lead')}>
        <p className="muted">{t('page.current', { version: CURRENT_RULESET.version, date: CURRENT_RULESET.date })}</p>
        <p>
          <a className="feed-link" href={`${import.meta.env.BASE_URL}${lang}/changes.xml`} type="application/atom+xml">
            {t('page.feed')}
          </a>
        </p>
      </PageHeader>
      <ol className="change-list">
        {current.map((c) => (
          <ChangeItem key={c.id} change={c} />
        ))}
      </ol>
      <section className="change-earlier" aria-labelledby="earlier">
        <Heading id="earlier">{t('page.earlierTitle')}</Heading>
        {earlier.map((v) => (
          <section key={v.version} className="change-version-group" aria-labelledby={`v-${v.version}`}>
            <h3 id={`v-${v.version}`}>
              <Link to="/$lang/changes/$version/" params={{ lang, version: v.version }}>
                {t('version.title', { version: v.version })}
              </Link>{' '}
              <time className="change-date" dateTime={v.date}>
                {v.date}
              </time>
            </h3>
            <ul>
              {v.entries.map((c) => (
                <li key={c.id} id={c.id}>
                  <Link to="/$lang/changes/$version/" params={{ lang, version: v.version }} hash={c.id}>
                    {words(`entries.${c.id}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <section className="removed-rules" aria-labelledby="removed-rules">
        <Heading id="removed-rules">{t('page.removedTitle')}</Heading>
        <p>{t('page.removedLead')}</p>
        <ul>
          {REMOVED_RULES.map((r) => (
            <li key={r.id} id={r.id}>
              <code>{r.id}</code>{' '}
              {t('page.removedItem', { title: words(`removedRules.${r.id}`), version: r.removedIn })}{' '}
              <a href={`#${r.entry}`}>{words(`entries.${r.entry}.title`)}</a>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
