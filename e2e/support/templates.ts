// The page templates of the app, as a table: one entry per route, with the values its path
// parameters take (from the domain data, as the prerender takes them), its page test id and
// where its title and description come from. The built-file checks read a page's expected head
// from here; the browser suite runs once per template (and language), on its first page.
// No Playwright here: Vitest imports it too.
import { MODES } from '../../src/domain/modes';
import { PLATFORM_IDS } from '../../src/domain/platforms/model';
import { RUNBOOK_SLUGS } from '../../src/domain/migrate/model';
import { CHANGED_VERSIONS } from '../../src/domain/changes/versions';
import { TROUBLESHOOT_IDS } from '../../src/domain/troubleshoot/model';
import { modePageKey } from '../../src/domain/matrix/mode-page-keys';
import type { NavSectionKey } from '../../src/ui/layout/nav-sections';
import { fill, tr, type Lang } from './locales';

interface PageTemplate {
  /** The route below /{lang}/, its parameters written `$name`: 'compare/', 'modes/$mode/'. */
  route: string;
  /** Values of each `$param` of the route. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** The page's head words, for a page of this template at `values`. */
  head: (lang: Lang, values: Readonly<Record<string, string>>) => { title: string; description: string };
  /** data-testid of the page's root element. */
  testId: (values: Readonly<Record<string, string>>) => string;
  /** The navigation section (src/ui/layout/nav-sections.ts) marked as the current page, if any. */
  nav?: NavSectionKey;
}

/** A page named by one `meta.<key>` entry of common.json. */
const plain = (key: string, route: string, nav?: NavSectionKey): PageTemplate => ({
  route,
  ...(nav ? { nav } : {}),
  head: (lang) => ({
    title: tr(lang, 'common', `meta.${key}.title`),
    description: tr(lang, 'common', `meta.${key}.description`),
  }),
  testId: () => `page-${key}`,
});

const TEMPLATES = {
  overview: plain('overview', '', 'overview'),
  compare: plain('compare', 'compare/', 'compare'),
  wizard: plain('wizard', 'wizard/', 'wizard'),
  result: plain('result', 'result/'),
  scaling: plain('scaling', 'scaling/', 'scaling'),
  import: plain('import', 'import/', 'import'),
  changes: plain('changes', 'changes/', 'changes'),
  rules: plain('rules', 'rules/', 'rules'),
  platforms: plain('platforms', 'platforms/', 'platforms'),
  platform: {
    route: 'platforms/$platform/',
    params: { $platform: PLATFORM_IDS },
    // A platform page is named by its platform's own words (platforms.json).
    head: (lang, { $platform }) => ({
      title: tr(lang, 'common', `answers.values.platform.${$platform}`),
      description: tr(lang, 'platforms', `platforms.${$platform}.summary`),
    }),
    testId: ({ $platform }) => `page-platform-${$platform}`,
    nav: 'platforms',
  },
  migrate: plain('migrate', 'migrate/', 'migrate'),
  troubleshoot: plain('troubleshoot', 'troubleshoot/', 'troubleshoot'),
  settings: plain('settings', 'settings/', 'settings'),
  services: plain('services', 'services/', 'services'),
  problem: {
    route: 'troubleshoot/$problem/',
    params: { $problem: TROUBLESHOOT_IDS },
    // An entry is named by its own words (troubleshoot.json); its symptom describes it.
    head: (lang, { $problem }) => ({
      title: tr(lang, 'troubleshoot', `entries.${$problem}.title`),
      description: tr(lang, 'troubleshoot', `entries.${$problem}.symptom`),
    }),
    testId: ({ $problem }) => `page-problem-${$problem}`,
    nav: 'troubleshoot',
  },
  plugins: plain('plugins', 'plugins/', 'plugins'),
  beyond: plain('beyond', 'beyond-kube-proxy/', 'beyond'),
  search: plain('search', 'search/'),
  runbook: {
    route: 'migrate/$slug/',
    params: { $slug: RUNBOOK_SLUGS },
    // A runbook is named by its own words (migrate.json).
    head: (lang, { $slug }) => ({
      title: tr(lang, 'migrate', `runbooks.${$slug}.title`),
      description: tr(lang, 'migrate', `runbooks.${$slug}.summary`),
    }),
    testId: ({ $slug }) => `page-runbook-${$slug}`,
    nav: 'migrate',
  },
  changesVersion: {
    route: 'changes/$version/',
    params: { $version: CHANGED_VERSIONS },
    // A version page is named by its version (changes.json).
    head: (lang, { $version }) => ({
      title: fill(tr(lang, 'changes', 'version.title'), { version: $version! }),
      description: fill(tr(lang, 'changes', 'version.description'), { version: $version! }),
    }),
    testId: ({ $version }) => `page-changes-v${$version!.replaceAll('.', '-')}`,
    nav: 'changes',
  },
  modes: {
    route: 'modes/$mode/',
    params: { $mode: MODES },
    // A mode page names its mode in its own words (modes.json).
    head: (lang, { $mode }) => ({
      title: tr(lang, 'modes', modePageKey($mode as (typeof MODES)[number], 'title')),
      description: tr(lang, 'modes', modePageKey($mode as (typeof MODES)[number], 'metaDescription')),
    }),
    testId: ({ $mode }) => `page-mode-${$mode}`,
  },
} as const satisfies Record<string, PageTemplate>;

export type TemplateKey = keyof typeof TEMPLATES;
const TEMPLATE_KEYS = Object.keys(TEMPLATES) as TemplateKey[];

/** One concrete page of a template: its path below /{lang}/ and the parameter values in it. */
export interface TemplatePage {
  key: TemplateKey;
  path: string;
  values: Readonly<Record<string, string>>;
}

/** Every page a template stands for, one per combination of its parameter values. */
export function pagesOf(key: TemplateKey): TemplatePage[] {
  const t: PageTemplate = TEMPLATES[key];
  let pages: TemplatePage[] = [{ key, path: t.route, values: {} }];
  for (const [name, values] of Object.entries(t.params ?? {}))
    pages = pages.flatMap((p) =>
      values.map((v) => ({ ...p, path: p.path.replace(name, v), values: { ...p.values, [name]: v } })),
    );
  return pages;
}

/** Every app page below /{lang}/, from the table. */
export const ALL_TEMPLATE_PAGES: readonly TemplatePage[] = TEMPLATE_KEYS.flatMap(pagesOf);

/** The page the browser suite checks a template on: its first. */
export const TEMPLATE_PAGES: readonly TemplatePage[] = TEMPLATE_KEYS.map((k) => pagesOf(k)[0]!);

/** The template page at a path below /{lang}/ ('modes/ipvs/'), or undefined for none. */
export const templatePageAt = (path: string): TemplatePage | undefined =>
  ALL_TEMPLATE_PAGES.find((p) => p.path === path);

/** A page's template row, widened to the common shape. */
const rowOf = (p: TemplatePage): PageTemplate => TEMPLATES[p.key];
/** The expected head of a template page. */
export const headOf = (lang: Lang, p: TemplatePage) => rowOf(p).head(lang, p.values);
/** The nav item (`nav.<key>`) a template page marks as current, or undefined. */
export const navOf = (p: TemplatePage): NavSectionKey | undefined => rowOf(p).nav;
export const testIdOf = (p: TemplatePage) => rowOf(p).testId(p.values);
