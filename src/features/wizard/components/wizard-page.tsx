import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../ui/styles/cards.css';
import './wizard.css';
import { serializeAnswers, type AnswerKey, type PlatformChoice } from '../../../domain/answers/answers';
import { withRuleset } from '../../../domain/changes/versions';
import { answeredCount, parseStep, readAnswers, visibleQuestions } from '../../../domain/answers/questions';
import { useEvaluation } from '../../../ui/use-evaluation';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import type { WizardSearch } from '../lib/wizard-search';
import { withAnswer, withStep } from '../lib/wizard-steps';
import { LeanPanel } from './lean-panel';
import { QUESTION_HEADING_ID, QuestionForm } from './question-form';
import { StepList } from './step-list';
import { AwaitsHydration } from '../../../ui/awaits-hydration/awaits-hydration';
import { useSearchState } from '../../../ui/awaits-hydration/use-search-state';
import { shorten } from '../../../ui/shorten';
import { UrlNoticesSlot } from '../../../ui/url-notices-slot';

/** How the named platform runs kube-proxy: only the kube-proxy step shows it, so it loads with that step. */
const KubeProxyHint = lazy(() => import('./kube-proxy-hint'));
const NftHint = lazy(() => import('./nft-hint'));
const OsHint = lazy(() => import('./os-hint'));
/** What the reader's platform says beside a question, loaded with that question only. */
const HINTS: Partial<Record<AnswerKey, typeof KubeProxyHint>> = { kubeProxy: KubeProxyHint, nft: NftHint, os: OsHint };

interface Props {
  search: WizardSearch;
  /** Changes the URL: `push` for a new step (a history entry), replace while answering. */
  onSearch: (next: WizardSearch, push: boolean) => void;
  /** Opens the result for these canonical answers. */
  onResult: (canonical: Record<string, string>) => void;
}

const EMPTY: WizardSearch = {};
/** The URL parameter that holds the step (a name, not a word to translate). */
const STEP_PARAM = 'step';

export function WizardPage({ search, onSearch, onResult }: Props) {
  const { t } = useTranslation('wizard');
  const hydrated = useHydrated();
  // The prerendered page knows no search params: it shows the first step with no answers,
  // and the URL's answers take over once hydrated.
  const [view, update] = useSearchState(search, onSearch, EMPTY);
  // The step's form keeps its draft in state: remount it at hydration only when the URL has
  // search params (answers or a step); the router's search is the real URL's from the first
  // client render on.
  const [remountWhenHydrated] = useState(() => Object.keys(search).length > 0);
  const { answers, notices } = useMemo(() => readAnswers(view), [view]);
  // One list while the answers stay the same: the step list skips the render after the URL catches up.
  const questions = useMemo(() => visibleQuestions(answers.platform, answers), [answers]);
  const { step, invalid: badStep } = parseStep(view.step, questions.length);
  const question = questions[step - 1] ?? questions[0];
  // The lean follows the answers in a render React can interrupt: the choice itself shows at
  // once (evaluating the rules in the click's own task held the radio still on a slow phone).
  const { evaluation, ready } = useEvaluation(useDeferredValue(answers));
  const resultSearch = useMemo(() => withRuleset(serializeAnswers(answers)), [answers]);

  // Focus the new step's heading when the step changes (not on first load).
  const shown = useRef<string | null>(null);
  const stepKey = `${step}:${question?.key}`;
  useEffect(() => {
    if (!hydrated) return;
    const before = shown.current;
    shown.current = stepKey;
    if (before !== null && before !== stepKey) document.getElementById(QUESTION_HEADING_ID)?.focus();
  }, [hydrated, stepKey]);

  if (!question) return null;
  const isLast = step === questions.length;
  // Every change builds on what the page shows (`view`), never on the router's `search`: that
  // lags behind "Next" until the router commits, and a keystroke in that gap once took the
  // reader back a step.
  const goTo = (next: WizardSearch, target: number) => update(withStep(next, target), true);
  const next = (raw: string | undefined) => {
    const updated = withAnswer(view, question.key, raw);
    const { answers: a } = readAnswers(updated);
    const count = visibleQuestions(a.platform).length;
    if (step >= count) onResult(withRuleset(serializeAnswers(a)));
    else goTo(updated, step + 1);
  };
  // The current step's own answer is read back under its input instead.
  const shownNotices = notices.filter((n) => n.param !== question.key);

  return (
    <article className="page page-wizard" data-testid="page-wizard">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <AwaitsHydration
        className="wizard-live"
        ready={hydrated && ready}
        loading={t('loading')}
        scriptOff={{ title: t('noScript.title'), body: t('noScript.body') }}
      >
        <UrlNoticesSlot
          notices={shownNotices}
          params={search}
          platform={answers.platform}
          fixLabel={t('notices.fix')}
          note={t('notices.keptNote')}
          other={
            badStep && view.step !== undefined
              ? { param: STEP_PARAM, value: view.step, message: t('notices.step', { value: shorten(view.step) }) }
              : undefined
          }
        />
        <div className="wizard-layout">
          <div className="wizard-main">
            <QuestionForm
              key={`${hydrated && remountWhenHydrated}:${stepKey}`}
              question={question}
              step={step}
              total={questions.length}
              raw={view[question.key]}
              isLast={isLast}
              hint={<PlatformHint question={question.key} platform={answers.platform} hydrated={hydrated} />}
              // The form shows the draft from its own state at once; the page around it (the step
              // list, the URL) follows in a transition, which a slow phone paints in between.
              onDraft={(raw) => startTransition(() => update((shown) => withAnswer(shown, question.key, raw), false))}
              onNext={next}
              onBack={step > 1 ? () => goTo(view, step - 1) : undefined}
            />
          </div>
          <aside className="wizard-aside">
            <LeanPanel
              evaluation={evaluation}
              answered={answeredCount(answers)}
              total={questions.length}
              resultSearch={resultSearch}
            />
            <StepList questions={questions} current={step} search={view} answers={answers} />
          </aside>
        </div>
      </AwaitsHydration>
      <section className="wizard-how" aria-labelledby="how-the-wizard-works">
        <Heading id="how-the-wizard-works">{t('howItWorks.title')}</Heading>
        <ul className="wizard-how-list">
          <li>{t('howItWorks.oneQuestion')}</li>
          <li>{t('howItWorks.lean')}</li>
          <li>{t('howItWorks.link')}</li>
          <li>{t('howItWorks.result')}</li>
        </ul>
      </section>
    </article>
  );
}

/** The platform's word beside the question, once the page runs (its sources are the platform's). */
function PlatformHint({
  question,
  platform,
  hydrated,
}: {
  question: AnswerKey;
  platform: PlatformChoice | undefined;
  hydrated: boolean;
}) {
  const Hint = HINTS[question];
  if (!Hint || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Hint platform={platform} />
    </Suspense>
  );
}
