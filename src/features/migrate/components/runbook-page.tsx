import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunbookSlug, Step } from '../../../domain/migrate/model';
import { RUNBOOKS } from '../../../domain/migrate/runbooks';
import type { Mode } from '../../../domain/modes';
import type { PlatformId } from '../../../domain/platforms/model';
import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { platformPaths } from '../../../domain/migrate/platform-paths';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { BackLink } from '../../../ui/back-link';
import { SourceLinks } from '../../../ui/source-link';
import { Checklist } from './checklist';
import { StepBody } from './runbook-step';
import './migrate.css';

// Its data, words and sources load only for a link that names the reader's platform.
const PlatformChange = lazy(() => import('./platform-change'));

/** `/migrate/{slug}`: one runbook in its five parts; with `platform=`, that platform's own way first. */
export function RunbookPage({
  slug,
  done,
  platform: linked,
  unknownPlatform,
}: {
  slug: RunbookSlug;
  done: string | undefined;
  platform: PlatformId | undefined;
  /** A `platform=` value the guide does not know: named in a notice. */
  unknownPlatform: string | undefined;
}) {
  const { t } = useTranslation('migrate');
  const { t: tc } = useTranslation();
  const r = RUNBOOKS[slug];
  const lang = useLang();
  // The prerendered page names no platform; the link's takes over once the page is live.
  const hydrated = useHydrated();
  const platform = hydrated ? linked : undefined;
  const unknown = hydrated ? unknownPlatform : undefined;
  return (
    <article className="page page-runbook" data-testid={`page-runbook-${slug}`}>
      <BackLink to="/$lang/migrate/">{tc('nav.migrate')}</BackLink>
      <PageHeader title={t(`runbooks.${slug}.title`)} lead={t(`runbooks.${slug}.summary`)} />

      <section aria-labelledby="before" data-part="before">
        <Heading id="before">{t('parts.before')}</Heading>
        <p>{t('parts.beforeLead')}</p>
        <Checklist runbook={r} done={done} />
      </section>

      <section aria-labelledby="change" data-part="change">
        <Heading id="change">{t('parts.change')}</Heading>
        {unknown ? (
          <Callout tone="warn">
            <p data-testid="runbook-platform-unknown">{t('platformUnknown', { value: unknown.slice(0, 40) })}</p>
          </Callout>
        ) : null}
        {platform ? (
          <Suspense fallback={null}>
            <PlatformChange platform={platform} to={r.to} />
          </Suspense>
        ) : null}
        <p>{t('parts.changeLead')}</p>
        <Steps steps={r.change} />
        <h3>{t('parts.platforms')}</h3>
        <p>{t('parts.platformsLead')}</p>
        <PlatformPaths to={r.to} current={platform} />
      </section>

      <section aria-labelledby="verify" data-part="verify">
        <Heading id="verify">{t('parts.verify')}</Heading>
        <p>{t('parts.verifyLead')}</p>
        <Steps steps={r.verify} />
      </section>

      <section aria-labelledby="rollback" data-part="rollback">
        <Heading id="rollback">{t('parts.rollback')}</Heading>
        <Steps steps={r.rollback} />
      </section>

      <section aria-labelledby="breaks" data-part="breaks">
        <Heading id="breaks">{t('parts.breaks')}</Heading>
        <ul className="runbook-breaks">
          {r.breaks.map((s) => (
            <li key={s.id} data-step={s.id}>
              <StepBody step={s} group="steps" />
            </li>
          ))}
        </ul>
        <p className="runbook-breaks-all" data-testid="breaks-all">
          <Link to="/$lang/services/" params={{ lang }}>
            {t('parts.breaksAll')}
          </Link>
        </p>
      </section>
    </article>
  );
}

function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="runbook-steps">
      {steps.map((s) => (
        <li key={s.id} data-step={s.id}>
          <StepBody step={s} group="steps" />
        </li>
      ))}
    </ol>
  );
}

/** Where a platform sets the mode itself: what applies there instead (platform-paths.ts). */
function PlatformPaths({ to, current }: { to: Mode; current: PlatformId | undefined }) {
  const { t } = useTranslation('migrate');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <ul className="runbook-platforms" data-testid="runbook-platforms">
      {platformPaths(to).map(({ platform, path, sources }) => (
        <li key={platform} data-platform={platform} data-path={path} aria-current={platform === current || undefined}>
          <Link to="/$lang/platforms/$platform/" params={{ lang, platform }} hash="how-to-set">
            {tc(`answers.values.platform.${platform}`)}
          </Link>
          {t('platforms.separator')}
          {t(`platforms.${path}`)} {sources.length > 0 ? <SourceLinks ids={sources} /> : null}
        </li>
      ))}
    </ul>
  );
}
