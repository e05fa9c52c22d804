import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Set by an
 * effect (so never before hydration) and in a transition (so drawing never blocks input).
 * The scaling charts wait for it (a reader who never scrolls to them never downloads Recharts),
 * and so do the parts WhenNear holds. A print also sets it: the print already under way goes
 * without the part (the charts' print CSS shows their reading and table), a later one has it.
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
