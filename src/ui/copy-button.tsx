import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type State = 'idle' | 'copied' | 'failed';

type Text = string | Promise<string>;

/** Copies `text` (or what it returns at click time, possibly still loading) to the clipboard. */
export function CopyButton({
  text,
  label,
  className,
}: {
  text: string | (() => Text);
  label?: string;
  className?: string;
}) {
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
      className={className ? `copy-button needs-script ${className}` : 'copy-button needs-script'}
      data-state={state}
      onClick={() => {
        const value = typeof text === 'function' ? text() : text;
        writeClipboard(value).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      <span aria-live="polite">{shown}</span>
    </button>
  );
}

/**
 * A text still loading goes in as a ClipboardItem holding a promise: Safari lets a click write
 * only when the write starts within the click, not after an await.
 */
function writeClipboard(value: Text): Promise<void> {
  if (typeof value === 'string') return navigator.clipboard.writeText(value);
  const later = () => value.then((v) => navigator.clipboard.writeText(v));
  if (typeof ClipboardItem !== 'function') return later();
  const item = new ClipboardItem({ 'text/plain': value.then((v) => new Blob([v], { type: 'text/plain' })) });
  return navigator.clipboard.write([item]).catch(later);
}
