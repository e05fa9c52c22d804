import { useState } from 'react';
import { useHydratedView } from './use-hydrated-view';

/** A new search, or (as with React's setState) a change to the one the page shows now. */
export type SearchChange<T> = T | ((shown: T) => T);

/**
 * The one way a page binds its inputs to the URL. The URL is the truth: `view` is what the page
 * shows (`prerendered` until hydrated, then the URL's search, one object while its content stays
 * the same, see useHydratedView), and `update` changes the URL through `onSearch`. The router
 * commits a new search a tick (on a busy machine, many ticks) after navigating: until it does,
 * `view` already holds the requested search, so a controlled input does not snap back; it is
 * dropped as soon as the URL's search changes. A change given as a function is applied to that
 * view, never to the router's not-yet-committed search: a keystroke right after "Next" must not
 * build on the step before it.
 */
export function useSearchState<T extends object, Rest extends unknown[]>(
  search: T,
  onSearch: (next: T, ...rest: Rest) => void,
  prerendered: T,
): [view: T, update: (change: SearchChange<T>, ...rest: Rest) => void] {
  const [pending, setPending] = useState<{ next: T; from: T } | null>(null);
  const current = pending && pending.from === search ? pending.next : search;
  const update = (change: SearchChange<T>, ...rest: Rest) => {
    const next = typeof change === 'function' ? change(current) : change;
    setPending({ next, from: search });
    onSearch(next, ...rest);
  };
  return [useHydratedView(current, prerendered), update];
}
