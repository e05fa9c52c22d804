import { Link } from '@tanstack/react-router';
import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENT_RULESET } from '../../../domain/changes/versions';
import type { Evaluation, TieReason } from '../../../domain/decision/evaluate';
import { MODES, type Mode } from '../../../domain/modes';
import { useLang } from '../../../i18n/use-lang';
import { runsAMode, type Answers } from '../../../domain/answers/answers';
import { ShareBar } from './share-bar';
import { CheckedOn } from '../../../ui/checked-on';
import { SourceLinks } from '../../../ui/source-link';
import { StatusBadge, StatusIcon } from '../../../ui/status-icon';
import type { SourceId } from '../../../domain/sources';

/** What the platform asks of the choice: only a link naming a platform with such facts needs it. */
const PlatformNotes = lazy(() => import('./platform-notes'));

/** The tie orders that rest on a published statement (upstream's advice for too-old nodes). */
const TIE_SOURCES: Partial<Record<TieReason, SourceId[]>> = {
  oldNodes: ['k8s-virtual-ips', 'k8s-pr-139067'],
};

function TieNote({ reason }: { reason: TieReason }) {
  const { t } = useTranslation('result');
  const ids = TIE_SOURCES[reason];
  return (
    <p className="result-hero-tie">
      {t(`hero.tie.${reason}`)}
      {ids ? (
        <>
          {' '}
          <SourceLinks ids={ids} /> <CheckedOn ids={ids} />
        </>
      ) : null}
    </p>
  );
}

interface Props {
  decision: Evaluation;
  /** Why equally rated modes stand in their order (the engine's tieReason for the answers). */
  tie: TieReason;
  answers: Answers;
  url: () => string;
  markdown: () => Promise<string>;
  /** The share link as text for print, once known. */
  printUrl: string | undefined;
}

/** The pick, why it won, each mode at a glance, and the share tools. */
export function Recommendation(props: Props) {
  return props.decision.pick === null ? <NoPick {...props} /> : <Picked {...props} pick={props.decision.pick} />;
}

/**
 * A dataplane replaces kube-proxy: no mode to pick. Says why, and where the platform's
 * dataplane is described.
 */
/** The hero's frame: the eyebrow and title, what the caller says, then the share tools and rule set. */
function Hero({
  mode,
  status,
  title,
  shareTitle,
  url,
  markdown,
  printUrl,
  children,
  aside,
}: Pick<Props, 'url' | 'markdown' | 'printUrl'> & {
  mode: Mode | 'none';
  status?: string;
  title: string;
  shareTitle: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const { t } = useTranslation('result');
  return (
    <section
      className={`result-hero card mode-${mode}`}
      data-testid="recommendation"
      data-mode={mode}
      data-status={status}
      aria-labelledby="recommendation-eyebrow recommendation-title"
    >
      <div className="result-hero-main">
        <p id="recommendation-eyebrow" className="eyebrow">
          {t('hero.eyebrow')}
        </p>
        <h2 id="recommendation-title" className="result-hero-mode">
          {title}
        </h2>
        {children}
        <ShareBar url={url} markdown={markdown} title={shareTitle} />
        <p className="result-ruleset">
          {t('hero.ruleset', { version: CURRENT_RULESET.version, date: CURRENT_RULESET.date })}
        </p>
        {printUrl ? (
          <p className="result-print-link" data-client-only="true">
            {t('share.printLink', { url: printUrl })}
          </p>
        ) : null}
      </div>
      {aside}
    </section>
  );
}

function NoPick({ answers, url, markdown, printUrl }: Props) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const { platform } = answers;
  const title = t('none.title');
  return (
    <Hero mode="none" title={title} shareTitle={title} url={url} markdown={markdown} printUrl={printUrl}>
      <p className="result-hero-summary">{t('none.why')}</p>
      {platform !== undefined && platform !== 'k8s' ? (
        <p>
          <Link to="/$lang/platforms/$platform/" params={{ lang, platform }} hash="replacement">
            {t('none.platform', { platform: tc(`answers.values.platform.${platform}`) })}
          </Link>
        </p>
      ) : null}
      <p>
        <Link to="/$lang/beyond-kube-proxy/" params={{ lang }} data-testid="beyond-link">
          {t('none.beyond')}
        </Link>
      </p>
    </Hero>
  );
}

function Picked({ decision, tie, answers, url, markdown, printUrl, pick }: Props & { pick: Mode }) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const hydrated = useHydrated();
  const status = decision.modes[pick].status;
  const name = tc(`modes.${pick}`);
  const tied = MODES.filter((m) => decision.modes[m].status === status).length > 1;
  return (
    <Hero
      mode={pick}
      status={status}
      title={name}
      shareTitle={t('share.shareTitle', { mode: name })}
      url={url}
      markdown={markdown}
      printUrl={printUrl}
      aside={
        <ul className="result-glance" aria-label={t('modes.title')}>
          {MODES.map((m) => {
            const s = decision.modes[m].status;
            return (
              <li key={m} className={`mode-${m}`} data-pick={m === pick || undefined}>
                <a href={`#mode-${m}`} className="result-glance-link">
                  <span className="result-glance-name">{tc(`modes.${m}`)}</span>
                  <span className={`result-glance-status status-${s}`}>
                    <StatusIcon status={s} />
                    {tc(`status.${s}`)}
                  </span>
                  {m === pick ? <span className="result-glance-pick">{t('modes.recommended')}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
      }
    >
      <StatusBadge status={status} label={tc(`status.${status}`)} />
      <p className="result-hero-summary">
        {status === 'suitable' ? t('hero.suitable', { mode: name }) : t('hero.caution', { mode: name })}
      </p>
      {tied ? <TieNote reason={tie} /> : null}
      {hydrated && answers.platform !== undefined ? (
        <div data-client-only="true">
          <Suspense fallback={null}>
            <PlatformNotes platform={answers.platform} pick={pick} running={runsAMode(answers)} />
          </Suspense>
        </div>
      ) : null}
    </Hero>
  );
}
