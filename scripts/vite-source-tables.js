// `virtual:source-tables`: per language and group, the source registry as its pages show it
// (src/domain/source-table.ts). In the client build each table is a JSON file, fetched with the
// page's strings (src/i18n/source-table.ts): no page's JavaScript carries the registry, and a
// feature that adds sources adds bytes of data, not of code. The renderer, the dev server and
// the unit tests get the tables inline.
import { runnerImport } from 'vite';

const ID = 'virtual:source-tables';
const RESOLVED = `\0${ID}`;

/**
 * @param {string} registry the registry module's path (it exports `sourceTable(lang, group)` and
 *   `SOURCE_GROUPS`), read
 *   through Vite's module runner so the config itself imports no TypeScript from src/
 * @param {readonly string[]} langs
 * @returns {import('vite').Plugin}
 */
export function sourceTables(registry, langs) {
  let build = false;
  return {
    name: 'kpg:source-tables',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id, options) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(registry);
      const { module } =
        /** @type {{ module: { sourceTable: (lang: string, group: string) => unknown; SOURCE_GROUPS: readonly string[] } }} */ (
          await runnerImport(registry)
        );
      // One table per language and group: a page loads `core` and the groups its routes declare.
      const tables = langs.map((lang) => {
        const groups = module.SOURCE_GROUPS.map((group) => {
          const json = JSON.stringify(module.sourceTable(lang, group));
          if (!build || options?.ssr) return `${JSON.stringify(group)}: ${json}`;
          const name = group === 'core' ? `sources-${lang}.json` : `sources-${group}-${lang}.json`;
          const ref = this.emitFile({ type: 'asset', name, source: json });
          return `${JSON.stringify(group)}: import.meta.ROLLUP_FILE_URL_${ref}`;
        });
        return `${JSON.stringify(lang)}: { ${groups.join(', ')} }`;
      });
      return `export default { ${tables.join(', ')} };`;
    },
  };
}
