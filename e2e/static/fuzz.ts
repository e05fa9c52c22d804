// Query-string fuzzing through the prerender entry (the built dist-ssr/prerender.js): every
// route, in both languages, renders with HTTP 200 whatever the query holds — its heading and
// content, never the error panel or the 404 page. The route's own search validation runs on it,
// so one page per route (template) stands for its pages: the eleven platform pages read their
// query as one does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../support/locales';
import { queryArb } from '../support/query-arbs';
import { BUILDS, prerenderEntry } from './site';

interface PrerenderEntry {
  listPages(): string[];
  matchedRouteIds(base: string, path: string): string[];
  renderPage(
    base: string,
    path: string,
    manifest: { routes: Record<string, unknown> },
  ): Promise<{ status: number; html: string; location: string | null }>;
}

const ssr = await prerenderEntry<PrerenderEntry>(BUILDS[0]!);
/** The first page of each route in a language. */
const routesOf = (lang: Lang) => {
  const seen = new Set<string | undefined>();
  return ssr.listPages().filter((p) => {
    const route = ssr.matchedRouteIds('/', p).at(-1);
    if (!p.startsWith(`${lang}/`) || seen.has(route)) return false;
    seen.add(route);
    return true;
  });
};
// Assets play no part here: an empty manifest renders the same markup without CSS or scripts.
const MANIFEST = { routes: {} };
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 100);

/** One file per language, so Vitest runs the two on separate workers. */
export const fuzzRoutes = (lang: Lang) =>
  describe(`any query string on any /${lang}/ route renders the page (prerender entry, fast-check)`, () => {
    it.each(routesOf(lang))('/%s', async (route) => {
      await fc.assert(
        fc.asyncProperty(queryArb, async (query) => {
          const first = await ssr.renderPage('/', `${route}?${query}`, MANIFEST);
          let { status, html } = first;
          const { location } = first;
          if (status === 307) {
            // The router canonicalises some queries (a default value dropped): that address renders.
            expect(new URL(location!, 'http://x').pathname).toBe(`/${route}`);
            ({ status, html } = await ssr.renderPage('/', location!.slice(1), MANIFEST));
          }
          expect(status).toBe(200);
          // Plain text checks: a parse per case would cost more than the render.
          const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
          expect(main.match(/<h1[\s>]/g)).toHaveLength(1);
          expect(main).toMatch(/data-testid="page-[a-z0-9-]+"/);
          expect(html).not.toContain('data-testid="error-panel"');
          expect(html).not.toContain('data-testid="not-found"');
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  });
