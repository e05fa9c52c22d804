import { Link } from '@tanstack/react-router';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers, CurrentMode } from '../../../domain/answers/answers';
import type { Evaluation } from '../../../domain/decision/evaluate';
import { twoClusters } from '../../../domain/migrate/next-cluster';
import { verdict, type Verdict } from '../../../domain/migrate/verdict';
import type { Mode } from '../../../domain/modes';
import { loadExtras } from '../../../i18n/load-extras';
import { htmlLang, type Lang } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import type { Translate } from '../lib/translate';
import { TWO_CLUSTERS_SOURCE_GROUPS } from '../lib/two-clusters-words';
import { conditionWords, verdictWords } from '../lib/verdict-words';
import { TwoClusters } from './two-clusters';
import { VerdictCallout } from './verdict-callout';

/** The runbooks' words, and for a platform that fixes the mode at creation its sources too. */
export const loadVerdictWords = (lang: Lang, answers: Answers): Promise<void> =>
  loadExtras(lang, ['migrate'], twoClusters(answers) ? TWO_CLUSTERS_SOURCE_GROUPS : []);

/**
 * Must the reader move off the mode they run today, by when, and how (migrate/verdict.ts). Its
 * words are the runbooks' (`migrate`), loaded here once the page is live, as the answer is read.
 */
export default function CurrentVerdict({
  decision,
  answers,
  current,
}: {
  decision: Evaluation;
  answers: Answers;
  current: CurrentMode;
}) {
  const lang = useLang();
  // A platform that fixes the mode at creation: this cluster keeps it, so the advice splits, and
  // cites the platforms' and the sync settings' sources too.
  const parts = twoClusters(answers);
  use(loadVerdictWords(lang, answers));
  const { t } = useTranslation('migrate');
  const v = verdict(decision, current, answers);
  const words = verdictWords(v, current, decision, t as unknown as Translate, htmlLang(lang));
  if (parts) return <TwoClusters parts={parts} verdict={v} words={words} answers={answers} />;
  return (
    <section className="result-section" aria-labelledby="your-move" data-testid="verdict" data-kind={v.kind}>
      <Heading id="your-move">{t('verdict.title')}</Heading>
      <VerdictCallout verdict={v} words={words}>
        {'move' in v && current !== 'new' ? (
          v.conditional ? (
            <div data-testid="verdict-conditional">
              <p>{t('verdict.conditional.intro')}</p>
              <ul className="verdict-ways">
                <li>
                  {t('verdict.conditional.when', {
                    conditions: conditionWords(v.conditional.when, t as unknown as Translate),
                  })}{' '}
                  <MoveLine move={v.conditional.move} from={current} platform={answers.platform} />
                </li>
                <li>
                  {t('verdict.conditional.otherwise')}{' '}
                  <MoveLine move={v.move} from={current} platform={answers.platform} />
                </li>
              </ul>
            </div>
          ) : (
            <p>
              <MoveLine move={v.move} from={current} platform={answers.platform} />
            </p>
          )
        ) : null}
      </VerdictCallout>
    </section>
  );
}

/**
 * The way from the current mode to the one it should move to: its runbook, or why there is none (a
 * platform that fixes the mode at creation answers in two parts instead: two-clusters.tsx).
 */
function MoveLine({
  move,
  from,
  platform,
}: {
  move: Extract<Verdict, { move: unknown }>['move'];
  from: Mode;
  platform: Answers['platform'];
}) {
  const lang = useLang();
  const { t } = useTranslation('migrate');
  const { t: tc } = useTranslation();
  if (move.runbook === null) return <span data-testid="verdict-towards-ipvs">{t('verdict.move.towardsIpvs')}</span>;
  return (
    <Link
      to="/$lang/migrate/$slug/"
      params={{ lang, slug: move.runbook }}
      // The runbook then shows the reader's platform's own command for the change.
      search={platform === undefined || platform === 'k8s' ? {} : { platform }}
      className="button button-primary"
      data-testid="verdict-runbook"
    >
      {t('verdict.move.runbook', { from: tc(`modes.${from}`), to: tc(`modes.${move.to}`) })}
    </Link>
  );
}
