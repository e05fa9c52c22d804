/**
 * The site's sections, grouped as the header and the phone menu show them: defined once, read
 * by the navigation (site-nav.tsx), the sitemap (its order) and the built-file checks. Each
 * section names its page's route and its label (`nav.<key>` in common.json). A section is
 * listed once its page exists (the router has its route), so a feature adds its page and
 * nothing here; a group with no page yet is not shown at all.
 *
 * - `guide`: what a reader does to choose a mode; always in the header's row.
 * - `reference`: what a reader looks up; in the header, behind one "Reference" button.
 * On a phone both are lists in the menu, each under its name.
 */
interface NavSection {
  readonly key: string;
  readonly to: `/$lang/${string}`;
  /** Active only on this very path (the overview), not on the pages below it. */
  readonly exact?: boolean;
}

interface NavGroup {
  readonly key: 'guide' | 'reference';
  readonly sections: readonly NavSection[];
}

const NAV_GROUPS = [
  {
    key: 'guide',
    sections: [
      { key: 'overview', to: '/$lang/', exact: true },
      { key: 'compare', to: '/$lang/compare/' },
      { key: 'wizard', to: '/$lang/wizard/' },
      { key: 'scaling', to: '/$lang/scaling/' },
      { key: 'import', to: '/$lang/import/' },
    ],
  },
  {
    key: 'reference',
    sections: [
      { key: 'platforms', to: '/$lang/platforms/' },
      { key: 'migrate', to: '/$lang/migrate/' },
      { key: 'troubleshoot', to: '/$lang/troubleshoot/' },
      { key: 'settings', to: '/$lang/settings/' },
      { key: 'services', to: '/$lang/services/' },
      { key: 'plugins', to: '/$lang/plugins/' },
      { key: 'beyond', to: '/$lang/beyond-kube-proxy/' },
      { key: 'rules', to: '/$lang/rules/' },
      { key: 'changes', to: '/$lang/changes/' },
    ],
  },
] as const satisfies readonly NavGroup[];

type ListedSection = (typeof NAV_GROUPS)[number]['sections'][number];
export type NavSectionKey = ListedSection['key'];
/** A group as the navigation shows it: its sections whose page exists. */
export interface LiveGroup {
  readonly key: NavGroup['key'];
  readonly sections: readonly ListedSection[];
}

/** Every section of every group, in order. */
export const NAV_SECTIONS: readonly ListedSection[] = NAV_GROUPS.flatMap((g): readonly ListedSection[] => g.sections);

/**
 * Whether the router has a route for `to`, given the router's route paths (`routesByPath`'s
 * keys, which drop the trailing slash but the root's).
 */
export function hasRoute(routePaths: ReadonlySet<string>, to: string): boolean {
  return routePaths.has(to) || routePaths.has(to.replace(/\/$/, ''));
}

/** The groups as shown: only sections whose page exists, and only groups left with one. */
export function liveGroups(exists: (to: string) => boolean): LiveGroup[] {
  return NAV_GROUPS.map((g): LiveGroup => ({ key: g.key, sections: g.sections.filter((s) => exists(s.to)) })).filter(
    (g) => g.sections.length > 0,
  );
}
