// What the compare page does with its search: the modes it shows and the toggle. Apart from
// compare-search.ts, which the route (loaded on every page) needs, so that this stays in the
// compare page's own chunk.
import { MODES, type Mode } from '../../../domain/modes';
import { parseModes, validateCompareSearch, type CompareSearch } from './compare-search';

const interned = new Map<string, readonly Mode[]>();

/**
 * The modes to show, as one shared array per selection: the same view gives the same array,
 * so the memoized rows skip re-rendering when hydration re-applies an unchanged view.
 */
export function selectedModes(search: CompareSearch): readonly Mode[] {
  const modes = parseModes(search.modes) ?? MODES;
  const key = modes.join(',');
  let shared = interned.get(key);
  if (!shared) interned.set(key, (shared = Object.freeze([...modes])));
  return shared;
}

/** The search after toggling one mode; the last selected mode cannot be removed. */
export function toggleMode(search: CompareSearch, mode: Mode): CompareSearch {
  const current = new Set(selectedModes(search));
  if (current.has(mode)) {
    if (current.size === 1) return search;
    current.delete(mode);
  } else current.add(mode);
  return validateCompareSearch({ ...search, modes: MODES.filter((m) => current.has(m)).join(',') });
}
