import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorPanel } from './ui/error-panel';
import { NotFoundPage } from './ui/not-found-page';

/** Vite's base ('/docs/kube-proxy/') as the router's basepath ('/docs/kube-proxy'). */
export const BASEPATH = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function createAppRouter() {
  return createRouter({
    routeTree,
    basepath: BASEPATH,
    // Static hosts serve /en/compare/index.html at /en/compare/: links point there directly.
    trailingSlash: 'always',
    // Search values stay text: `version=1.30` must never become the number 1.3, and
    // share links stay readable (no JSON quoting). Route validators parse them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(String),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: ErrorPanel,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
