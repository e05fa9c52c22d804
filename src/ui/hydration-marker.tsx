import { useEffect } from 'react';

/** Marks <html data-hydrated> once React owns the page: tests wait on it, CSS may too. */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
