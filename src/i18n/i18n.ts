import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Lang } from './langs';

export const NAMESPACES = ['common', 'home', 'compare', 'modes', 'wizard', 'result', 'rules', 'scaling', 'import'] as const;
export type Namespace = (typeof NAMESPACES)[number];

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
});

/** Load every namespace of `lang` (once) and switch to it. */
export async function activateLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const load = bundleFor(lang, ns);
      if (!load) return; // a namespace not written yet for this language fails the locale check
      const mod = await load();
      i18n.addResourceBundle(lang, ns, mod.default, true, true);
    }),
  );
}

/** The chunk keys Vite's manifest knows the locale files by (for modulepreload). */
export function localeFiles(lang: Lang): string[] {
  return NAMESPACES.map((ns) => `locales/${lang}/${ns}.json`);
}
