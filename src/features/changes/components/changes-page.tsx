import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CHANGES, REMOVED_RULES, type ChangeEntry } from '../../../domain/changes/changes';
import { CURRENT_RULESET } from '../../../domain/changes/versions';
import { ROWS } from '../../../domain/matrix/matrix';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { SourceLinks } from '../../../ui/source-link';
import './changes.css';

/** `/changes`: every change to the advice, newest first, then the rules that were removed. */
export function ChangesPage() {
  const { t } = useTranslation('changes');
  const words = useDataT('changes');
  const lang = useLang();
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
        {CHANGES.map((c) => (
          <ChangeItem key={c.id} change={c} />
        ))}
      </ol>
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

function ChangeItem({ change: c }: { change: ChangeEntry }) {
  const { t } = useTranslation('changes');
  const { t: tc } = useTranslation();
  const words = useDataT('changes');
  const dt = useDataT('compare');
  const lang = useLang();
  const concerns =
    c.answers === 'every'
      ? t('entry.everyResult')
      : c.answers.length === 0
        ? t('entry.wordsOnly')
        : t('entry.answers', { answers: c.answers.map((k) => tc(`answers.labels.${k}`)).join(t('entry.separator')) });
  return (
    <li className="change">
      <Heading id={c.id}>{words(`entries.${c.id}.title`)}</Heading>
      <p className="change-meta">
        <time dateTime={c.date}>{c.date}</time>
        <span className="change-version">{t('entry.version', { version: c.version })}</span>
        <span>{concerns}</span>
      </p>
      <p>{words(`entries.${c.id}.what`)}</p>
      <p>
        <strong>{t('entry.why')}</strong> {words(`entries.${c.id}.why`)}{' '}
        {c.sources.length ? <SourceLinks ids={c.sources} full /> : null}
      </p>
      {c.rules.length || c.rows.length ? (
        <dl className="change-touches">
          {c.rules.length ? (
            <>
              <dt>{t('entry.rules')}</dt>
              <dd className="change-rules">
                {c.rules.map((r) => (
                  <Link key={r} to="/$lang/rules/" params={{ lang }} hash={r}>
                    {r}
                  </Link>
                ))}
              </dd>
            </>
          ) : null}
          {c.rows.length ? (
            <>
              <dt>{t('entry.rows')}</dt>
              <dd>
                {c.rows.map((row) => (
                  <Link key={row} to="/$lang/compare/" params={{ lang }} hash={row}>
                    {dt(ROWS.find((r) => r.id === row)?.labelKey ?? row)}
                  </Link>
                ))}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}
