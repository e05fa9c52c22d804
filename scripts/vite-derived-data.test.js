import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { derivedData } from './vite-derived-data.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'derived-data-'));
const deriving = path.join(dir, 'table.ts');
writeFileSync(
  deriving,
  "const rows = [{ id: 'a', n: 1 }];\nexport const table = () => Object.fromEntries(rows.map((r) => [r.id, r.n]));\n",
);

/** Runs the plugin's resolveId and load hooks as Vite would, with the context load() needs. */
async function load(/** @type {import('vite').Plugin} */ plugin, /** @type {string} */ source) {
  const resolveId = /** @type {(s: string) => string | undefined} */ (plugin.resolveId);
  const id = resolveId(source);
  if (id === undefined) return undefined;
  const hook = /** @type {(this: { addWatchFile: () => void }, id: string) => Promise<string>} */ (
    /** @type {unknown} */ (plugin.load)
  );
  return hook.call({ addWatchFile: () => {} }, id);
}

describe('derivedData', () => {
  it('serves what the module derives, as JSON, under virtual:<name>', async () => {
    expect(await load(derivedData('t', deriving, 'table'), 'virtual:t')).toBe('export default {"a":1};');
  });

  it('leaves every other module alone', async () => {
    expect(await load(derivedData('t', deriving, 'table'), 'virtual:other')).toBeUndefined();
  });

  it('stops the build when the module has no such function', async () => {
    await expect(load(derivedData('t', deriving, 'missing'), 'virtual:t')).rejects.toThrow(
      /exports no function missing/,
    );
  });
});
