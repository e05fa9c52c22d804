// The router's SSR hydration reads its start-up state from window.$_TSR, which its server
// renderer writes into every page as an inline script (~0.5 KB gzip, plus a CSP hash). Every
// page here is prerendered from a route match that succeeded, with no loader data, so the
// browser can build that state itself: scripts/prerender.js drops the script from the HTML
// and checks, page by page, that what this module builds equals what it dropped.
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import type { DehydratedRouter, TsrSsrGlobal } from '@tanstack/react-router/ssr/client';

/**
 * The manifest the client hydrates with: the page's CSS is already inline in the HTML, so the
 * `<style>` keeps the server's text, and no route lists assets (route chunks bring their CSS).
 */
const CLIENT_MANIFEST = { inlineStyle: { attrs: { suppressHydrationWarning: true } }, routes: {} };

/** The start-up state for the page at `location`. */
export function dehydratedRouterFor(
  router: AnyRouter,
  location: ParsedLocation,
  updatedAt = Date.now(),
): DehydratedRouter {
  const matches = router.matchRoutes(location);
  return {
    manifest: CLIENT_MANIFEST,
    // The router compares ids in this form ('/' → '#', as its dehydrateSsrMatchId does).
    matches: matches.map((m) => ({ i: m.id.replaceAll('/', '#'), u: updatedAt, s: 'success' as const, ssr: true })),
  };
}

/** Puts the start-up state on window.$_TSR, where RouterClient's hydrate() looks for it. */
export function installHydrationBootstrap(router: AnyRouter): void {
  const tsr: TsrSsrGlobal = {
    router: dehydratedRouterFor(router, router.latestLocation),
    h() {
      delete window.$_TSR;
    },
    e() {},
    c() {},
    p: (script) => script(),
    buffer: [],
  };
  window.$_TSR = tsr;
}
