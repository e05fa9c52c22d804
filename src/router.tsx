import {
  createRouter,
  lazyRouteComponent,
  parseSearchWith,
  stringifySearchWith,
  type RouterHistory,
} from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './ui/not-found-page';

/** Vite's base ('/docs/kube-proxy/') as the router's basepath ('/docs/kube-proxy'). */
export const BASEPATH = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

const parseText = parseSearchWith((value) => value);

/**
 * One value per parameter. A repeated parameter (`kernel=a&kernel=b`) would arrive as an
 * array, which no validator expects: the first value is kept, as URLSearchParams.get() does.
 */
export function parseSearch(search: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = parseText(search);
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, Array.isArray(value) ? (value[0] as unknown) : value]),
  );
}

/**
 * `prerender`: the build-time router, whose pages restore scroll natively (see main.tsx).
 * `history`: where the router reads its location (the browser's address bar when left out).
 */
export function createAppRouter({ prerender = false, history }: { prerender?: boolean; history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    basepath: BASEPATH,
    // Static hosts serve /en/compare/index.html at /en/compare/: links point there directly.
    trailingSlash: 'always',
    // Search values stay text: `version=1.30` must never become the number 1.3, and
    // share links stay readable (no JSON quoting). Route validators parse them.
    parseSearch,
    stringifySearch: stringifySearchWith(String),
    defaultPreload: 'intent',
    // In the browser the router restores scroll on back/forward. The prerendered pages leave out
    // its inline restoring script (~0.35 KB gzip, in every page): a reload restores natively.
    scrollRestoration: !prerender,
    // Loaded only when a page fails: every page's first load is ~0.3 KB lighter without it.
    defaultErrorComponent: lazyRouteComponent(() => import('./ui/error-panel'), 'ErrorPanel'),
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
