// Tags every page carries; page-specific ones come from page-head.ts.
export function documentHead(themeBoot: string) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      // No page address (with its answers) goes to the sites the sources link to: one policy
      // for every link instead of rel="noreferrer" on each of them.
      { name: 'referrer', content: 'no-referrer' },
    ],
    links: [{ rel: 'icon', href: `${import.meta.env.BASE_URL}favicon.svg`, type: 'image/svg+xml' }],
    scripts: [{ children: themeBoot }],
  };
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Prerendered without the app's scripts (the language chooser, 404.html). */
    documentOnly?: boolean;
  }
}
