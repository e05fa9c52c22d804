import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Lang } from './langs';
import { NAMESPACES, type Namespace } from './namespaces';

export { NAMESPACES, type Namespace };

type Bundle = { default: Record<string, unknown> };
// One lazy chunk per language and namespace: a page never downloads the other language.
const bundles = import.meta.glob<Bundle>('../../locales/*/*.json');

function bundleFor(lang: Lang, ns: string) {
  return bundles[`../../locales/${lang}/${ns}.json`];
}

export const i18n = i18next.createInstance();
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
  // A page loads only its own namespaces (page-namespaces.ts): a key that is not there is
  // either missing from the locale files or from a namespace the page did not declare.
  saveMissing: true,
  missingKeyHandler: (lngs, ns, key) => {
    const lng = lngs[0] ?? i18n.language;
    const why = i18n.hasResourceBundle(lng, ns) ? 'missing from the locale file' : `namespace not loaded: list "${ns}" for this page in src/i18n/page-namespaces.ts`;
    console.error(`i18n: no ${lng} string for "${ns}:${key}" (${why})`);
  },
});

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
  await Promise.all(
    namespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const load = bundleFor(lang, ns);
      if (!load) return; // a namespace not written yet for this language fails the locale check
      const mod = await load();
      i18n.addResourceBundle(lang, ns, mod.default, true, true);
    }),
  );
}
