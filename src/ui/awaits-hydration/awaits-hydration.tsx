import type { ReactNode } from 'react';
import './awaits-hydration.css';

interface Props {
  /** True once the URL's values are applied (useHydrated). */
  ready: boolean;
  /** The translated "reading your answers…" line of the skeleton. */
  loading: string;
  className?: string;
  children: ReactNode;
}

/**
 * Content that depends on the URL, which the prerendered page cannot know: with scripts on and a
 * query in the URL it stays hidden behind a neutral skeleton until hydrated (no flash of the
 * wrong state); with a plain URL, or without scripts, the prerendered content is shown at once.
 */
export function AwaitsHydration({ ready, loading, className = '', children }: Props) {
  return (
    <div className={`awaits-hydration ${className}`} data-ready={ready}>
      <div className="hydration-skeleton" aria-hidden="true">
        <p>{loading}</p>
        <span />
        <span />
        <span />
      </div>
      {children}
    </div>
  );
}
