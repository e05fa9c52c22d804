/**
 * The source registry as a page shows it, one table per language: what the browser loads as
 * JSON with the page's strings (src/i18n/source-table.ts), so no page carries the registry in
 * its JavaScript. Built from the registry at build time (sources.ts `sourceTable`).
 */
export interface ShownSource {
  /** The title in this language's edition (sources.ts `sourceTitle`). */
  title: string;
  /** The link in this language's edition (sources.ts `sourceUrl`). */
  url: string;
  publisher: string;
  /** ISO date the entry was last checked against the publisher's page. */
  checked: string;
}

export interface SourceTable {
  /** The newest `checked` date over all sources: "facts last checked on …". */
  newest: string;
  /** Every source by its id. */
  sources: Readonly<Record<string, ShownSource>>;
}

/** The oldest of ISO dates (they sort as text); `undefined` for none. */
export function oldestDate(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((min, d) => (min === undefined || d < min ? d : min), undefined);
}
