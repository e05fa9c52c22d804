import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchJson } from './fetch-json';
import { type Lang } from './langs';
import { NAMESPACES, type Namespace } from './namespaces';

export { NAMESPACES, type Namespace };

type Strings = Record<string, unknown>;

/**
 * One file per language and namespace, loaded when a page needs it: a page never downloads the
 * other language. In the browser the strings are what they are, data: plain JSON files fetched
 * and read with JSON.parse, not script the browser must compile (they would be a third of a
 * page's first-load JavaScript). The build-time renderer and the unit tests (Node) import the
 * same files as modules.
 */
const bundles: Record<string, () => Promise<Strings>> = import.meta.env.SSR
  ? import.meta.glob<Strings>('../../locales/*/*.json', { import: 'default' })
  : Object.fromEntries(
      Object.entries(
        import.meta.glob<string>('../../locales/*/*.json', { query: '?url', import: 'default', eager: true }),
      ).map(([file, url]) => [file, () => fetchJson<Strings>(url)]),
    );

function bundleFor(lang: Lang, ns: string) {
  return bundles[`../../locales/${lang}/${ns}.json`];
}

export const i18n = i18next.createInstance();

/**
 * Sets the instance up, once, before the first strings load (not when this module is evaluated:
 * that runs in the task that evaluates the whole shell, a slow phone's longest at start-up).
 */
let initialized = false;
export function initI18n(): void {
  if (initialized) return;
  initialized = true;
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML
    react: { useSuspense: false },
    returnNull: false,
    // A page loads only its own namespaces (its route's staticData): a key that is not there is
    // either missing from the locale files or from a namespace the page did not declare.
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      const lng = lngs[0] ?? i18n.language;
      // Short: these words ship in every page's script.
      const why = i18n.hasResourceBundle(lng, ns)
        ? 'not in the locale file'
        : "not in the route's staticData.namespaces";
      console.error(`i18n: no ${lng} "${ns}:${key}" (${why})`);
    },
  });
}

/**
 * Load `namespaces` of `lang` (once) and switch to it. Before hydrating, the page loads only its
 * own namespaces (main.tsx); a client-side navigation loads the whole language, once.
 */
export async function activateLanguage(lang: Lang, namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  await loadNamespaces(lang, namespaces);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Every namespace of `lang` (the prerender renders with both languages). */
export function loadLanguage(lang: Lang): Promise<void> {
  return loadNamespaces(lang, NAMESPACES);
}

export async function loadNamespaces(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  initI18n();
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const load = bundleFor(lang, ns);
      if (!load) return; // a namespace not written yet for this language fails the locale check
      i18n.addResourceBundle(lang, ns, await load(), true, true);
    }),
  );
}
