import { useTranslation } from 'react-i18next';
import type { ImportState } from '../lib/use-import';
import { megabytes } from '../lib/words';

const seconds = (ms: number) => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);

/** Progress while the worker reads, then how long it took. A polite live region. */
export function ImportStatus({ state }: { state: ImportState }) {
  const { t } = useTranslation('import');
  let text = '';
  if (state.status === 'reading') {
    text = state.fileName
      ? t('form.readingFile', { name: state.fileName, read: megabytes(state.read), total: megabytes(state.total) })
      : t('form.reading');
  } else if (state.status === 'done' && state.outcome.ok) text = t('form.readingDone', { time: seconds(state.ms) });
  return (
    <div className="import-status" data-testid="import-status" data-status={state.status}>
      <p role="status" aria-live="polite">
        {text}
      </p>
      {state.status === 'reading' && state.fileName ? (
        <progress max={Math.max(1, state.total)} value={state.read} aria-hidden="true" />
      ) : null}
    </div>
  );
}
