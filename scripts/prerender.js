// After `vite build` (client) and `vite build --ssr` (renderer): write one HTML file per
// route and language, 404.html, sitemap.xml and robots.txt into dist/.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath, localSiteWarning, outDir, siteUrl } from './site-config.js';
import { buildManifest, markInlinedStylesheets } from './prerender-manifest.js';
import { injectCsp } from './csp.js';
import { assertSameDehydration, takeHydrationScripts } from './hydration-scripts.js';
import { precompress } from './precompress.js';
import { writeSearchIndex } from './search-index.js';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, outDir());
const base = basePath();
const site = siteUrl();

/** @type {typeof import('../src/prerender')} */
const ssr = await import(pathToFileURL(path.join(root, `${outDir()}-ssr/prerender.js`)).href);
/** @type {import('vite').Manifest} */
const viteManifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Every stylesheet's text, by the URL the manifest links it with: app pages carry their CSS
// inline (a few KB gzip), so nothing but the HTML stands before their first paint. The
// script-free '/' and 404 pages keep <link>s: they may be served from any unknown address.
/** @type {Record<string, string>} */
const inlineCss = {};
for (const chunk of Object.values(viteManifest)) {
  for (const css of chunk.css ?? []) inlineCss[base + css] ??= await readFile(path.join(dist, css), 'utf8');
}

const pages = ssr.listPages();
for (const page of pages) {
  const app = ssr.LANGS.some((l) => page.startsWith(`${l}/`));
  const manifest = buildManifest(viteManifest, base, app ? { inlineCss } : {});
  const rendered = await ssr.renderPage(base, page, manifest);
  if (rendered.status !== 200) throw new Error(`prerender ${page}: HTTP ${rendered.status}`);
  // The browser builds the router's start-up state itself (src/app/hydration-bootstrap.ts).
  const taken = takeHydrationScripts(rendered.html);
  const { dehydrated } = taken;
  const html = app ? markInlinedStylesheets(taken.html, manifest, ssr.matchedRouteIds(base, page)) : taken.html;
  if (app) assertSameDehydration(page, dehydrated, ssr.clientDehydration(base, page));
  const file = page === '404/' ? path.join(dist, '404.html') : path.join(dist, page, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, injectCsp(html)); // CSP meta with this file's inline-script hashes
}

const indexable = ssr.sitemapPages();
const url = (/** @type {string} */ p) => `${site}${base}${p}`;
const alt = (/** @type {string} */ p) =>
  ssr.LANGS.map(
    (l) =>
      `<xhtml:link rel="alternate" hreflang="${l === 'zh' ? 'zh-CN' : 'en'}" href="${url(p.replace(/^[a-z]+\//, `${l}/`))}"/>`,
  ).join('');
await writeFile(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${indexable
    .map((p) => `<url><loc>${url(p)}</loc>${alt(p)}</url>`)
    .join('\n')}\n</urlset>\n`,
);
// The change log's feed per language (src/features/changes/lib/atom-feed.ts).
for (const lang of ssr.LANGS)
  await writeFile(path.join(dist, lang, 'changes.xml'), await ssr.changeFeed(site, base, lang));
await writeFile(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${url('sitemap.xml')}\n`);
// Not served, but kept beside the renderer: the built-file checks read each page's first-load
// JavaScript from it (e2e/static/sizes.test.ts).
await rename(path.join(dist, '.vite/manifest.json'), `${dist}-ssr/client-manifest.json`);
await rm(path.join(dist, '.vite'), { recursive: true });
const records = await writeSearchIndex(dist, pages);
const compressed = await precompress(dist);
console.log(
  `prerendered ${pages.length} pages into ${path.relative(root, dist)}/ (base ${base}), indexed them with ${records} rows for search; ${compressed} files precompressed (.br, .gz)`,
);
const warning = localSiteWarning();
if (warning) console.warn(warning);
