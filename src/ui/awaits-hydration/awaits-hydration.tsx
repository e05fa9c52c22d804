import { useEffect, useState, type ReactNode } from 'react';
import { ScriptOffNotice } from '../script-off-notice';
import './awaits-hydration.css';

interface Props {
  /** True once the URL's values are applied (useHydrated) and every part they ask for has loaded. */
  ready: boolean;
  /** The translated "reading your answers…" line of the skeleton. */
  loading: string;
  className?: string;
  /** What the page says instead where scripts do not run: it cannot read the link's answers. */
  scriptOff: { title: string; body: string };
  children: ReactNode;
}

/**
 * Content that depends on the URL, which the prerendered page cannot know: with scripts on and a
 * query in the URL it stays hidden behind a neutral skeleton until ready (no flash of the wrong
 * state, and it shows whole: nothing that arrives later pushes it about); with a plain URL the prerendered content is shown at once. Without scripts it is
 * not shown at all — it would be the answer for no answers, whatever the link says — and a notice
 * says why.
 */
export function AwaitsHydration({ ready, loading, className = '', scriptOff, children }: Props) {
  // Once shown, the content stays shown: a first answer that needs the engine (not ready for a
  // moment) must not hide the form the reader is typing in behind the skeleton again.
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  // When the content shows (bench/run.js counts the script a shared link loads before it).
  useEffect(() => {
    if (ready && performance.getEntriesByName('kpg:ready').length === 0) performance.mark('kpg:ready');
  }, [ready]);
  return (
    <>
      <ScriptOffNotice title={scriptOff.title}>
        <p>{scriptOff.body}</p>
      </ScriptOffNotice>
      <div className={`awaits-hydration needs-script ${className}`} data-ready={ready} data-shown={shown || ready}>
        <div className="hydration-skeleton" aria-hidden="true">
          <p>{loading}</p>
          <span />
          <span />
          <span />
        </div>
        {children}
      </div>
    </>
  );
}
