// Build-time entry (vite build --ssr): renders each route × language to HTML.
import { createMemoryHistory, type Manifest } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';
import { loadLanguage } from './i18n/i18n';
import { loadSources } from './i18n/source-table';
import { LANGS } from './i18n/langs';
import { SOURCE_GROUPS } from './domain/sources';
import { prerenderPaths } from './app/prerender-paths';
import { loadPrerenderedParts } from './ui/prerendered-lazy';
import { dehydratedRouterFor } from './app/hydration-bootstrap';
import { NAV_SECTIONS } from './ui/layout/nav-sections';
import { atomFeed } from './features/changes/lib/atom-feed';
import { fixedDataT } from './i18n/use-data-t';
import type { Lang } from './i18n/langs';

export { LANGS };

/** Every page the static site holds, as paths below the base: '', 'en/', 'en/compare/', … '404/'. */
export function listPages(): string[] {
  return prerenderPaths(Object.keys(createAppRouter().routesByPath));
}

/**
 * The pages the sitemap lists, in its order: per language, the navigation's sections as the
 * header lists them, then the pages they lead to (results, mode pages), alphabetically.
 */
export function sitemapPages(): string[] {
  const pages = listPages().filter((p) => p !== '' && p !== '404/');
  const navOrder = NAV_SECTIONS.map((s) => s.to.slice('/$lang/'.length));
  const rank = (p: string) => {
    const i = navOrder.indexOf(p.slice(p.indexOf('/') + 1));
    return i === -1 ? navOrder.length : i;
  };
  return LANGS.flatMap((lang) =>
    pages.filter((p) => p.startsWith(`${lang}/`)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)),
  );
}

export async function renderPage(
  base: string,
  path: string,
  manifest: Manifest,
): Promise<{ status: number; html: string; location: string | null }> {
  // Bilingual pages ('/', 404) read both languages.
  await Promise.all(LANGS.flatMap((lang) => [loadLanguage(lang), loadSources(lang, SOURCE_GROUPS)]));
  const request = new Request(`http://localhost${base}${path}`);
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ prerender: true }),
    getRouterManifest: () => manifest,
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    // The route's chunks have loaded: the parts they load lazily (prerenderedLazy) load now.
    await loadPrerenderedParts();
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> });
  });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** The start-up state the browser builds for this page (main.tsx), to check against the server's. */
export function clientDehydration(base: string, path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [`${base}${path}`] }) });
  return dehydratedRouterFor(router, router.latestLocation, 0);
}

/** The change log's Atom feed in `lang`, with absolute URLs below `site` + `base`. */
export async function changeFeed(site: string, base: string, lang: Lang): Promise<string> {
  await loadLanguage(lang);
  const t = fixedDataT(lang, 'changes');
  const tc = fixedDataT(lang, 'common');
  return atomFeed(lang, (path) => `${site}${base}${lang}/${path}`, {
    title: t('feed.title'),
    subtitle: t('feed.subtitle'),
    author: tc('site.name'),
    entry: t,
  });
}

/** The routes the browser matches for this page (main.tsx loads their chunks before hydrating). */
export function matchedRouteIds(base: string, path: string): string[] {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [`${base}${path}`] }) });
  const [matched] = router.getMatchedRoutes(router.latestLocation.pathname);
  return matched.map((r) => r.id);
}
