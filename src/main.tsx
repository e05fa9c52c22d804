import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter, BASEPATH } from './router';
import { activateLanguage, initI18n } from './i18n/i18n';
import { loadSources } from './i18n/source-table';
import { langFromPath } from './i18n/lang-from-path';
import { pageNamespaces, pageSourceGroups } from './i18n/page-namespaces';
import { installHydrationBootstrap } from './app/hydration-bootstrap';
import './ui/styles/global.css';

/** Ends the current task, so the browser can paint and handle input between start-up steps. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The prerendered page was rendered with its language's strings: load the same
// strings before hydrating so the first client render matches it exactly — only the
// namespaces this page uses (the rest of the language loads on the first navigation).
// The page's route chunks download at the same time (the HTML carries no hints for them:
// see scripts/prerender-manifest.js). Module evaluation, creating the router, starting the
// downloads and hydrating run as separate tasks, and hydration runs as a transition, which React splits into short
// slices: one long task blocks a slow phone for hundreds of milliseconds (Total Blocking Time).
// `kpg:` marks split the start-up for the bench's trace (bench/trace-split.js); a mark costs nothing.
const mark = (name: string) => performance.mark(`kpg:${name}`);

async function start() {
  await yieldToMain();
  mark('router');
  const router = createAppRouter();
  // Alone, creating the router and starting the downloads made one task of 50-90 ms at 4x CPU.
  await yieldToMain();
  initI18n();
  await yieldToMain();
  mark('data');
  const [matched] = router.getMatchedRoutes(router.latestLocation.pathname);
  const lang = langFromPath(window.location.pathname, BASEPATH);
  // The strings, the sources and the route chunks start downloading in a task each: started
  // together they made one task of 10–30 ms at full speed (each fetch and import costs to start).
  const strings = activateLanguage(lang, pageNamespaces(matched));
  await yieldToMain();
  const sources = loadSources(lang, pageSourceGroups(matched));
  await yieldToMain();
  await Promise.all([strings, sources, ...matched.map((route) => router.loadRouteChunk(route))]);
  await yieldToMain();
  mark('hydrate');
  installHydrationBootstrap(router);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

// The router takes over scroll ('manual') for its navigations. Handing it back to the browser
// as the page goes away lets a reload restore the position at once, before any script runs.
addEventListener('pagehide', () => {
  history.scrollRestoration = 'auto';
});

void start();
