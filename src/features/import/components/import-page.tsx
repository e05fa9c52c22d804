import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import './import.css';
import { Callout } from '../../../ui/callout';
import { PageHeader } from '../../../ui/page-header';
import { ScriptOffNotice } from '../../../ui/script-off-notice';
import { useImport } from '../lib/use-import';
import type { PageError } from '../lib/words';
import { CollectCommands } from './collect-commands';
import { ImportForm } from './import-form';
import { WhichMode } from './which-mode';

/** Shown only once something was read (never in the prerendered page): it loads then, with its words' code. */
const ImportResults = lazy(() => import('./import-results').then((m) => ({ default: m.ImportResults })));

/**
 * /{lang}/import: paste or drop kubectl output, read it in a Web Worker, show
 * what it says and link to the result. Nothing here depends on the URL, so the
 * prerendered page and the first client render are the same.
 */
export function ImportPage() {
  const { t } = useTranslation('import');
  const { state, run, reset } = useImport();
  const outcome = state.status === 'done' ? state.outcome : undefined;
  const error: PageError | undefined =
    outcome && !outcome.ok ? outcome.error : state.status === 'crashed' ? { code: 'crashed' } : undefined;

  return (
    <article className="page page-import" data-testid="page-import">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <Callout tone="ok" title={t('page.privacyTitle')}>
        <p>{t('page.privacy')}</p>
      </Callout>
      <div className="import-layout">
        <CollectCommands />
        <ScriptOffNotice title={t('noScript.title')}>
          <p>{t('noScript.body')}</p>
        </ScriptOffNotice>
        <ImportForm state={state} error={error} onRun={run} onClear={reset} />
      </div>
      {outcome?.ok ? (
        <Suspense fallback={null}>
          <ImportResults outcome={outcome} />
        </Suspense>
      ) : null}
      <WhichMode />
    </article>
  );
}
