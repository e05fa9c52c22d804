// Turns Vite's build manifest into the router's asset manifest: the entry script and CSS
// for every page, and modulepreload hints for what a page in one language needs.

/** All static imports reachable from a manifest chunk (its own file included). */
function staticClosure(viteManifest, key, seen = new Set()) {
  const chunk = viteManifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(viteManifest, dep, seen);
  return seen;
}

export function buildManifest(viteManifest, base, localeKeys) {
  const entry = viteManifest['index.html'];
  if (!entry) throw new Error('Vite manifest has no index.html entry');
  const preloadKeys = new Set();
  for (const key of ['index.html', ...localeKeys]) staticClosure(viteManifest, key).forEach((k) => preloadKeys.add(k));
  const preloads = [...preloadKeys]
    .map((k) => viteManifest[k]?.file)
    .filter((f) => f && f !== entry.file)
    .map((f) => base + f);
  return {
    routes: {
      __root__: {
        scripts: [{ attrs: { type: 'module', src: base + entry.file } }],
        css: (entry.css ?? []).map((f) => base + f),
      },
      '/$lang': { preloads },
    },
  };
}
