import type { SourceId } from '../../domain/sources';

/** Numbers sources in order of first citation, so cells can cite them as [1], [2]… */
export function numberSources(citations: readonly (readonly SourceId[])[]): Map<SourceId, number> {
  const numbers = new Map<SourceId, number>();
  for (const ids of citations) for (const id of ids) if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
  return numbers;
}

/** A cell's citations in footnote order, so it reads [2] [5], never [5] [2]. */
export function inFootnoteOrder(ids: readonly SourceId[], numbers: ReadonlyMap<SourceId, number>): SourceId[] {
  const rank = (id: SourceId) => numbers.get(id) ?? Number.MAX_SAFE_INTEGER;
  return [...ids].sort((a, b) => rank(a) - rank(b));
}
