/// <reference types="vite/client" />

/** ISO date of the build, shown in the footer (same in the prerender and the client). */
declare const __BUILD_DATE__: string;
/** Absolute origin for canonical and hreflang links, from SITE_URL. */
declare const __SITE_URL__: string;
