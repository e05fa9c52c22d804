import { useHydrated } from '../../../ui/awaits-hydration/use-hydrated';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_INPUT_BYTES } from '../../../domain/import/types';
import type { ImportRequest } from '../lib/import-worker-protocol';
import type { ImportState } from '../lib/use-import';
import { useFileDrop } from '../lib/use-file-drop';
import { megabytes, type PageError } from '../lib/words';
import { ImportErrorMessage } from './import-error';
import { ImportStatus } from './import-status';

interface Props {
  state: ImportState;
  error: PageError | undefined;
  onRun: (request: ImportRequest) => void;
  onClear: () => void;
}

/** Step 2: paste into the box, or choose or drop a file; then read. The input is never cleared by an error. */
export function ImportForm({ state, error, onRun, onClear }: Props) {
  const { t } = useTranslation('import');
  const hydrated = useHydrated();
  const text = useRef<HTMLTextAreaElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const read = (f: File | null) => onRun({ text: text.current?.value ?? '', file: f });
  const choose = (f: File) => {
    setFile(f);
    read(f);
  };
  const dragging = useFileDrop(choose);

  return (
    <form
      className="import-form needs-script"
      aria-labelledby="import-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        read(file);
      }}
    >
      <h2 id="import-form-title">{t('form.title')}</h2>
      <label className="import-label" htmlFor="import-input">
        {t('form.label')}
      </label>
      <p id="import-input-hint" className="muted small">
        {t('form.hint')}
      </p>
      <textarea
        ref={text}
        id="import-input"
        className="import-input"
        data-testid="import-input"
        rows={12}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby="import-input-hint"
        placeholder={t('form.placeholder')}
      />
      <div className="import-drop" data-testid="import-drop" data-dragging={dragging}>
        <svg className="import-drop-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 15V4m0 0-4 4m4-4 4 4M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4"
          />
        </svg>
        <div className="import-drop-text">
          <p className="import-drop-title">{dragging ? t('form.dropNow') : t('form.dropTitle')}</p>
          <p className="muted small">{t('form.dropHint', { limit: megabytes(MAX_INPUT_BYTES) })}</p>
        </div>
        <input
          type="file"
          id="import-file"
          className="import-file-input"
          data-testid="import-file"
          accept=".json,.txt,.log,application/json,text/plain"
          disabled={!hydrated}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            e.currentTarget.value = ''; // choosing the same file again reads it again
            if (f) choose(f);
          }}
        />
        <label htmlFor="import-file" className="button import-choose" data-disabled={!hydrated}>
          {t('form.choose')}
        </label>
      </div>
      {file ? (
        <p className="import-file" data-testid="import-file-chosen">
          <span className="muted">{t('form.fileLabel')}</span>
          <code>{file.name}</code>
          <span className="muted">{megabytes(file.size)}</span>
          <button
            type="button"
            className="import-file-remove"
            aria-label={t('form.removeLabel', { name: file.name })}
            onClick={() => setFile(null)}
          >
            {t('form.remove')}
          </button>
        </p>
      ) : null}
      <div className="button-row import-buttons">
        <button type="submit" className="button button-primary" data-testid="import-apply" disabled={!hydrated}>
          {t('form.apply')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="import-clear"
          disabled={!hydrated}
          onClick={() => {
            if (text.current) text.current.value = '';
            setFile(null);
            onClear();
          }}
        >
          {t('form.clear')}
        </button>
      </div>
      <ImportStatus state={state} />
      <div className="import-error" role="alert" data-testid="import-error" data-code={error?.code}>
        {error ? <ImportErrorMessage error={error} /> : null}
      </div>
    </form>
  );
}
