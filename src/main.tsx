import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter, BASEPATH } from './router';
import { activateLanguage } from './i18n/i18n';
import { langFromPath } from './i18n/lang-from-path';
import { pageNamespaces } from './i18n/page-namespaces';
import './ui/styles/global.css';

/** Ends the current task, so the browser can paint and handle input between start-up steps. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The prerendered page was rendered with its language's strings: load the same
// strings before hydrating so the first client render matches it exactly — only the
// namespaces this page uses (the rest of the language loads on the first navigation).
// Module evaluation, creating the router and hydrating run as separate tasks: one task
// doing all three blocks a slow phone for hundreds of milliseconds (Total Blocking Time).
async function start() {
  await yieldToMain();
  const router = createAppRouter();
  const [, , leaf] = router.getMatchedRoutes(router.latestLocation.pathname);
  await activateLanguage(langFromPath(window.location.pathname, BASEPATH), pageNamespaces(leaf?.id));
  await yieldToMain();
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
}

void start();
