/**
 * Pagefind's results, shaped for the page: grouped by page in the order they rank, each hit
 * with its heading (or row) and its excerpt. A page result brings its headings' hits
 * (`sub_results`); a row record (scripts/search-index.js) is one hit on its page.
 */
export interface PagefindHitData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly sub_results?: readonly { readonly title: string; readonly url: string; readonly excerpt: string }[];
}

interface Hit {
  readonly url: string;
  readonly title: string;
  readonly excerpt: string;
}
export interface PageGroup {
  /** The page's URL, without an anchor. */
  readonly url: string;
  readonly title: string;
  readonly hits: Hit[];
}

/** Results shaped into the list: enough for a few pages' worth of headings and rows. */
export const RESULTS_SHOWN = 12;
/** Headings shown per page result: the best few, as Pagefind ranks them. */
const HEADINGS_PER_PAGE = 3;

export function groupByPage(results: readonly PagefindHitData[]): PageGroup[] {
  const groups = new Map<string, { url: string; title: string; hits: Hit[] }>();
  const groupOf = (url: string, title: string) => {
    const page = url.split('#')[0] ?? url;
    let g = groups.get(page);
    if (!g) groups.set(page, (g = { url: page, title, hits: [] }));
    else if (g.title === '') g.title = title;
    return g;
  };
  const add = (g: { hits: Hit[] }, hit: Hit) => {
    if (!g.hits.some((h) => h.url === hit.url)) g.hits.push(hit);
  };
  for (const r of results) {
    const isRow = r.url.includes('#');
    if (isRow) {
      add(groupOf(r.url, r.meta['page'] ?? ''), { url: r.url, title: r.meta['title'] ?? '', excerpt: r.excerpt });
    } else {
      const g = groupOf(r.url, r.meta['title'] ?? '');
      const subs = (r.sub_results ?? []).slice(0, HEADINGS_PER_PAGE);
      if (subs.length === 0) add(g, { url: r.url, title: r.meta['title'] ?? '', excerpt: r.excerpt });
      for (const s of subs) add(g, { url: s.url, title: s.title, excerpt: s.excerpt });
    }
  }
  // The page itself (its text before the first heading) is a hit only where nothing more precise is.
  return [...groups.values()].map((g) =>
    g.hits.length > 1 && g.hits.some((h) => h.url !== g.url)
      ? { ...g, hits: g.hits.filter((h) => h.url !== g.url) }
      : g,
  );
}

export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? _);

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matched words) as plain parts, so the
 * page renders it as text: nothing from the index becomes markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((p) => p !== '')
    .map((p) =>
      p.startsWith('<mark>')
        ? { text: decode(p.slice(6, -7)), mark: true }
        : { text: decode(p.replace(/<[^>]*>/g, '')), mark: false },
    );
}
