import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../awaits-hydration/use-hydrated';

/** How far outside the viewport a part starts loading: about one phone screen ahead of the reader. */
const AHEAD = '800px 0px';

/**
 * Renders `children` (a lazy, client-only part of a page) once its place comes within a screen of
 * the viewport, never during hydration. A part far below the fold then costs a slow phone nothing
 * while the page loads: neither its download nor its work (the result page's what-if searches)
 * lands in the first seconds. Where IntersectionObserver is missing, it renders at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  // Without an observer to ask (old browsers, the prerender), the part counts as near from the start.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = place.current;
    if (!hydrated || near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hydrated, near]);
  if (!hydrated) return null;
  return (
    <div ref={place} data-client-only="true">
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
