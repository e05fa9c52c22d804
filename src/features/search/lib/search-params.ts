/** `/{lang}/search?q=…`: the query as typed. */
export interface SearchSearch {
  q?: string | undefined;
}

/**
 * The router hands search values over as text (it does not JSON-parse them). A repeated `q`
 * arrives as an array: it is overwritten with undefined, as the router merges this over the raw
 * search rather than leaving anything out.
 */
export function validateSearchSearch(raw: Record<string, unknown>): SearchSearch {
  const q = raw['q'];
  return typeof q === 'string' && q !== '' ? { q } : 'q' in raw ? { q: undefined } : {};
}
