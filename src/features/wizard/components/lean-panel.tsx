import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '../../../domain/decision/engine';
import { MODES } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';
import { StatusIcon } from '../../../ui/status-icon';

interface Props {
  evaluation: Evaluation;
  answered: number;
  total: number;
  /** Canonical answers for the result link. */
  resultSearch: Record<string, string>;
}

/** The engine's current pick and each mode's status, updated as the answers change. */
export const LeanPanel = memo(function LeanPanel({ evaluation, answered, total, resultSearch }: Props) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const { pick } = evaluation;
  return (
    <section
      className="wizard-lean card"
      aria-labelledby="wizard-lean-title"
      data-testid="wizard-lean"
      data-mode={pick ?? 'none'}
    >
      <h2 id="wizard-lean-title" className="wizard-aside-title">
        {t('lean.title')}
      </h2>
      <p className={`wizard-lean-pick mode-${pick ?? 'none'}`} aria-live="polite">
        <span className="wizard-lean-pick-label">
          {pick === null ? t('lean.none') : t('lean.pick', { mode: tc(`modes.${pick}`) })}
        </span>
      </p>
      <ul className="wizard-lean-modes" aria-label={t('lean.statusesLabel')}>
        {MODES.map((mode) => {
          const status = evaluation.modes[mode].status;
          return (
            <li
              key={mode}
              className={`wizard-lean-mode mode-${mode}`}
              data-mode={mode}
              data-status={status}
              data-pick={mode === pick || undefined}
            >
              <span className="wizard-lean-mode-name">{tc(`modes.${mode}`)}</span>
              <span className={`status-chip status-${status}`}>
                <StatusIcon status={status} />
                {tc(`status.${status}`)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="wizard-lean-note">
        {answered === 0
          ? t('lean.noAnswers')
          : `${t('progress.answered', { count: answered, total })} · ${t('lean.updates')}`}
      </p>
      <Link to="/$lang/result/" params={{ lang }} search={resultSearch} className="button wizard-lean-result">
        {t('nav.seeResultNow')}
      </Link>
    </section>
  );
});
