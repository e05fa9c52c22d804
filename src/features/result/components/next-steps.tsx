import { Link } from '@tanstack/react-router';
import { lazy, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { runsAMode, type Answers } from '../../../domain/answers/answers';
import type { RowId } from '../../../domain/matrix/model';
import type { Mode } from '../../../domain/modes';
import { htmlLang } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';
import { formatCount } from '../../../domain/number-format';
import { WhenNear } from '../../../ui/when-near/when-near';

const NextStepsGuide = lazy(() => import('./next-steps-guide'));

const MATRIX_LINKS: readonly {
  row: RowId;
  key: 'matrixRequirements' | 'matrixKnownIssues' | 'matrixUpstream' | 'matrixChangeLater';
}[] = [
  { row: 'requirements', key: 'matrixRequirements' },
  { row: 'known-issues', key: 'matrixKnownIssues' },
  { row: 'upstream-status', key: 'matrixUpstream' },
  { row: 'change-later', key: 'matrixChangeLater' },
];

/** Node checks and how to select the pick (shared with the mode pages), then related reading. */
export const NextSteps = memo(function NextSteps({ pick, answers }: { pick: Mode; answers: Answers }) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const name = tc(`modes.${pick}`);
  const scaling: { services?: string; endpoints?: string } = {};
  if (answers.services !== undefined) scaling.services = String(answers.services);
  if (answers.endpoints !== undefined) scaling.endpoints = String(answers.endpoints);
  return (
    <section className="result-section result-next" aria-labelledby="next-steps" data-testid="next-steps">
      <Heading id="next-steps">{t('next.title')}</Heading>
      {/* Below the fold, and the heaviest part of the page's script: loaded once the page is live. */}
      <WhenNear>
        <NextStepsGuide pick={pick} platform={answers.platform} running={runsAMode(answers)} />
      </WhenNear>
      <h3 className="result-next-more">{t('next.readMore')}</h3>
      <ul className="link-cards result-links">
        <li>
          <Link
            to="/$lang/modes/$mode/"
            params={{ lang, mode: pick }}
            className="link-card"
            data-testid="mode-page-link"
          >
            <span className="link-card-title">{t('next.modePage', { mode: name })}</span>
          </Link>
        </li>
        {MATRIX_LINKS.map((l) => (
          <li key={l.row}>
            <Link to="/$lang/compare/" params={{ lang }} hash={l.row} className="link-card">
              <span className="link-card-title">{t(`next.${l.key}`)}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/$lang/scaling/"
            params={{ lang }}
            search={scaling}
            className="link-card"
            data-testid="scaling-link"
          >
            <span className="link-card-title">
              {answers.services !== undefined
                ? t('next.scaling', { services: formatCount(answers.services, htmlLang(lang)) })
                : t('next.scalingUnknown')}
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
});
