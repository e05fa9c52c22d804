// Turns Vite's build manifest into the router's asset manifest: the entry script and CSS
// on every page, and per route its split chunks' CSS (so the prerendered page is styled
// before any script runs) and modulepreload hints (so hydration does not wait on a waterfall).

/** All static imports reachable from a manifest chunk (its own key included). */
function staticClosure(viteManifest, key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(viteManifest, dep, seen);
  return seen;
}

/** 'src/routes/$lang/index.tsx?tsr-split=component' → '/$lang/'; route.tsx → its folder. */
export function routeIdOf(manifestKey) {
  const m = /^src\/routes(\/.*)\.tsx\?tsr-split=/.exec(manifestKey);
  if (!m) return undefined;
  const p = m[1];
  if (p === '/index') return '/';
  if (p.endsWith('/index')) return p.slice(0, -'index'.length);
  if (p.endsWith('/route')) return p.slice(0, -'/route'.length);
  return p;
}

/**
 * `localeKeys`: the page language's locale chunks (Vite manifest keys), either a list (all on
 * the `$lang` layout) or per route id ({ '/$lang': [common], '/$lang/compare': [compare] }),
 * so that each page preloads only the strings it renders with.
 */
/** Route ids whose pages run no JavaScript (their routes set staticData.documentOnly). */
const SCRIPT_FREE_ROUTES = ['/', '/404'];

export function buildManifest(viteManifest, base, localeKeys) {
  const entry = viteManifest['index.html'];
  if (!entry) throw new Error('Vite manifest has no index.html entry');
  const entryKeys = staticClosure(viteManifest, 'index.html');
  const routes = {
    __root__: {
      scripts: [{ attrs: { type: 'module', src: base + entry.file } }],
      css: (entry.css ?? []).map((f) => base + f),
    },
    // The app's pages (all below /$lang; '/' and 404.html run no app script) preload the entry's
    // own static imports: without a hint the browser finds them only after downloading and
    // parsing the entry, one round trip later.
    '/$lang': {
      preloads: [...entryKeys].filter((k) => k !== 'index.html').map((k) => base + viteManifest[k].file),
      css: [],
    },
  };
  const add = (routeId, keys) => {
    const route = (routes[routeId] ??= { preloads: [], css: [] });
    for (const key of keys) {
      if (entryKeys.has(key)) continue; // already loaded by the entry script
      const chunk = viteManifest[key];
      if (!route.preloads.includes(base + chunk.file)) route.preloads.push(base + chunk.file);
      for (const css of chunk.css ?? []) if (!route.css.includes(base + css)) route.css.push(base + css);
    }
  };
  for (const key of Object.keys(viteManifest)) {
    const routeId = routeIdOf(key);
    if (routeId) add(routeId, staticClosure(viteManifest, key));
  }
  // '/' and 404.html ship no app script (staticData.documentOnly): keep their CSS, drop preloads.
  for (const id of SCRIPT_FREE_ROUTES) if (routes[id]) routes[id].preloads = [];
  // The page's language, and nothing of the other language.
  const byRoute = Array.isArray(localeKeys) ? { '/$lang': localeKeys } : localeKeys;
  for (const [routeId, keys] of Object.entries(byRoute)) add(routeId, keys.flatMap((k) => [...staticClosure(viteManifest, k)]));
  return { routes };
}
