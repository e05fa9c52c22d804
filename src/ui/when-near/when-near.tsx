import { Suspense, useRef, type ReactNode } from 'react';
import { useHydrated } from '../awaits-hydration/use-hydrated';
import { useNearViewport } from './use-near-viewport';

/** How far outside the viewport a part starts loading: about one phone screen ahead of the reader. */
const AHEAD = '800px 0px';

/**
 * Renders `children` (a lazy, client-only part of a page) once its place comes within a screen of
 * the viewport, never during hydration. A part far below the fold then costs a slow phone nothing
 * while the page loads: neither its download nor its work (the result page's what-if searches)
 * lands in the first seconds.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  return useHydrated() ? <Place>{children}</Place> : null;
}

/** Mounted after hydration, so its element is there when the observer starts. */
function Place({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, AHEAD);
  return (
    <div ref={place} data-client-only="true">
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
