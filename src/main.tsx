import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter, BASEPATH } from './router';
import { activateLanguage } from './i18n/i18n';
import { langFromPath } from './i18n/lang-from-path';
import './ui/styles/global.css';

// The prerendered page was rendered with its language's strings: load the same
// strings before hydrating so the first client render matches it exactly.
async function start() {
  await activateLanguage(langFromPath(window.location.pathname, BASEPATH));
  const router = createAppRouter();
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
}

void start();
