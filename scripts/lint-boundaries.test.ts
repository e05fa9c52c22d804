// The import boundaries hold only if lint fails on a crossing. Lint runs here on planted code (ESLint's
// lintText with a path inside src, against the project's own config): from every feature into
// another, and from the shared UI into the app.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The rule ids lint reports for `code` as if it were the file at `file` (relative to the repo). */
async function ruleIdsOf(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

/** Any module of a folder, to import from a planted file. */
function aModuleIn(dir: string): string {
  const walk = (d: string): string | undefined => {
    for (const e of readdirSync(path.join(root, d), { withFileTypes: true })) {
      const p = `${d}/${e.name}`;
      if (e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.')) return p;
      if (e.isDirectory()) {
        const found = walk(p);
        if (found) return found;
      }
    }
    return undefined;
  };
  const found = walk(dir);
  if (!found) throw new Error(`no module in ${dir}`);
  return found;
}

const importOf = (from: string, to: string) => {
  const rel = path.relative(path.dirname(from), to).replace(/\.tsx?$/, '');
  return `import * as planted from '${rel.startsWith('.') ? rel : `./${rel}`}';\nexport const used = planted;\n`;
};

describe('the import boundaries', () => {
  it('cover every feature folder (at least the 16 of today)', () => {
    expect(features.length).toBeGreaterThanOrEqual(16);
  });

  it.each(features)('a feature importing another fails lint: %s', async (feature) => {
    const other = features.find((f) => f !== feature)!;
    const file = `src/features/${feature}/planted.ts`;
    const ids = await ruleIdsOf(file, importOf(file, aModuleIn(`src/features/${other}`)));
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('a feature importing its own modules passes', async () => {
    const file = 'src/features/compare/planted.ts';
    expect(await ruleIdsOf(file, importOf(file, aModuleIn('src/features/compare')))).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('the shared UI importing the app fails lint', async () => {
    const file = 'src/ui/planted.ts';
    const ids = await ruleIdsOf(file, importOf(file, path.join(root, 'src/app/page-head.ts')));
    expect(ids).toContain('import-x/no-restricted-paths');
  });
});
