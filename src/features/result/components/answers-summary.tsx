import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers } from '../../../domain/answers/answers';
import { visibleQuestions, type AnswerParams } from '../../../domain/answers/questions';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { answerText } from '../../../domain/answers/answer-text';
import { useResultT } from './use-result-t';

/** Every question asked for this platform, its answer as understood, and a link back to its wizard step. */
export const AnswersSummary = memo(function AnswersSummary({
  answers,
  params,
}: {
  answers: Answers;
  params: AnswerParams;
}) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const rt = useResultT();
  const lang = useLang();
  const questions = visibleQuestions(answers.platform);
  return (
    <section className="result-section" aria-labelledby="answers-used">
      <Heading id="answers-used">{t('answers.title')}</Heading>
      <p className="muted">{t('answers.intro')}</p>
      <dl className="result-answers" data-testid="answers-used">
        {questions.map((q, i) => {
          const text = answerText(q.key, answers, rt, lang);
          const label = tc(`answers.labels.${q.key}`);
          return (
            <div key={q.key} className="result-answer" data-key={q.key} data-known={text !== undefined}>
              <dt>{label}</dt>
              <dd>
                <span className="result-answer-value">{text ?? tc('answers.unknown')}</span>
                <Link
                  to="/$lang/wizard/"
                  params={{ lang }}
                  // The raw parameters, so nothing typed is lost on the way back.
                  search={{ ...params, step: String(i + 1) }}
                  className="result-answer-edit"
                  aria-label={t('answers.editLabel', { question: label })}
                  data-testid={`edit-${q.key}`}
                >
                  {t('answers.edit')}
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
});
