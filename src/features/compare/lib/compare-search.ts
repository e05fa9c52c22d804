import { MODES, isMode, type Mode } from '../../../domain/modes';

/** The matrix's view state, kept in the URL so a shared link shows the same view. */
export interface CompareSearch {
  /** Comma-separated subset of modes, in any order; absent = all three. */
  modes?: string;
  /** Highlight the rows where the selected modes differ. */
  diff?: boolean;
}

export function validateCompareSearch(raw: Record<string, unknown>): CompareSearch {
  const out: CompareSearch = {};
  const modes = parseModes(raw.modes);
  if (modes && modes.length < MODES.length) out.modes = modes.join(',');
  if (raw.diff === true || raw.diff === 'true') out.diff = true;
  return out;
}

/** Known modes from the parameter, in display order; undefined when none parse. */
export function parseModes(value: unknown): Mode[] | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = new Set(
    value
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(isMode),
  );
  const modes = MODES.filter((m) => wanted.has(m));
  return modes.length ? modes : undefined;
}

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
