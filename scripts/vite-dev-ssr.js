// `npm run dev`: render each page with the same prerender entry the build uses, so the
// dev server hydrates exactly like the static site (plus Vite's client and React refresh).

const REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/** @returns {import('vite').Plugin} */
export function devSsr() {
  return {
    name: 'kpg-dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const accept = req.headers.accept ?? '';
          if (req.method !== 'GET' || !accept.includes('text/html')) return next();
          try {
            const base = server.config.base;
            const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
            if (!url.pathname.startsWith(base)) return next();
            const { renderPage } = await server.ssrLoadModule('/src/prerender.tsx');
            const manifest = {
              routes: {
                __root__: {
                  scripts: [
                    {
                      attrs: { type: 'module' },
                      children: REFRESH_PREAMBLE.replace("'/@react-refresh'", `'${base}@react-refresh'`),
                    },
                    { attrs: { type: 'module', src: `${base}@vite/client` } },
                    { attrs: { type: 'module', src: `${base}src/main.tsx` } },
                  ],
                },
              },
            };
            const path = url.pathname.slice(base.length) + url.search;
            const { status, html } = await renderPage(base, path, manifest);
            res.statusCode = status;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (e) {
            server.ssrFixStacktrace(/** @type {Error} */ (e));
            next(e);
          }
        });
      };
    },
  };
}
