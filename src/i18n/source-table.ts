import tables from 'virtual:source-tables';
import type { SourceGroup, SourceId } from '../domain/sources';
import { oldestDate, type ShownSource, type SourceTable } from '../domain/source-table';
import { fetchJson } from './fetch-json';
import type { Lang } from './langs';

/**
 * The sources as the pages show them, per language and group: loaded with the page's strings
 * (main.tsx, the `/$lang` route and the routes that declare a group, the prerender) and then read
 * synchronously while rendering, as strings are.
 */
const loaded: Partial<Record<Lang, Partial<Record<SourceGroup, SourceTable>>>> = {};

/** Loads `core` and the given groups of a language's sources (once each). */
export async function loadSources(lang: Lang, groups: readonly SourceGroup[] = []): Promise<void> {
  const mine = (loaded[lang] ??= {});
  await Promise.all(
    (['core', ...groups] as const).map(async (group) => {
      const table = tables[lang][group];
      // The client build gives the JSON file's URL; the renderer, dev and tests the table itself.
      mine[group] ??= typeof table === 'string' ? await fetchJson<SourceTable>(table) : table;
    }),
  );
}

function table(lang: Lang): SourceTable {
  const t = loaded[lang]?.core;
  if (!t) throw new Error(`loadSources('${lang}') first`);
  return t;
}

/** A source's title, link, publisher and check date in `lang`'s edition. */
export function shownSource(id: SourceId, lang: Lang): ShownSource {
  table(lang); // core first: a language not loaded at all names that fix
  const groups = loaded[lang] ?? {};
  for (const t of Object.values(groups)) {
    const s = t.sources[id];
    if (s) return s;
  }
  throw new Error(
    `no source ${id} in the loaded groups (${Object.keys(groups).join(', ')}): declare its group on the route`,
  );
}

/** "Checked on": the oldest check date among the sources a fact rests on; undefined for none. */
export function checkedOn(ids: readonly SourceId[], lang: Lang): string | undefined {
  return oldestDate(ids.map((id) => shownSource(id, lang).checked));
}

/** The newest check date over every source: "facts last checked on …". */
export const newestCheck = (lang: Lang): string => table(lang).newest;
