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
