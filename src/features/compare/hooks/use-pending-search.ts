import { useState } from 'react';

/**
 * The URL is the truth, but the router commits a new search a tick after navigate(): until it
 * does, controlled checkboxes would snap back. Show the requested search at once and drop it
 * as soon as the URL's search changes.
 */
export function usePendingSearch<T>(search: T, onSearch: (next: T) => void): [T, (next: T) => void] {
  const [pending, setPending] = useState<{ next: T; from: T } | null>(null);
  const current = pending && pending.from === search ? pending.next : search;
  const update = (next: T) => {
    setPending({ next, from: search });
    onSearch(next);
  };
  return [current, update];
}
