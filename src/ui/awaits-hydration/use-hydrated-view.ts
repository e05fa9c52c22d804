import { deepEqual } from '@tanstack/react-router';
import { useHydrated } from './use-hydrated';
import { useState } from 'react';

/**
 * The search params (a plain, validated object) a page shows: `prerendered` (what the static HTML was built from) until
 * hydrated, then the URL's. While their content stays the same, the very same object comes
 * back, so memoized parts skip the re-render hydration triggers: on a plain link that
 * re-render was most of a slow phone's post-hydration work.
 */
export function useHydratedView<T extends object>(search: T, prerendered: T): T {
  const wanted = useHydrated() ? search : prerendered;
  // Mounted by a client-side navigation, `wanted` is already the URL's search.
  const [shown, setShown] = useState(wanted);
  const same = shown === wanted || deepEqual(shown, wanted);
  // Adjusting state while rendering (React's documented pattern): no extra commit, no effect.
  if (!same) setShown(wanted);
  return same ? shown : wanted;
}
