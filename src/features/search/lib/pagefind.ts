/**
 * Pagefind in the browser: its script and index are static files of the build
 * (scripts/search-index.js writes them to `{base}pagefind/`), loaded the first time a search
 * runs and never before. Nothing here reaches another origin.
 */
import type { PagefindHitData } from './results';

interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindHitData>;
}
interface PagefindApi {
  options(options: { baseUrl: string; excerptLength?: number }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  destroy(): Promise<void>;
}

const BASE = import.meta.env.BASE_URL;
let script: Promise<PagefindApi> | undefined;
/** The language Pagefind's index was opened for: it reads <html lang> once, when it starts. */
let openedFor: string | undefined;

function loadScript(): Promise<PagefindApi> {
  script ??= import(/* @vite-ignore */ `${BASE}pagefind/pagefind.js`) as Promise<PagefindApi>;
  // A failed load (offline, or a build without the index) may be retried on the next search.
  script.catch(() => (script = undefined));
  return script;
}

/** Pagefind with the index of the page's language: after an in-app language switch, reopened. */
async function pagefind(): Promise<PagefindApi> {
  const pf = await loadScript();
  const lang = document.documentElement.lang;
  if (openedFor !== lang) {
    if (openedFor !== undefined) await pf.destroy();
    // The index holds paths below the site's root; the site may be served under a sub-path.
    await pf.options({ baseUrl: BASE, excerptLength: 24 });
    openedFor = lang;
  }
  return pf;
}

/** How many results match, and the first `limit` results' data, best first. */
export async function searchSite(query: string, limit: number): Promise<{ total: number; top: PagefindHitData[] }> {
  const pf = await pagefind();
  const found = (await pf.search(query))?.results ?? [];
  return { total: found.length, top: await Promise.all(found.slice(0, limit).map((r) => r.data())) };
}
