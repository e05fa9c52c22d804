import { Link } from '@tanstack/react-router';
import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../ui/styles/cards.css';
import './result.css';
import { serializeAnswers, type AnswerKey, type Answers } from '../../../domain/answers/answers';
import type { Lang } from '../../../i18n/langs';
import { CURRENT_RULESET, linkRuleset, withRuleset } from '../../../domain/changes/versions';
import { readAnswers } from '../../../domain/answers/questions';
import { MODES } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { queryString, type ResultSearch } from '../lib/result-search';
import { AnswersSummary } from './answers-summary';
import { HowItWorks } from './how-it-works';
import { ModeCard } from './mode-card';
import { NextSteps } from './next-steps';
import { Recommendation } from './recommendation';
import { useResultT } from './use-result-t';
import { preloadEngine, useEvaluation } from '../../../ui/use-evaluation';
import { useLoaded } from '../../../ui/use-loaded';
import { AwaitsHydration } from '../../../ui/awaits-hydration/awaits-hydration';
import { useHydratedView } from '../../../ui/awaits-hydration/use-hydrated-view';
import { shorten } from '../../../ui/shorten';
import { UrlNoticesSlot } from '../../../ui/url-notices-slot';

const EMPTY: ResultSearch = {};
const RULES_PARAM = 'rules';
const BASE = import.meta.env.BASE_URL;

// Only a link made with an older rule set loads it (and the change log's words).
const loadChangedSince = (lang: Lang) =>
  import('./changed-since').then(async (m) => {
    await m.loadChangesWords(lang);
    return m.default;
  });
// Only a link that names the mode run today loads the verdict and the runbooks' words.
const loadVerdict = (lang: Lang, answers: Answers) =>
  import('./current-verdict').then(async (m) => {
    await m.loadVerdictWords(lang, answers);
    return m.default;
  });

// A link with answers needs the engine as soon as the page hydrates, and the verdict's code if it
// names today's mode: they start loading with the page's own code, not after it hydrates.
if (!import.meta.env.SSR && location.search) {
  preloadEngine();
  if (new URLSearchParams(location.search).has('current')) void import('./current-verdict');
}

export function ResultPage({ search }: { search: ResultSearch }) {
  const { t } = useTranslation('result');
  const rt = useResultT();
  const lang = useLang();
  const hydrated = useHydrated();
  // The prerendered page has no search params: it shows the result for no answers, which is
  // also what a link without answers shows. The link's answers take over once hydrated.
  const view = useHydratedView(search, EMPTY);
  const { answers, notices } = useMemo(() => readAnswers(view), [view]);
  const { evaluation: decision, tie, ready } = useEvaluation(answers);
  const canonical = serializeAnswers(answers);
  const empty = Object.keys(canonical).length === 0;
  const ruleset = linkRuleset(view.rules);
  // The parts this link asks for: the page shows once they are in, whole (nothing moves after).
  const changed = useLoaded(
    hydrated && !empty && ruleset.version !== CURRENT_RULESET.version ? `changed|${lang}` : null,
    () => loadChangedSince(lang),
  );
  const verdict = useLoaded(
    hydrated && answers.current !== undefined ? `verdict|${lang}|${queryString(canonical)}` : null,
    () => loadVerdict(lang, answers),
  );
  const ChangedSince = changed.value;
  const CurrentVerdict = verdict.value;
  const url = () => `${window.location.origin}${BASE}${lang}/result/${queryString(withRuleset(canonical))}`;
  // Loaded on click: most visitors share the link, and the page stays within its script budget.
  const markdown = () =>
    import('../lib/markdown').then((m) => m.exportMarkdown({ decision, answers, lang, url: url(), t: rt }));
  const { pick } = decision;
  const order = pick === null ? MODES : [pick, ...MODES.filter((m) => m !== pick)];
  return (
    <article className="page page-result" data-testid="page-result">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <AwaitsHydration
        className="result-live"
        ready={hydrated && ready && changed.settled && verdict.settled}
        loading={t('loading')}
        scriptOff={{ title: t('noScript.title'), body: t('noScript.body') }}
      >
        <UrlNoticesSlot
          notices={notices}
          params={view}
          platform={answers.platform}
          fixLabel={t('notices.fix')}
          note={t('notices.shareNote')}
          other={
            ruleset.unknown === undefined
              ? undefined
              : {
                  param: RULES_PARAM,
                  value: ruleset.unknown,
                  message: t('notices.rules', { value: shorten(ruleset.unknown) }),
                }
          }
        />
        {empty ? (
          <Callout tone="info" title={t('empty.title')}>
            <p>{t('empty.body')}</p>
            <Link to="/$lang/wizard/" params={{ lang }} className="button button-primary">
              {t('empty.start')}
            </Link>
          </Callout>
        ) : null}
        {/* A link with no answers has no advice of its own to have changed. */}
        {ChangedSince ? (
          <ChangedSince
            version={ruleset.version}
            answered={Object.keys(canonical) as AnswerKey[]}
            platform={answers.platform}
          />
        ) : null}
        <Recommendation
          decision={decision}
          tie={tie}
          answers={answers}
          url={url}
          markdown={markdown}
          printUrl={hydrated ? url() : undefined}
        />
        {CurrentVerdict && answers.current !== undefined ? (
          <CurrentVerdict decision={decision} answers={answers} current={answers.current} />
        ) : null}
        <section className="result-section" aria-labelledby="three-modes">
          <Heading id="three-modes">{t('modes.title')}</Heading>
          <p className="muted">{t('modes.intro')}</p>
          <div className="result-modes">
            {order.map((m) => (
              <ModeCard key={m} mode={m} decision={decision} answers={answers} />
            ))}
          </div>
        </section>
        <AnswersSummary answers={answers} params={view} />
        {pick === null ? null : <NextSteps pick={pick} answers={answers} />}
      </AwaitsHydration>
      <HowItWorks />
    </article>
  );
}
