import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ChangeEntry } from '../../../domain/changes/changes';
import { ROWS } from '../../../domain/matrix/matrix';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { SourceLinks } from '../../../ui/source-link';

/** One change in full: what moved, why (with its sources), and the rules and rows it touches. */
export function ChangeItem({ change: c }: { change: ChangeEntry }) {
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
