import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type State = 'idle' | 'copied' | 'failed';

/** Copies `text` (or what `getText` returns at click time) to the clipboard. */
export function CopyButton({ text, label, className }: { text: string | (() => string); label?: string; className?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(id);
  }, [state]);
  const idleLabel = label ?? t('copy.copy');
  const shown = state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : idleLabel;
  return (
    <button
      type="button"
      className={`copy-button ${className ?? ''}`}
      data-state={state}
      onClick={() => {
        const value = typeof text === 'function' ? text() : text;
        navigator.clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      <span aria-live="polite">{shown}</span>
    </button>
  );
}
