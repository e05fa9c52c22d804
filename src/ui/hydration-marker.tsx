import { useEffect } from 'react';
import { markPageHydrated, useHydrated } from './awaits-hydration/use-hydrated';

/**
 * Marks <html data-hydrated> once React owns the page and has re-rendered the URL-dependent
 * parts (they render after useHydrated flips, in the same transition as the marker's own flip):
 * tests wait on it, CSS may too. Rendered last in the language layout, so that its effects run
 * after every part of the page's.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    markPageHydrated();
    if (!hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('kpg:hydrated');
  }, [hydrated]);
  return null;
}
