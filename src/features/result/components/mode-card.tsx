import { Link } from '@tanstack/react-router';
import { lazy, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../domain/answers/answers';
import { wordsContext } from '../../../domain/platforms/rule-facts';
import type { CheckId } from '../../../domain/decision/checks';
import type { Evaluation } from '../../../domain/decision/engine';
import type { Mode } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { SourceLinks, TroubleshootLink } from '../../../ui/source-link';
import { StatusBadge, StatusIcon } from '../../../ui/status-icon';
import { WhenNear } from '../../../ui/when-near/when-near';
import { RULE_ENTRIES } from '../../../domain/troubleshoot/links';
import { CHECK_SETTINGS } from '../../../domain/settings/links';
import { SettingLink } from '../../../ui/setting-link';
import { useResultT } from './use-result-t';

/**
 * What would make a mode the pick: a search over answer changes, the heaviest work the page does.
 * It loads and runs once the page is live and the card nears the viewport, so neither the first load
 * nor hydration waits for it.
 */
const WhatIf = lazy(() => import('./what-if-section'));

interface Props {
  mode: Mode;
  decision: Evaluation;
  answers: Answers;
}

/** One mode: its status, every rule that fired with its sources, what to check, and what would make it the pick. */
export const ModeCard = memo(function ModeCard({ mode, decision, answers }: Props) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const rt = useResultT();
  const words = wordsContext(answers.platform);
  const lang = useLang();
  const result = decision.modes[mode];
  const isPick = decision.pick === mode;
  const name = tc(`modes.${mode}`);
  return (
    <section
      id={`mode-${mode}`}
      className={`result-mode card mode-${mode}`}
      data-testid={`mode-${mode}`}
      data-status={result.status}
      data-recommended={isPick ? 'true' : undefined}
      aria-labelledby={`mode-${mode}-title`}
    >
      <header className="result-mode-head">
        <h3 id={`mode-${mode}-title`} className="result-mode-name">
          {name}
        </h3>
        {isPick ? <span className="result-recommended-tag">{t('modes.recommended')}</span> : null}
        <StatusBadge status={result.status} label={tc(`status.${result.status}`)} />
      </header>
      <div className="result-mode-body">
        <div className="result-findings">
          <h4>{t('modes.findings')}</h4>
          {result.fired.length === 0 ? (
            <p className="muted">{t('modes.noFindings')}</p>
          ) : (
            <ul className="result-finding-list">
              {result.fired.map((f) => (
                <li key={f.id} className="result-finding" data-rule={f.id} data-status={f.status}>
                  <span className={`result-finding-icon status-${f.status}`}>
                    <StatusIcon status={f.status} />
                  </span>
                  <div className="result-finding-body">
                    <p className="result-finding-title">
                      <span className={`result-finding-status status-${f.status}`}>{tc(`status.${f.status}`)}</span>{' '}
                      <strong>{rt(`rules:rules.${f.id}.title`, f.params)}</strong>
                    </p>
                    <p className="result-finding-reason">
                      {rt(`rules:rules.${f.id}.reason`, { ...f.params, ...words })}
                    </p>
                    <SourceLinks ids={f.source} /> <CheckedOn ids={f.source} />{' '}
                    {f.page === 'plugins' && answers.plugin ? (
                      <>
                        <Link
                          to="/$lang/plugins/"
                          params={{ lang }}
                          hash={answers.plugin}
                          data-testid="finding-plugins"
                        >
                          {t('modes.pluginsTable')}
                        </Link>{' '}
                      </>
                    ) : null}
                    <Link className="result-finding-rule" to="/$lang/rules/" params={{ lang }} hash={f.id}>
                      {t('modes.rule')}
                    </Link>
                    <FindingEntry rule={f.id} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        {result.checks.length > 0 || !isPick ? (
          <div className="result-mode-side">
            {result.checks.length > 0 ? (
              <>
                <h4>{t('modes.checks')}</h4>
                <ul className="result-checks">
                  {result.checks.map((c) => (
                    <li key={c} data-check={c}>
                      <strong>{rt(`rules:checks.${c}.title`)}</strong>
                      <span>{rt(`rules:checks.${c}.how`, words)}</span>
                      <CheckSetting check={c} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {isPick ? null : (
              <WhenNear>
                <WhatIf mode={mode} name={name} answers={answers} />
              </WhenNear>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
});

/** The troubleshooting entry a finding is about, where one tells its problem in full. */
function FindingEntry({ rule }: { rule: string }) {
  const entry = RULE_ENTRIES[rule];
  return entry ? <TroubleshootLink id={entry} /> : null;
}

/** The configuration field a check is about, linked to its row on the settings page. */
function CheckSetting({ check }: { check: CheckId }) {
  const { t } = useTranslation();
  const path = CHECK_SETTINGS[check];
  return path ? (
    <span className="check-setting">
      {t('settingLink')} <SettingLink path={path} />
    </span>
  ) : null;
}
