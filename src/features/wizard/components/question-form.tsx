import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { properName } from '../../../domain/answers/answer-text';
import type { Question } from '../../../domain/answers/questions';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { isNftNone, linkValue, readField } from '../lib/field-reading';

export const QUESTION_HEADING_ID = 'wizard-question';

interface Props {
  question: Question;
  step: number;
  total: number;
  /** The answer's text in the URL, as typed. */
  raw: string | undefined;
  isLast: boolean;
  /** What the reader's platform says about the question, beside its why (never its answer). */
  hint?: ReactNode;
  /** Every change, as it happens (the URL follows the answer). */
  onDraft: (raw: string | undefined) => void;
  /** Enter or "Next": keep `raw` and move on. */
  onNext: (raw: string | undefined) => void;
  onBack?: () => void;
}

const TEXT_KINDS = new Set(['version', 'kernel', 'nft', 'count']);

/** One wizard step: the question, why it matters, its input, and back / don't know / next. */
export function QuestionForm({ question, step, total, raw, isLast, hint, onDraft, onNext, onBack }: Props) {
  const { t } = useTranslation('wizard');
  const dt = useDataT('wizard');
  const lang = useLang();
  const [value, setValue] = useState(raw ?? '');
  const update = (v: string) => {
    setValue(v);
    onDraft(v.trim() === '' ? undefined : v);
  };
  const isText = TEXT_KINDS.has(question.kind);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A typed value that cannot be read keeps the reader here, with the message under the field:
    // moving on would leave it out of the decision unseen. "Don't know" still skips.
    if (isText && readField(question.key, value).state === 'invalid') {
      e.currentTarget.querySelector<HTMLInputElement>('.wizard-input')?.focus();
      return;
    }
    onNext(value.trim() === '' ? undefined : linkValue(question.key, value));
  };
  // Enter on a radio button or checkbox submits the step, as it does in a text field.
  const enterSubmits = (e: KeyboardEvent<HTMLFormElement>) => {
    const el = e.target;
    if (e.key === 'Enter' && el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
      e.preventDefault();
      e.currentTarget.requestSubmit();
    }
  };
  const percent = Math.round((step / total) * 100);
  return (
    // The form listens for Enter bubbling from its own radio buttons and checkboxes: a keyboard
    // shortcut on the controls inside it, not an interaction with the form element itself.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <form
      className="wizard-step card"
      onSubmit={submit}
      onKeyDown={enterSubmits}
      noValidate
      aria-labelledby={QUESTION_HEADING_ID}
    >
      <div className="wizard-progress">
        <p className="wizard-progress-text">
          <span>{t('progress.step', { current: step, total })}</span>
          {question.cceOnly ? <span className="wizard-tag">{t('progress.cceOnly')}</span> : null}
        </p>
        <div className="wizard-progress-bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
      <h2 id={QUESTION_HEADING_ID} className="wizard-question" tabIndex={-1}>
        {dt(`questions.${question.key}.title`)}
      </h2>
      <p className="wizard-why">
        <strong className="wizard-why-label">{t('why.label')}</strong>
        {dt(`questions.${question.key}.why`)}{' '}
        {question.page === 'plugins' ? (
          <Link to="/$lang/plugins/" params={{ lang }} className="wizard-why-link">
            {t('why.pluginsLink')}
          </Link>
        ) : (
          <Link to="/$lang/compare/" params={{ lang }} hash={question.row} className="wizard-why-link">
            {t('why.matrixLink')}
          </Link>
        )}
      </p>
      {hint}
      {isText ? (
        <TextAnswer question={question} value={value} onChange={update} />
      ) : (
        <ChoiceAnswer question={question} value={value} onChange={update} />
      )}
      <div className="wizard-actions">
        {onBack ? (
          <button type="button" className="button wizard-back" onClick={onBack}>
            <span aria-hidden="true">←</span> {t('nav.back')}
          </button>
        ) : null}
        <span className="wizard-actions-spacer" />
        {isText ? (
          <button type="button" className="button button-quiet" onClick={() => onNext(undefined)}>
            {t('nav.skip')}
          </button>
        ) : null}
        <button type="submit" className="button button-primary wizard-next">
          {isLast ? t('nav.seeResult') : t('nav.next')} <span aria-hidden="true">→</span>
        </button>
      </div>
    </form>
  );
}

function ChoiceAnswer({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const dt = useDataT('wizard');
  const boolean = question.kind === 'boolean';
  const options: { value: string; label: string; hint?: string }[] = boolean
    ? [
        { value: 'true', label: t('options.yes') },
        { value: 'false', label: t('options.no') },
      ]
    : (question.options ?? []).map((o) => ({
        value: o,
        label: properName(question.key, o) ?? dt(`options.${question.key}.${o}`),
        hint: question.key === 'platform' ? dt(`options.platformHint.${o}`) : undefined,
      }));
  options.push({ value: '', label: t('options.dontKnow') });
  const known = options.some((o) => o.value === value.trim().toLowerCase());
  return (
    <>
      <fieldset
        className="wizard-choices"
        // A long list (the platforms) takes two columns where there is room.
        data-layout={boolean ? 'row' : options.length > 6 ? 'grid' : 'list'}
        aria-labelledby={QUESTION_HEADING_ID}
      >
        {options.map((o) => (
          <label key={o.value || 'unknown'} className="wizard-choice" data-unknown={o.value === '' || undefined}>
            <input
              type="radio"
              name={question.key}
              value={o.value}
              checked={value.trim().toLowerCase() === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className="wizard-choice-text">
              <span className="wizard-choice-label">{o.label}</span>
              {o.hint ? <span className="wizard-choice-hint">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {known ? null : (
        <p className="wizard-reading" data-state="invalid">
          {tc('notices.invalid', { question: tc(`answers.labels.${question.key}`), value })}
        </p>
      )}
    </>
  );
}

function TextAnswer({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('wizard');
  const { t: tc } = useTranslation();
  const dt = useDataT('wizard');
  const id = useId();
  const key = question.key;
  const none = key === 'nft' && isNftNone(value);
  const reading = readField(key, value);
  const formatHint = question.kind === 'count' ? t('field.countHint') : dt(`questions.${key}.formatHint`);
  return (
    <div className="wizard-field">
      <label htmlFor={`${id}-input`} className="wizard-field-label">
        {tc(`answers.labels.${key}`)}
      </label>
      <input
        id={`${id}-input`}
        className="wizard-input"
        type="text"
        inputMode={question.kind === 'count' ? 'numeric' : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={none ? '' : value}
        disabled={none}
        placeholder={dt(`questions.${key}.placeholder`)}
        aria-invalid={reading.state === 'invalid' || undefined}
        aria-describedby={`${id}-help ${id}-reading`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <p id={`${id}-help`} className="wizard-help">
        {dt(`questions.${key}.help`)}
      </p>
      {key === 'nft' ? (
        <label className="wizard-check">
          <input type="checkbox" checked={none} onChange={(e) => onChange(e.currentTarget.checked ? 'none' : '')} />
          <span>{t('field.notInstalled')}</span>
        </label>
      ) : null}
      <p id={`${id}-reading`} className="wizard-reading" data-state={reading.state} aria-live="polite">
        {reading.state === 'ok'
          ? t('field.readAs', { value: reading.shown })
          : reading.state === 'none'
            ? t('field.readAsNone')
            : reading.state === 'invalid'
              ? t('field.notUnderstood', { hint: formatHint, skip: t('nav.skip') })
              : t('field.blankMeansUnknown')}
      </p>
    </div>
  );
}
