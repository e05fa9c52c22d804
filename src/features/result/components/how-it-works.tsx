import { useTranslation } from 'react-i18next';
import { RULESET_DATE, RULESET_VERSION } from '../../../domain/decision/engine';
import { Heading } from '../../../ui/heading';

/** Static: how answers become a recommendation (part of the prerendered page). */
export function HowItWorks() {
  const { t } = useTranslation('result');
  return (
    <section className="result-section result-how" aria-labelledby="how-it-works">
      <Heading id="how-it-works">{t('howItWorks.title')}</Heading>
      <ol className="result-how-list">
        <li>{t('howItWorks.rules')}</li>
        <li>{t('howItWorks.status')}</li>
        <li>{t('howItWorks.unknown')}</li>
        <li>{t('howItWorks.pick')}</li>
        <li>{t('howItWorks.whatIf')}</li>
        <li>{t('howItWorks.private')}</li>
      </ol>
      <p className="muted small">{t('hero.ruleset', { version: RULESET_VERSION, date: RULESET_DATE })}</p>
    </section>
  );
}
