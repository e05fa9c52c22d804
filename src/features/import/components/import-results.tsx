import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serializeAnswers } from '../../../domain/answers/answers';
import { withRuleset } from '../../../domain/changes/versions';
import { evidenceSources } from '../../../domain/dataplanes/dataplanes';
import { PARTIAL_WARNINGS, type ImportOutcome, type ImportWarning } from '../../../domain/import/types';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { Callout } from '../../../ui/callout';
import { SourceLinks, TroubleshootLink } from '../../../ui/source-link';
import { COMMANDS, COMMAND_FOR } from '../lib/commands';
import { unknownWords, warningWords } from '../lib/words';
import { DetectionTable } from './detection-table';

type Success = Extract<ImportOutcome, { ok: true }>;

const BASE = import.meta.env.BASE_URL;

function WarningItem({ w }: { w: ImportWarning }) {
  const dt = useDataT('import');
  const words = warningWords(w);
  return (
    <li data-testid={`import-warning-${w.code}`}>
      {dt(words.key, words.params)}
      {w.code === 'skippedLines' ? (
        <>
          {' '}
          <code className="import-raw">{w.sample}</code>
        </>
      ) : null}
    </li>
  );
}

function ReadSummary({ stats }: { stats: Success['stats'] }) {
  const { t } = useTranslation('import');
  const parts = [
    stats.nodes ? t('counts.nodes', { count: stats.nodes }) : '',
    stats.services ? t('counts.services', { count: stats.services }) : '',
    stats.endpointSlices ? t('counts.endpointSlices', { count: stats.endpointSlices }) : '',
    stats.ingresses ? t('counts.ingresses', { count: stats.ingresses }) : '',
  ].filter(Boolean);
  return parts.length ? <p className="muted">{t('results.read', { list: parts.join(' · ') })}</p> : null;
}

/** The lines of kube-proxy's log a troubleshooting entry explains, each with its line number and entry. */
function LogFindings({ findings }: { findings: Success['logFindings'] }) {
  const { t } = useTranslation('import');
  if (findings.length === 0) return null;
  return (
    <section className="import-log" data-testid="import-log" aria-labelledby="import-log-title">
      <h3 id="import-log-title">{t('log.title')}</h3>
      <p>{t('log.lead')}</p>
      <ul className="import-notes">
        {findings.map((f) => (
          <li key={f.entry} data-entry={f.entry}>
            {t('log.line', { line: f.line })} <code className="import-raw">{f.text}</code>
            <TroubleshootLink id={f.entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Step 3: what was found and where, what stayed unknown, and the way on to the result. Each new
 * outcome takes the focus to its heading, so keyboard and screen-reader users land on what changed.
 */
export function ImportResults({ outcome }: { outcome: Success }) {
  const { t } = useTranslation('import');
  const { t: tc } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [outcome]);
  const dt = useDataT('import');
  const lang = useLang();
  // Even a dump that answers nothing links with its rule set: the result it opens is of today's rules.
  const search = `?${new URLSearchParams(withRuleset(serializeAnswers(outcome.answers))).toString()}`;
  const partial = outcome.warnings.filter((w) => PARTIAL_WARNINGS.includes(w.code));
  const notes = outcome.warnings.filter((w) => !PARTIAL_WARNINGS.includes(w.code));

  return (
    <section className="import-results" data-testid="import-results" aria-labelledby="import-results-title">
      <h2 id="import-results-title" ref={headingRef} tabIndex={-1}>
        {t('results.title')}
      </h2>
      <ReadSummary stats={outcome.stats} />
      <LogFindings findings={outcome.logFindings} />
      {partial.length > 0 ? (
        <div data-testid="import-partial">
          <Callout tone="warn" title={t('results.partialTitle')}>
            <p>{t('results.partialBody')}</p>
            <ul className="import-notes">
              {partial.map((w) => (
                <WarningItem key={w.code} w={w} />
              ))}
            </ul>
          </Callout>
        </div>
      ) : null}
      {outcome.detections.length > 0 ? (
        <DetectionTable detections={outcome.detections} />
      ) : (
        <p>{t('results.nothing')}</p>
      )}
      <div className="button-row import-actions">
        <a className="button button-primary" data-testid="import-see-result" href={`${BASE}${lang}/result/${search}`}>
          {t('results.seeResult')}
        </a>
        <a className="button" data-testid="import-edit" href={`${BASE}${lang}/wizard/${search}`}>
          {t('results.editInWizard')}
        </a>
      </div>
      <p className="muted small">{t('results.linkNote')}</p>
      {notes.length > 0 ? (
        <>
          <h3>{t('results.notesTitle')}</h3>
          <ul className="import-notes">
            {notes.map((w) => (
              <WarningItem key={w.code} w={w} />
            ))}
          </ul>
        </>
      ) : null}
      {outcome.unknown.length > 0 ? (
        <>
          <h3>{t('results.unknownTitle')}</h3>
          <p className="muted">{t('results.unknownIntro')}</p>
          <ul className="import-unknown" data-testid="import-unknown">
            {outcome.unknown.map((u) => {
              const words = unknownWords(u.key, u.reason);
              const command =
                u.reason.code === 'missingInput'
                  ? COMMAND_FOR[u.key]
                  : u.reason.code === 'noIngresses'
                    ? 'ingresses'
                    : undefined;
              return (
                <li key={u.key} data-testid={`import-unknown-${u.key}`} data-reason={u.reason.code}>
                  <strong>{t(`answers.${u.key}`)}</strong>
                  <span>
                    {dt(words.key, words.params)}
                    {command ? (
                      <>
                        {' '}
                        <code>{COMMANDS[command]}</code>
                      </>
                    ) : null}
                    {u.reason.code === 'kubeProxyReplaced' ? (
                      <>
                        {' '}
                        <SourceLinks ids={evidenceSources(u.reason.dataplane)} />{' '}
                        <Link to="/$lang/beyond-kube-proxy/" params={{ lang }} hash={u.reason.dataplane}>
                          {tc('nav.beyond')}
                        </Link>
                      </>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
