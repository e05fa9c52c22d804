import { useTranslation } from 'react-i18next';
import { CURRENT_RULESET } from '../../../domain/changes/versions';
import { Heading } from '../../../ui/heading';

const STEPS = ['rules', 'status', 'unknown', 'pick', 'whatIf', 'private'] as const;

/** Static: how answers become a recommendation (part of the prerendered page). */
export function HowItWorks() {
  const { t } = useTranslation('result');
  return (
    <section className="result-section result-how" aria-labelledby="how-it-works">
      <Heading id="how-it-works">{t('howItWorks.title')}</Heading>
      <ol className="result-how-list">
        {STEPS.map((s) => (
          <li key={s}>{t(`howItWorks.${s}`)}</li>
        ))}
      </ol>
      <p className="muted small">
        {t('hero.ruleset', { version: CURRENT_RULESET.version, date: CURRENT_RULESET.date })}
      </p>
    </section>
  );
}
