import { startTransition, useEffect, useState } from 'react';

interface Entry {
  settled: boolean;
  value: unknown;
  done: Promise<void>;
}
const parts = new Map<string, Entry>();

function start(key: string, load: () => Promise<unknown>): Entry {
  const entry: Entry = { settled: false, value: undefined, done: Promise.resolve() };
  entry.done = load().then(
    (value) => {
      entry.value = value;
      entry.settled = true;
    },
    // A part that fails to load is left out rather than keeping the page waiting (a reload
    // tries again; retrying here would render, fail and render again in a loop).
    () => {
      entry.settled = true;
    },
  );
  parts.set(key, entry);
  return entry;
}

/**
 * A part of a page that only some URLs ask for (a shared result's verdict, the changes since an
 * older rule set), loaded once per `key` (null: not asked for) and handed over as a value rather
 * than through a Suspense boundary: the page keeps its content behind the skeleton until every
 * part it asked for has settled and then shows it whole, so nothing moves once it is shown
 * (Cumulative Layout Shift). `settled` is true when there is nothing to wait for.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): { value: T | undefined; settled: boolean } {
  // Started while rendering, once per key: the download should not wait for the commit.
  const entry = key === null ? undefined : (parts.get(key) ?? start(key, load));
  const settled = entry?.settled ?? true;
  const [, rerender] = useState(0);
  useEffect(() => {
    // What this render showed, not the entry's state now: a part that arrived between the
    // render and this effect must still be shown.
    if (!entry || settled) return;
    let live = true;
    // A transition: React renders the page with its new part in short slices, not in one long
    // task a slow phone is blocked by.
    void entry.done.then(() => {
      if (live) startTransition(() => rerender((n) => n + 1));
    });
    return () => {
      live = false;
    };
  }, [entry, settled]);
  return { value: entry?.value as T | undefined, settled };
}
