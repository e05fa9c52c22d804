import { useLocation } from '@tanstack/react-router';
import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { useTranslation } from 'react-i18next';
import { thresholdParams, type rulesOf } from '../../../domain/decision/rule-book';
import type { Mode } from '../../../domain/modes';
import { htmlLang } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { Heading } from '../../../ui/heading';
import { ReportLink } from '../../../ui/report-link';
import { SourceLinks } from '../../../ui/source-link';
import { StatusBadge } from '../../../ui/status-icon';
import { Slotted } from './slotted';

/** One mode's rules as a table: each row anchored by its rule id. */
export function ModeRules({ mode, rules }: { mode: Mode; rules: ReturnType<typeof rulesOf> }) {
  const { t } = useTranslation('rulebook');
  const { t: tc } = useTranslation();
  const lang = useLang();
  // :target does not follow the router's in-page navigation (a result's rule link), the hash does.
  const hydrated = useHydrated();
  const hash = useLocation({ select: (l) => l.hash });
  const values = thresholdParams(htmlLang(lang));
  const name = tc(`modes.${mode}`);
  const id = `rules-${mode}`;
  return (
    <section className="rules-section" aria-labelledby={id}>
      <Heading id={id}>{t('modes.title', { mode: name })}</Heading>
      <p className="muted">
        {t('table.count', { count: rules.length })} · {t('modes.lead', { mode: name })}
      </p>
      <table className="rule-table" data-mode={mode}>
        <thead>
          <tr>
            <th scope="col">{t('table.rule')}</th>
            <th scope="col">{t('table.when')}</th>
            <th scope="col">{t('table.effect')}</th>
            <th scope="col">{t('table.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.id} id={r.id} data-status={r.status} data-target={hydrated && hash === r.id ? '' : undefined}>
              <td data-label={t('table.rule')}>
                <strong className="rule-title">
                  <Slotted k={`rules:rules.${r.id}.title`} />
                </strong>
                <a className="rule-id" href={`#${r.id}`}>
                  <code>{r.id}</code>
                </a>
              </td>
              <td data-label={t('table.when')}>
                {t(`conditions.${r.id}`, values)}
                {r.thresholds.length ? (
                  <span className="rule-thresholds">
                    {t('table.thresholds')}{' '}
                    {r.thresholds.map((k, i) => (
                      <span key={k}>
                        {i ? ', ' : ''}
                        <a href={`#threshold-${k}`}>{t(`thresholds.${k}`)}</a>
                      </span>
                    ))}
                  </span>
                ) : null}
              </td>
              <td data-label={t('table.effect')}>
                <StatusBadge status={r.status} label={tc(`status.${r.status}`)} />
              </td>
              <td data-label={t('table.why')}>
                <p className="rule-reason">
                  <Slotted k={`rules:rules.${r.id}.reason`} />
                </p>
                <SourceLinks ids={r.source} /> <CheckedOn ids={r.source} /> <ReportLink fact={`rule:${r.id}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
