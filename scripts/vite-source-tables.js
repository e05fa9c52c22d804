// `virtual:source-tables`: per language, the source registry as its pages show it
// (src/domain/source-table.ts). In the client build each table is a JSON file, fetched with the
// page's strings (src/i18n/source-table.ts): no page's JavaScript carries the registry, and a
// feature that adds sources adds bytes of data, not of code. The renderer, the dev server and
// the unit tests get the tables inline.
import { runnerImport } from 'vite';

const ID = 'virtual:source-tables';
const RESOLVED = `\0${ID}`;

/**
 * @param {string} registry the registry module's path (it exports `sourceTable(lang)`), read
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
      const { module } = /** @type {{ module: { sourceTable: (lang: string) => unknown } }} */ (
        await runnerImport(registry)
      );
      const tables = langs.map((lang) => {
        const json = JSON.stringify(module.sourceTable(lang));
        if (!build || options?.ssr) return `${JSON.stringify(lang)}: ${json}`;
        const ref = this.emitFile({ type: 'asset', name: `sources-${lang}.json`, source: json });
        return `${JSON.stringify(lang)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default { ${tables.join(', ')} };`;
    },
  };
}
