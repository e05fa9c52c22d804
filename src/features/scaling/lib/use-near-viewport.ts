import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Set by an
 * effect (so never before hydration) and in a transition (so drawing never blocks input).
 * Charts wait for it: a reader who never scrolls to them never downloads Recharts, and the
 * first load stays light. A print also sets it; the print already under way shows the chart's
 * reading and table (print CSS hides an undrawn placeholder), a later one the chart.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const show = () => startTransition(() => setNear(true));
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: margin,
    });
    io.observe(el);
    window.addEventListener('beforeprint', show);
    return () => {
      io.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [ref, margin, near]);
  return near;
}
