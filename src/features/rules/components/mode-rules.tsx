import { useLocation } from '@tanstack/react-router';
import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { memo } from 'react';
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

type Rule = ReturnType<typeof rulesOf>[number];
interface RowProps {
  rule: Rule;
  values: ReturnType<typeof thresholdParams>;
  /** The row the URL's hash names (the router's in-page navigation moves no :target). */
  target: boolean;
  t: ReturnType<typeof useTranslation<'rulebook'>>['t'];
  /** The rule's effect in words (common namespace). */
  statusLabel: string;
}

/**
 * A rule's row, a component of its own: React can pause between rows while hydrating (a table
 * rendered in one function was one long task on a slow phone), and only the row whose target
 * state changes re-renders when the page flips to the URL's hash.
 */
const RuleRow = memo(function RuleRow({ rule, values, target, t, statusLabel }: RowProps) {
  return (
    <tr id={rule.id} data-status={rule.status} data-target={target ? '' : undefined}>
      <td data-label={t('table.rule')}>
        <strong className="rule-title">
          <Slotted k={`rules:rules.${rule.id}.title`} />
        </strong>
        <a className="rule-id" href={`#${rule.id}`}>
          <code>{rule.id}</code>
        </a>
      </td>
      <td data-label={t('table.when')}>
        {/* One text node, condition and space: no separator comment in the HTML, on 60-odd rows. */}
        {`${t(`conditions.${rule.id}`, values)} `}
        {rule.thresholds.length ? (
          <span className="rule-thresholds">
            {`${t('table.thresholds')} `}
            {rule.thresholds.map((k, i) => (
              <span key={k}>
                {i ? ', ' : ''}
                <a href={`#threshold-${k}`}>{t(`thresholds.${k}`)}</a>
              </span>
            ))}
          </span>
        ) : null}
      </td>
      <td data-label={t('table.effect')}>
        <StatusBadge status={rule.status} label={statusLabel} />
      </td>
      <td data-label={t('table.why')}>
        <p className="rule-reason">
          <Slotted k={`rules:rules.${rule.id}.reason`} values={values} />
        </p>
        <SourceLinks ids={rule.source} /> <CheckedOn ids={rule.source} /> <ReportLink fact={`rule:${rule.id}`} />
      </td>
    </tr>
  );
});

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
            <RuleRow
              key={r.id}
              rule={r}
              values={values}
              target={hydrated && hash === r.id}
              t={t}
              statusLabel={tc(`status.${r.status}`)}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
