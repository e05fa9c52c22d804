import { createRouter } from '@tanstack/react-router';
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
