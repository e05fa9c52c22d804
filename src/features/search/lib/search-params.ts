/** `/{lang}/search?q=…`: the query as typed (the router hands it over as text). */
export interface SearchSearch {
  q?: string | undefined;
}

/** Text stays text; a number-like query (`108460`) may arrive as a number; anything else is dropped. */
export function validateSearchSearch(raw: Record<string, unknown>): SearchSearch {
  const q = raw['q'];
  if (typeof q === 'string' && q !== '') return { q };
  if (typeof q === 'number' && Number.isFinite(q)) return { q: String(q) };
  return 'q' in raw ? { q: undefined } : {};
}
