/**
 * Pagefind's results, shaped for the page: grouped by page in the order they rank, each hit
 * with its heading (or row) and its excerpt. A page result brings its headings' hits
 * (`sub_results`); a row record (scripts/search-index.js) is one hit on its page.
 */
export interface PagefindHitData {
  /** Pagefind's score for the result, added beside its data (the search's own result carries it). */
  readonly score?: number;
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
  /** The best Pagefind score among the page's results. */
  readonly score: number;
}

/**
 * Pagefind's ranking: a page's length counts for less than by default (0.75), so a short row
 * record does not outrank the page that explains the same thing at length.
 */
export const RANKING = { pageLength: 0.3 } as const;

/** Results shaped into the list: enough for a few pages' worth of headings and rows. */
export const RESULTS_SHOWN = 12;
/** Headings shown per page result: the best few, as Pagefind ranks them. */
const HEADINGS_PER_PAGE = 3;

export function groupByPage(results: readonly PagefindHitData[]): PageGroup[] {
  const groups = new Map<string, { url: string; title: string; hits: Hit[]; score: number }>();
  const groupOf = (url: string, title: string, score = 0) => {
    const page = url.split('#')[0] ?? url;
    let g = groups.get(page);
    if (!g) groups.set(page, (g = { url: page, title, hits: [], score }));
    else if (g.title === '') g.title = title;
    g.score = Math.max(g.score, score);
    return g;
  };
  const add = (g: { hits: Hit[] }, hit: Hit) => {
    if (!g.hits.some((h) => h.url === hit.url)) g.hits.push(hit);
  };
  for (const r of results) {
    const isRow = r.url.includes('#');
    if (isRow) {
      add(groupOf(r.url, r.meta['page'] ?? '', r.score), {
        url: r.url,
        title: r.meta['title'] ?? '',
        excerpt: r.excerpt,
      });
    } else {
      const g = groupOf(r.url, r.meta['title'] ?? '', r.score);
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

/**
 * Where a page stands when results are listed: what explains a thing first — a troubleshooting
 * entry, a mode page, the comparison — then the other guide pages, the troubleshooting index,
 * and last the rule book's records and the change log. Pagefind's order holds within a tier.
 */
const TIERS: readonly (readonly [RegExp, number])[] = [
  [/^troubleshoot\/[^/]+\/$/, 0],
  [/^modes\//, 1],
  [/^compare\/$/, 2],
  [/^(?:rules|changes)\//, 4],
  [/^troubleshoot\/$/, 3],
];
const tierOf = (url: string) => {
  const path = /\/(?:en|zh)\/(.*)$/.exec(url)?.[1] ?? '';
  return TIERS.find(([re]) => re.test(path))?.[1] ?? 3;
};

/** Words every page of the guide uses: a query naming only these names no page in particular. */
const EVERYWHERE = new Set(['nftables', 'iptables', 'ipvs', 'kube-proxy', 'kubernetes', 'mode', 'modes']);

/** Results scoring below this share of the best one keep Pagefind's order, after the rest. */
const BAND = 0.25;

/**
 * Whether the page's excerpts show every word of the query as Pagefind matched it: a Chinese
 * word whole (not one of its characters), an English word or its stem ("schedulers", "scheduling").
 */
function covers(g: PageGroup, words: readonly string[]): boolean {
  const marks = g.hits.flatMap((h) =>
    excerptParts(h.excerpt).flatMap((p) => (p.mark ? [p.text.trim().toLowerCase()] : [])),
  );
  const stem = (w: string) => (/^[a-z]+$/.test(w) && w.length > 5 ? w.slice(0, -2) : w);
  return words.every((w) => marks.some((m) => m.includes(stem(w))));
}

/**
 * The groups in the order a reader wants them: a record whose anchor is the query itself (a rule
 * id, a threshold's key) first; then a page whose title names a word of the query (a platform,
 * a plugin: "EKS IPVS deprecated"); then, among the results that show every word of the query and
 * score within BAND of the best, what explains a thing before the rule book (TIERS); then the
 * rest. Pagefind's order holds within each.
 */
export function rankGroups(groups: readonly PageGroup[], query: string): PageGroup[] {
  const q = query.trim().toLowerCase();
  const all = q.split(/\s+/).filter((w) => w !== '');
  const words = all.filter((w) => !EVERYWHERE.has(w));
  const best = Math.max(0, ...groups.map((g) => g.score));
  const isQuery = (h: Hit) => (h.url.split('#')[1] ?? '').toLowerCase().replace(/^threshold-/, '') === q;
  const named = (g: PageGroup) =>
    words.some((w) =>
      g.title
        .toLowerCase()
        .split(/[\s,]+/)
        .includes(w),
    );
  const keyOf = (g: PageGroup) => {
    if (g.hits.some(isQuery)) return -2;
    if (named(g)) return -1;
    return g.score >= best * BAND && covers(g, all) ? tierOf(g.url) : TIERS.length + 1;
  };
  return groups
    .map((g, i) => ({
      g: g.hits.some(isQuery) ? { ...g, hits: [...g.hits.filter(isQuery), ...g.hits.filter((h) => !isQuery(h))] } : g,
      key: keyOf(g),
      i,
    }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((r) => r.g);
}

/** Pagefind's top results as the page lists them: grouped by page, then ranked. */
export const shapeResults = (results: readonly PagefindHitData[], query: string): PageGroup[] =>
  rankGroups(groupByPage(results), query);

/** A log line's prefix: the journal's (date, host, unit), kubectl's --timestamps, klog's header. */
const LOG_PREFIXES = [
  /^[A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2} \S+ [\w.-]+(?:\[\d+\])?: */,
  /^\d{4}-\d{2}-\d{2}T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})? +/,
  /^[IWEF]\d{4} +\d{2}:\d{2}:\d{2}\.\d+ +\d+ +[\w./-]+:\d+\] */,
];

/**
 * What a reader typed or pasted, as the index can match it: a pasted log line without the prefix
 * the journal, kubectl or klog puts before kube-proxy's message, and a structured line's
 * message and values without their quotes (`"msg" err="…"`).
 */
export function searchQuery(raw: string): string {
  let q = raw.trim();
  for (const re of LOG_PREFIXES) q = q.replace(re, '');
  // A structured line's quotes would make Pagefind look for one exact phrase, err="…" and all.
  return /["=<>]/.test(q) && /\w+="/.test(q)
    ? q
        .replace(/["=<>]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : q.trim();
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
  const parts = excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((p) => p !== '')
    .map((p) =>
      p.startsWith('<mark>')
        ? { text: decode(p.slice(6, -7)), mark: true }
        : { text: decode(p.replace(/<[^>]*>/g, '')), mark: false },
    );
  // Pagefind marks a Chinese word a character at a time: marks side by side are one word.
  return parts.reduce<ExcerptPart[]>((out, p) => {
    const last = out.at(-1);
    if (last?.mark && p.mark) out[out.length - 1] = { text: last.text + p.text, mark: true };
    else out.push(p);
    return out;
  }, []);
}
