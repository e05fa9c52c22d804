import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { basePath, buildDate, outDir, siteUrl } from './scripts/site-config.js';
import { devSsr } from './scripts/vite-dev-ssr.js';

// BASE_PATH=/docs/kube-proxy/ hosts the guide under a sub-path; Vite's `base`
// rewrites asset URLs and the router reads the same value as its basepath.
export default defineConfig({
  base: basePath(),
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    // The prerendered pages carry their CSS inline (scripts/prerender.js); the router's client
    // keeps that <style> when hydrating only with this flag on. The router plugin defines it
    // 'false' in its config hook, so only a later plugin's hook can turn it on.
    { name: 'kpg:inline-css', config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') } }) },
    react(),
    devSsr(),
  ],
  define: {
    __BUILD_DATE__: JSON.stringify(buildDate()),
    __SITE_URL__: JSON.stringify(siteUrl()),
  },
  build: {
    manifest: true,
    outDir: outDir(),
    target: 'es2022',
    // The locale files are fetched as JSON (src/i18n/i18n.ts): never inline them into a script.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,js}'],
    environment: 'node',
    // The invariant and what-if suites sample tens of thousands of answer sets.
    testTimeout: 60_000,
  },
});
