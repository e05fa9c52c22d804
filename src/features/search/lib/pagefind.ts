/**
 * Pagefind in the browser: its script and index are static files of the build
 * (scripts/search-index.js writes them to `{base}pagefind/`), loaded the first time a search
 * runs and never before. Nothing here reaches another origin.
 */
import { RANKING, type PagefindHitData } from './results';
import { oneAtATime } from './one-at-a-time';

interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindHitData>;
}
interface PagefindApi {
  options(options: { baseUrl: string; excerptLength?: number; ranking?: typeof RANKING }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  destroy(): Promise<void>;
}

const BASE = import.meta.env.BASE_URL;
let script: Promise<PagefindApi> | undefined;
/** The index opened, or being opened, and for which language: Pagefind reads <html lang> once, when it starts. */
let opened: { lang: string; api: Promise<PagefindApi> } | undefined;

function loadScript(): Promise<PagefindApi> {
  script ??= import(/* @vite-ignore */ `${BASE}pagefind/pagefind.js`) as Promise<PagefindApi>;
  // A failed load (offline, or a build without the index) may be retried on the next search.
  script.catch(() => (script = undefined));
  return script;
}

/** Pagefind with the index of the page's language: after an in-app language switch, reopened. */
function pagefind(): Promise<PagefindApi> {
  const lang = document.documentElement.lang;
  if (opened?.lang !== lang) {
    const wasOpen = opened !== undefined;
    const api = loadScript().then(async (pf) => {
      if (wasOpen) await pf.destroy();
      // The index holds paths below the site's root; the site may be served under a sub-path.
      await pf.options({ baseUrl: BASE, excerptLength: 24, ranking: RANKING });
      return pf;
    });
    const attempt = { lang, api };
    opened = attempt;
    // A failed opening is tried again by the next search.
    api.catch(() => {
      if (opened === attempt) opened = undefined;
    });
  }
  return opened.api;
}

/** How many results match, and the first `limit` results' data, best first. One search at a time. */
export const searchSite = oneAtATime(
  async (query: string, limit: number): Promise<{ total: number; top: PagefindHitData[] }> => {
    const pf = await pagefind();
    const found = (await pf.search(query))?.results ?? [];
    return {
      total: found.length,
      top: await Promise.all(found.slice(0, limit).map(async (r) => ({ ...(await r.data()), score: r.score }))),
    };
  },
);
