/**
 * The site's sections as the header and the phone menu list them, in order: defined once, read
 * by the navigation (site-nav.tsx) and by the built-file checks. Each names its page's route and
 * its label (`nav.<key>` in common.json); a section is listed once its page exists.
 */
export const NAV_SECTIONS = [
  { key: 'overview', to: '/$lang/', exact: true },
  { key: 'compare', to: '/$lang/compare/', exact: false },
  { key: 'wizard', to: '/$lang/wizard/', exact: false },
  { key: 'scaling', to: '/$lang/scaling/', exact: false },
  { key: 'import', to: '/$lang/import/', exact: false },
] as const;

export type NavSectionKey = (typeof NAV_SECTIONS)[number]['key'];
