// Turns Vite's build manifest into the router's asset manifest: per route its split chunks'
// CSS (so the prerendered page is styled before any script runs; inlined into the page when
// `inlineCss` is given) and, on every app page, a small inline loader that fetches the app
// once the prerendered content has painted.

/** @typedef {import('vite').Manifest} ViteManifest */
/** @typedef {{ css: string[]; scripts?: { children: string }[] }} RouteAssets */

/**
 * All static imports reachable from a manifest chunk (its own key included).
 * @param {ViteManifest} viteManifest
 * @param {string} key
 * @returns {Set<string>}
 */
function staticClosure(viteManifest, key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(viteManifest, dep, seen);
  return seen;
}

/** 'src/routes/$lang/index.tsx?tsr-split=component' → '/$lang/'; route.tsx → its folder. */
export function routeIdOf(/** @type {string} */ manifestKey) {
  const m = /^src\/routes(\/.*)\.tsx\?tsr-split=/.exec(manifestKey);
  if (!m?.[1]) return undefined;
  const p = m[1];
  if (p === '/index') return '/';
  if (p.endsWith('/index')) return p.slice(0, -'index'.length);
  if (p.endsWith('/route')) return p.slice(0, -'/route'.length);
  return p;
}

/**
 * The JavaScript files a page runs before it is interactive, as main.tsx loads them: the entry
 * with its static imports, then every split chunk of each matched route with theirs. What the
 * page fetches later (a chart near the viewport, the next page) is not counted. Sorted paths
 * below the base ('assets/…').
 * @param {ViteManifest} viteManifest
 * @param {readonly string[]} routeIds the matched routes, as the router names them ('/$lang/result')
 * @returns {string[]}
 */
export function firstLoadScripts(viteManifest, routeIds) {
  const keys = staticClosure(viteManifest, 'index.html');
  for (const key of Object.keys(viteManifest)) {
    const id = routeIdOf(key);
    if (id !== undefined && routeIds.includes(id)) staticClosure(viteManifest, key, keys);
  }
  return [...keys]
    .map((k) => viteManifest[k]?.file ?? '')
    .filter((f) => f.endsWith('.js'))
    .sort();
}

/**
 * The page's only script: once the prerendered content has painted (the first contentful
 * paint, then one more frame), it preloads `preloads` and imports the app `entry`, which
 * hydrates the page. The content is all in the HTML, so it never waits for the app: on a slow
 * phone the app's ~140 KB would otherwise compete with the first paint for the network and the
 * main thread. A fallback timer hydrates a page that never reports a paint (a background tab,
 * a browser without paint timing).
 * @param {string} entry
 * @param {string[]} preloads
 */
export function loaderScript(entry, preloads) {
  // Hand-minified: it is in every page twice (the script, and the router's dehydrated manifest).
  return (
    `{let d=0;const D=document,go=()=>{if(d++)return;for(const h of ${JSON.stringify(preloads)})D.head.append(Object.assign(D.createElement('link'),{rel:'modulepreload',href:h}));import(${JSON.stringify(entry)})},` +
    `n=()=>requestAnimationFrame(()=>setTimeout(go)),P=self.PerformanceObserver;` +
    `P?.supportedEntryTypes?.includes('paint')?new P((l,o)=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),n())}).observe({type:'paint',buffered:!0}):n();` +
    `setTimeout(go,3e3)}`
  );
}

/**
 * `inlineCss` ({ href: css text }) puts those stylesheets into the page as a <style> (the
 * router's inline-CSS support) instead of a <link>: no request stands between the HTML and its
 * first paint.
 * @param {ViteManifest} viteManifest
 * @param {string} base
 * @param {{ inlineCss?: Record<string, string> }} [options]
 */
export function buildManifest(viteManifest, base, { inlineCss } = {}) {
  const entry = viteManifest['index.html'];
  if (!entry) throw new Error('Vite manifest has no index.html entry');
  const entryKeys = staticClosure(viteManifest, 'index.html');
  // The entry's own static imports load with it, in parallel: without the hint the browser
  // finds them only after downloading and parsing the entry, one round trip later.
  const chunk = (/** @type {string} */ k) => /** @type {import('vite').ManifestChunk} */ (viteManifest[k]);
  const entryImports = [...entryKeys].filter((k) => k !== 'index.html').map((k) => base + chunk(k).file);
  /** @type {Record<string, RouteAssets>} */
  const routes = {
    // Rendered by <Scripts />, which the script-free '/' and 404 pages leave out.
    __root__: {
      scripts: [{ children: loaderScript(base + entry.file, entryImports) }],
      // The entry's CSS (the global sheet) first, then that of the chunks it imports (the shell's
      // shared components), so component rules win over global ones as in the dev server.
      css: [...entryKeys].flatMap((k) => chunk(k).css ?? []).map((f) => base + f),
    },
  };
  // Route chunks get no modulepreload hint: a hint starts the download before the first paint.
  // main.tsx fetches the page's route chunks and strings in parallel once the app runs.
  for (const key of Object.keys(viteManifest)) {
    const routeId = routeIdOf(key);
    if (!routeId) continue;
    const route = (routes[routeId] ??= { css: [] });
    for (const k of staticClosure(viteManifest, key)) {
      if (entryKeys.has(k)) continue; // the entry's CSS is on the root route
      for (const css of chunk(k).css ?? []) if (!route.css.includes(base + css)) route.css.push(base + css);
    }
  }
  return { routes, ...(inlineCss ? { inlineCss: { styles: inlineCss } } : {}) };
}

/**
 * The stylesheets of a page's route chunks are inlined into it; here they are named again, as
 * disabled <link>s (a browser fetches no disabled stylesheet) right after the inline <style>.
 * Vite's loader looks for a stylesheet link before it adds one: without these, main.tsx's loading
 * of the route chunks fetched the same CSS again and applied it a second time — a request, and a
 * style recalculation of the whole page before it hydrates (130 ms on the rule book at 4× CPU,
 * 2026-12-07), which the page's script-free twin never pays.
 * @param {string} html a rendered page
 * @param {{ routes: Record<string, RouteAssets> }} manifest its manifest (buildManifest)
 * @param {readonly string[]} routeIds the page's matched routes, root first
 * @returns {string}
 */
export function markInlinedStylesheets(html, manifest, routeIds) {
  const hrefs = [
    ...new Set(routeIds.filter((id) => id !== '__root__').flatMap((id) => manifest.routes[id]?.css ?? [])),
  ];
  if (hrefs.length === 0) return html;
  const inline = /<style data-tsr-inline-css="">[\s\S]*?<\/style>/.exec(html);
  if (!inline) throw new Error('markInlinedStylesheets: the page has no inline stylesheet');
  const at = inline.index + inline[0].length;
  const links = hrefs.map((h) => `<link rel="stylesheet" href="${h}" disabled=""/>`).join('');
  return html.slice(0, at) + links + html.slice(at);
}
