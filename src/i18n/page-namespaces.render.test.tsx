/**
 * Each page renders its prerendered content with only the namespaces its routes declare (what
 * the browser loads before hydrating, main.tsx): a key of an undeclared namespace logs an error.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { expect, it, vi } from 'vitest';
import { prerenderPaths } from '../app/prerender-paths';
import { createAppRouter } from '../router';
import type * as I18nModule from './i18n';
import { activateLanguage, i18n, initI18n } from './i18n';
import { isLang, LANGS } from './langs';
import { NAMESPACES } from './namespaces';
import { pageNamespaces } from './page-namespaces';

// The `/$lang` route loads the whole language before rendering; here it only switches to it.
vi.mock('./i18n', async (importOriginal) => {
  const real = await importOriginal<typeof I18nModule>();
  return {
    ...real,
    activateLanguage: async (lang: (typeof LANGS)[number], namespaces?: readonly (typeof NAMESPACES)[number][]) => {
      if (namespaces) await real.activateLanguage(lang, namespaces);
      else await real.i18n.changeLanguage(lang);
    },
  };
});

initI18n();
const router = createAppRouter();
const pages = prerenderPaths(Object.keys(router.routesByPath)).filter((p) => isLang(p.slice(0, 2)));

it.each(pages)('/%s renders with its declared namespaces only', async (path) => {
  const lang = path.slice(0, 2) as (typeof LANGS)[number];
  for (const l of LANGS) for (const ns of NAMESPACES) i18n.removeResourceBundle(l, ns);
  const [matched] = router.getMatchedRoutes(`/${path}`);
  await activateLanguage(lang, pageNamespaces(matched));
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  try {
    const handler = createRequestHandler({
      request: new Request(`http://localhost/${path}`),
      createRouter: () => createAppRouter({ prerender: true }),
      getRouterManifest: () => ({ routes: {} }),
    });
    const response = await handler(({ router: r, responseHeaders }) =>
      renderRouterToString({ router: r, responseHeaders, children: <RouterServer router={r} /> }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-testid="page-');
  } finally {
    spy.mockRestore();
  }
  expect(errors).toEqual([]);
});
