/// <reference types="vite/client" />

/** ISO date of the build, shown in the footer (same in the prerender and the client). */
declare const __BUILD_DATE__: string;
/** Absolute origin for canonical and hreflang links, from SITE_URL. */
declare const __SITE_URL__: string;
/** Where reports of a wrong fact go: a URL template from REPORT_URL, or '' for none. */
declare const __REPORT_URL__: string;

/** When each platform's mode is chosen and how it runs kube-proxy, derived from the platform data at build time. */
declare module 'virtual:platform-choice' {
  import type { PlatformChoice } from './domain/platforms/choice-table';
  import type { PlatformId } from './domain/platforms/model';
  const table: Readonly<Partial<Record<PlatformId, PlatformChoice>>>;
  export default table;
}

/** The source registry per language, as its pages show it (scripts/vite-source-tables.js). */
declare module 'virtual:source-tables' {
  import type { SourceTable } from './domain/source-table';
  import type { SourceGroup } from './domain/sources';
  /** Per language and group: the table's JSON file (client build), or the table itself. */
  const tables: Readonly<Record<'en' | 'zh', Readonly<Record<SourceGroup, string | SourceTable>>>>;
  export default tables;
}
