import { useEffect, useState } from 'react';
import { RESULTS_SHOWN, searchQuery, shapeResults, type PageGroup } from './results';
import { searchSite } from './pagefind';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; groups: PageGroup[]; count: number }
  | { status: 'failed'; query: string };

type Answer = Exclude<SearchState, { status: 'idle' | 'searching' }>;

/** Typing pauses this long before a search runs. */
const PAUSE_MS = 150;

/**
 * Runs the query after a pause in typing and keeps the latest answer only. While the next answer
 * is on its way the last one stays on screen, so the list does not blink at every key. `lang`: the
 * page's language, whose index is searched.
 */
export function useSiteSearch(query: string, lang: string): SearchState {
  const q = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (q === '') return;
    let current = true;
    const timer = setTimeout(() => {
      const pasted = searchQuery(q);
      searchSite(pasted, RESULTS_SHOWN).then(
        ({ total, top }) => {
          if (current) setAnswer({ status: 'done', query: q, groups: shapeResults(top, pasted), count: total });
        },
        () => {
          if (current) setAnswer({ status: 'failed', query: q });
        },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The language is a dependency: a language switch keeps the page and its query, not the index.
  }, [q, lang]);
  if (q === '') return { status: 'idle' };
  return answer ?? { status: 'searching', query: q };
}
