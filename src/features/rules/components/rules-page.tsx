import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CURRENT_RULESET } from '../../../domain/changes/versions';
import { TIE_ORDERS } from '../../../domain/decision/tie-orders';
import { TIE_PRECEDENCE, THRESHOLD_KEYS, readBy, rulesOf, thresholdParams } from '../../../domain/decision/rule-book';
import { MODES } from '../../../domain/modes';
import { formatThreshold } from '../../../domain/threshold-format';
import { htmlLang } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { ModeRules } from './mode-rules';
import { RemovedRules } from './removed-rules';
import './rules.css';

/** `/rules`: the rule table as a reader's reference, rendered from the rule data. */
export function RulesPage() {
  const { t } = useTranslation('rulebook');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <article className="page page-rules" data-testid="page-rules">
      <PageHeader title={t('page.title')} lead={t('page.lead')}>
        <p className="muted">
          {t('page.ruleset', { version: CURRENT_RULESET.version, date: CURRENT_RULESET.date })}{' '}
          <Link to="/$lang/changes/" params={{ lang }}>
            {t('page.changes')}
          </Link>
        </p>
        <p className="muted">{t('page.slots')}</p>
      </PageHeader>
      <nav className="rules-contents" aria-label={t('page.contents')}>
        <ul>
          {MODES.map((m) => (
            <li key={m}>
              <a href={`#rules-${m}`}>{tc(`modes.${m}`)}</a>
            </li>
          ))}
          <li>
            <a href="#how-the-pick-is-made">{t('pick.title')}</a>
          </li>
          <li>
            <a href="#thresholds">{t('thresholdTable.title')}</a>
          </li>
          <li>
            <a href="#removed-rules">{t('removed.title')}</a>
          </li>
        </ul>
      </nav>
      {MODES.map((m) => (
        <ModeRules key={m} mode={m} rules={rulesOf(m)} />
      ))}
      <HowThePickIsMade />
      <Thresholds />
      <RemovedRules />
    </article>
  );
}

function HowThePickIsMade() {
  const { t } = useTranslation('rulebook');
  const { t: tc } = useTranslation();
  const locale = htmlLang(useLang());
  const values = thresholdParams(locale);
  return (
    <section className="rules-section" aria-labelledby="how-the-pick-is-made">
      <Heading id="how-the-pick-is-made">{t('pick.title')}</Heading>
      <p>{t('pick.status')}</p>
      <p>{t('pick.unknown')}</p>
      <p>{t('pick.best')}</p>
      <table className="rule-table tie-table">
        <thead>
          <tr>
            <th scope="col">{t('pick.applies')}</th>
            <th scope="col">{t('pick.order')}</th>
            <th scope="col">{t('pick.why')}</th>
          </tr>
        </thead>
        <tbody>
          {TIE_PRECEDENCE.map(({ reason }) => (
            <tr key={reason} id={`tie-${reason}`}>
              <td data-label={t('pick.applies')}>{t(`tie.${reason}.when`, values)}</td>
              <td data-label={t('pick.order')}>
                <ol className="tie-order">
                  {TIE_ORDERS[reason].map((m) => (
                    <li key={m}>{tc(`modes.${m}`)}</li>
                  ))}
                </ol>
              </td>
              <td data-label={t('pick.why')}>{t(`tie.${reason}.why`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Thresholds() {
  const { t } = useTranslation('rulebook');
  const locale = htmlLang(useLang());
  return (
    <section className="rules-section" aria-labelledby="thresholds">
      <Heading id="thresholds">{t('thresholdTable.title')}</Heading>
      <p>{t('thresholdTable.lead')}</p>
      <table className="rule-table threshold-table">
        <thead>
          <tr>
            <th scope="col">{t('thresholdTable.name')}</th>
            <th scope="col">{t('thresholdTable.value')}</th>
            <th scope="col">{t('thresholdTable.readBy')}</th>
          </tr>
        </thead>
        <tbody>
          {THRESHOLD_KEYS.map((k) => {
            const rules = readBy(k);
            return (
              <tr key={k} id={`threshold-${k}`}>
                <td data-label={t('thresholdTable.name')}>
                  {t(`thresholds.${k}`)} <code>{k}</code>
                </td>
                <td data-label={t('thresholdTable.value')} className="threshold-value">
                  {formatThreshold(k, locale)}
                </td>
                <td data-label={t('thresholdTable.readBy')}>
                  {rules.length ? (
                    <ul className="rule-id-list">
                      {rules.map((id) => (
                        <li key={id}>
                          <a href={`#${id}`}>
                            <code>{id}</code>
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted">{t('thresholdTable.none')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
