import tables from 'virtual:source-tables';
import type { SourceId } from '../domain/sources';
import { oldestDate, type ShownSource, type SourceTable } from '../domain/source-table';
import { fetchJson } from './fetch-json';
import type { Lang } from './langs';

/**
 * The sources as the pages show them, per language: loaded with the page's strings (main.tsx,
 * the `/$lang` route, the prerender) and then read synchronously while rendering, as strings are.
 */
const loaded: Partial<Record<Lang, SourceTable>> = {};

export async function loadSources(lang: Lang): Promise<void> {
  const table = tables[lang];
  // The client build gives the JSON file's URL; the renderer, dev and tests the table itself.
  loaded[lang] ??= typeof table === 'string' ? await fetchJson<SourceTable>(table) : table;
}

function table(lang: Lang): SourceTable {
  const t = loaded[lang];
  if (!t) throw new Error(`loadSources('${lang}') first`);
  return t;
}

/** A source's title, link, publisher and check date in `lang`'s edition. */
export function shownSource(id: SourceId, lang: Lang): ShownSource {
  const s = table(lang).sources[id];
  if (!s) throw new Error(`no source ${id}`);
  return s;
}

/** "Checked on": the oldest check date among the sources a fact rests on; undefined for none. */
export function checkedOn(ids: readonly SourceId[], lang: Lang): string | undefined {
  return oldestDate(ids.map((id) => shownSource(id, lang).checked));
}

/** The newest check date over every source: "facts last checked on …". */
export const newestCheck = (lang: Lang): string => table(lang).newest;
