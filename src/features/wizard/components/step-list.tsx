import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../domain/answers/answers';
import { answerText, type AnswerTextOptions } from '../../../domain/answers/answer-text';
import type { Question } from '../../../domain/answers/questions';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import type { WizardSearch } from '../lib/wizard-search';
import { withStep } from '../lib/wizard-steps';

interface Props {
  questions: readonly Question[];
  current: number;
  search: WizardSearch;
  answers: Answers;
}

/**
 * Every question with its answer so far; each one a link to its step. Memoized: when the URL
 * catches up with an answer the page already shows, nothing here changes.
 */
export const StepList = memo(function StepList({ questions, current, search, answers }: Props) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const valueText = useValueText();
  return (
    <nav className="wizard-steps card" aria-labelledby="wizard-steps-title">
      <h2 id="wizard-steps-title" className="wizard-aside-title">
        {t('nav.stepsLabel')}
      </h2>
      <ol>
        {questions.map((q, i) => {
          const step = i + 1;
          const value = valueText(q, answers, search);
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
});

/**
 * An answer as the step list shows it: the value as understood (a kernel as read, a choice in the
 * words of its option), or "ignored" for text that did not parse.
 */
function useValueText() {
  const { t } = useTranslation('wizard');
  const dt = useDataT('wizard');
  const lang = useLang();
  const options: AnswerTextOptions = { kernel: 'read', choice: (key, value) => dt(`options.${key}.${value}`) };
  return (q: Question, answers: Answers, raw: WizardSearch): { text: string; ignored: boolean } | undefined => {
    const text = answerText(q.key, answers, dt, lang, options);
    if (text === undefined) return raw[q.key] !== undefined ? { text: t('values.ignored'), ignored: true } : undefined;
    return { text, ignored: false };
  };
}
