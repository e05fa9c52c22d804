import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { basePath, buildDate, LANGS, outDir, reportUrl, siteUrl } from './scripts/site-config.js';
import { sourceTables } from './scripts/vite-source-tables.js';
import { devSsr } from './scripts/vite-dev-ssr.js';
import { derivedData } from './scripts/vite-derived-data.js';

/**
 * What every page loads goes in one "shell" chunk: the framework, the router with its route tree,
 * the layout and the strings loader (the source registry is data: scripts/vite-source-tables.js). gzip works per file, so one chunk is
 * ~8 KB smaller than the dozen small ones automatic splitting makes (the first-load JS budget
 * is 135 KB). The cost: a change to the shell re-downloads all of it. Page code, page data and
 * Recharts stay split per route, and so do the answers' parsers and question table (answers/*
 * but the share-link keys every route's search needs): only the wizard, the result, the import
 * and the rule book read answers (2026-12-05, with the plugin answer: /scaling −1.9 KB gzip,
 * /wizard and /result +1.6 KB, every page that reads no answer lighter).
 */
const SHELL = [
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
  /src[\\/](router\.tsx|routeTree\.gen\.ts|routes[\\/].*\.tsx)$/,
  // (load-extras: only the parts of a page that load after it is live need it. number-format: a
  // 0.1 KB module several pages' chunks share, which alone made a chunk of mostly overhead.)
  /src[\\/](i18n[\\/](?!load-extras)|app[\\/]page-head|domain[\\/](source-table|facts|number-format|answers[\\/]answer-keys|changes[\\/]versions))/,
  // The source chips (~0.2 KB gzip) are on every page but the comparison: as a chunk of their own
  // they cost each page a file's gzip overhead and lost context (2026-12-05: −220 to −240 B on
  // most pages, /wizard −36); the comparison pages pay their CSS, inline, instead (+80 B).
  // The "report a fact" link (~0.1 KB) likewise: alone it was a chunk of 126 B gzip, mostly overhead.
  // The near-viewport hook (~0.2 KB): the result and the scaling pages share it, and alone it was a
  // chunk of 364 B gzip that put /result 55 B over 135 KB.
  /src[\\/]ui[\\/](heading|page-header|copy-button|checked-on|source-link|report-link|layout[\\/]|theme[\\/]|awaits-hydration[\\/]use-|when-near[\\/]use-near-viewport)/,
  // The site layout route's own split chunks (a few bytes each): a request of their own is waste.
  /src[\\/]routes[\\/]\$lang[\\/]route\.tsx\?tsr-split/,
];
const CHUNK_GROUPS = [{ name: 'shell', test: (id: string) => SHELL.some((re) => re.test(id)) }];

// BASE_PATH=/docs/kube-proxy/ hosts the guide under a sub-path; Vite's `base`
// rewrites asset URLs and the router reads the same value as its basepath.
export default defineConfig({
  base: basePath(),
  resolve: {
    // React 19 has useSyncExternalStore: skip the pre-18 shims react-i18next and the router's store import.
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    // The prerendered pages carry their CSS inline (scripts/prerender.js); the router's client
    // keeps that <style> when hydrating only with this flag on. The router plugin defines it
    // 'false' in its config hook, so only a later plugin's hook can turn it on.
    {
      name: 'kpg:inline-css',
      config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') } }),
    },
    react(),
    devSsr(),
    sourceTables(fileURLToPath(new URL('./src/domain/sources.ts', import.meta.url)), LANGS),
    derivedData(
      'platform-choice',
      fileURLToPath(new URL('./src/domain/platforms/choice-table.ts', import.meta.url)),
      'platformChoiceTable',
    ),
  ],
  define: {
    __BUILD_DATE__: JSON.stringify(buildDate()),
    __SITE_URL__: JSON.stringify(siteUrl()),
    __REPORT_URL__: JSON.stringify(reportUrl()),
  },
  build: {
    manifest: true,
    outDir: outDir(),
    target: 'es2022',
    // The locale files are fetched as JSON (src/i18n/i18n.ts): never inline them into a script.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    // No <link rel=modulepreload> is ever emitted (scripts/prerender-manifest.js): skip its polyfill.
    // A lazily loaded chunk fetches its own script imports when it runs; only its styles are named
    // ahead. The lists of every chunk's script imports, kept in the shell and the page chunks for
    // the preloading, weighed ~0.5 KB gzip in every page's first load (2026-12-05); the cost is a
    // round trip more the first time a page part or a route not yet seen loads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,js}', 'bench/**/*.test.js'],
    environment: 'node',
    // The invariant and what-if suites sample tens of thousands of answer sets.
    testTimeout: 60_000,
    // Worker threads start faster than Vitest's default child processes: ~36 s against ~42 s for
    // the whole unit suite on a 2-core machine. No test here needs a process of its own.
    pool: 'threads',
  },
});
