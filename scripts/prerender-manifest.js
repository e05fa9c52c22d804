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

export function buildManifest(viteManifest, base, localeKeys) {
  const entry = viteManifest['index.html'];
  if (!entry) throw new Error('Vite manifest has no index.html entry');
  const entryKeys = staticClosure(viteManifest, 'index.html');
  const routes = {
    __root__: {
      scripts: [{ attrs: { type: 'module', src: base + entry.file } }],
      css: (entry.css ?? []).map((f) => base + f),
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
  // The page's language: every namespace of it, and nothing of the other language.
  add('/$lang', localeKeys.flatMap((k) => [...staticClosure(viteManifest, k)]));
  return { routes };
}
