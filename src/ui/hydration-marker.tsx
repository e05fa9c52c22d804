import { useHydrated } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React owns the page and has re-rendered the URL-dependent
 * parts (they render after useHydrated flips, so the marker waits for the same flip):
 * tests wait on it, CSS may too.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('kpg:hydrated');
  }, [hydrated]);
  return null;
}
