import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Question } from '../../../domain/answers/questions';
import { useLang } from '../../../i18n/use-lang';
import type { WizardSearch } from '../lib/wizard-search';
import { withStep } from '../lib/wizard-steps';

interface Props {
  questions: readonly Question[];
  current: number;
  search: WizardSearch;
  /** What each question's answer reads as, or undefined when unanswered. */
  valueOf: (q: Question) => { text: string; ignored: boolean } | undefined;
}

/** Every question with its answer so far; each one a link to its step. */
export function StepList({ questions, current, search, valueOf }: Props) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <nav className="wizard-steps card" aria-labelledby="wizard-steps-title">
      <h2 id="wizard-steps-title" className="wizard-aside-title">
        {t('nav.stepsLabel')}
      </h2>
      <ol>
        {questions.map((q, i) => {
          const step = i + 1;
          const value = valueOf(q);
          return (
            <li key={q.key} data-answered={value !== undefined && !value.ignored}>
              <Link
                to="/$lang/wizard/"
                params={{ lang }}
                search={withStep(search, step)}
                resetScroll={false}
                aria-current={step === current ? 'step' : undefined}
              >
                <span className="wizard-steps-num" aria-hidden="true">
                  {step}
                </span>
                <span className="wizard-steps-text">
                  <span className="wizard-steps-label">{tc(`answers.labels.${q.key}`)}</span>
                  <span className="wizard-steps-value" data-ignored={value?.ignored || undefined}>
                    {value ? value.text : tc('answers.unknown')}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
