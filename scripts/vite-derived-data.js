// `virtual:<name>`: a table the domain derives from its own data, computed when the site is built
// and inlined as JSON where it is imported. A light module (what the wizard, the result and the
// migration verdict read about a platform) gets its facts without loading the heavy data they come
// from (the platform pages'), and without a second, hand-written copy of them.
import { runnerImport } from 'vite';

/**
 * @param {string} name the virtual module's name (`virtual:${name}`)
 * @param {string} modulePath the module that derives it, read through Vite's module runner so the
 *   config itself imports no TypeScript from src/
 * @param {string} exportName its export: a function of no arguments returning JSON-safe data
 * @returns {import('vite').Plugin}
 */
export function derivedData(name, modulePath, exportName) {
  const id = `virtual:${name}`;
  const resolved = `\0${id}`;
  return {
    name: `kpg:derived-${name}`,
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(loaded) {
      if (loaded !== resolved) return undefined;
      this.addWatchFile(modulePath);
      const { module } = /** @type {{ module: Record<string, () => unknown> }} */ (await runnerImport(modulePath));
      const derive = module[exportName];
      if (typeof derive !== 'function') throw new Error(`${modulePath} exports no function ${exportName}`);
      return `export default ${JSON.stringify(derive())};`;
    },
  };
}
