// `virtual:source-tables`: one loader per language for the source registry as its pages show it
// (src/domain/source-table.ts). In the client build each table is a JSON file fetched with the
// page's strings, so no page's JavaScript carries the registry and a feature that adds sources
// adds bytes of data, not of code. The renderer, the dev server and the unit tests get the
// tables inline.

const ID = 'virtual:source-tables';
const RESOLVED = `\0${ID}`;

/**
 * @param {(lang: string) => unknown} tableOf the table of one language (sources.ts sourceTable)
 * @param {readonly string[]} langs
 * @returns {import('vite').Plugin}
 */
export function sourceTables(tableOf, langs) {
  let build = false;
  return {
    name: 'kpg:source-tables',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id, options) {
      if (id !== RESOLVED) return undefined;
      const loaders = langs.map((lang) => {
        const json = JSON.stringify(tableOf(lang));
        if (!build || options?.ssr) return `${JSON.stringify(lang)}: async () => (${json})`;
        const ref = this.emitFile({ type: 'asset', name: `sources-${lang}.json`, source: json });
        return `${JSON.stringify(lang)}: () => fetchJson(import.meta.ROLLUP_FILE_URL_${ref})`;
      });
      return [
        'const fetchJson = async (url) => {',
        '  const res = await fetch(url);',
        '  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);',
        '  return res.json();',
        '};',
        `export default { ${loaders.join(', ')} };`,
      ].join('\n');
    },
  };
}
