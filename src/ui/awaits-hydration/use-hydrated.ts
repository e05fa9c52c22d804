import { startTransition, useEffect, useState } from 'react';

/** Set once the page's first hydration has committed: parts mounted after it render the client's view at once. */
let pageHydrated = false;

/**
 * False while React hydrates the prerendered page (the first render must equal its HTML), true
 * after. The router's `useHydrated` flips through useSyncExternalStore, whose differing server
 * snapshot makes React re-render every caller synchronously, in one task, right after hydrating
 * (20–30 ms on the rule book at full speed: a slow phone's longest task). Here the flip is a
 * transition, which React renders in short slices, letting the browser paint and handle input
 * between them. Every caller's flip is set in the same effects flush, so they commit together.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Called once the page's content has hydrated (the hydration marker's first effect, which runs
 * after every part of the page's). Not earlier: the page renders inside the router's Suspense
 * boundary, which React hydrates in a later pass than the document around it, and a part that
 * read true while hydrating would not match its HTML.
 */
export function markPageHydrated(): void {
  pageHydrated = true;
}
