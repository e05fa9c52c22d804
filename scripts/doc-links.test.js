import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codePaths, headingAnchors, localLinks } from './doc-links.js';

const root = path.resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (/** @type {string} */ rel) => readFileSync(path.join(root, rel), 'utf8');
/** Folders the work makes and git ignores (`bench/out/`): a document may name them. */
const made = read('.gitignore')
  .split('\n')
  .filter((l) => /^[\w.-]+\/[\w./-]*\/$/.test(l));

describe('reading Markdown', () => {
  it('gives headings the anchors GitHub gives them', () => {
    const md =
      '# Tests: each `thing`, cheapest first\n## Sizes today\n## Sizes today\n```sh\n# not a heading\n```\n### 中文 标题';
    expect([...headingAnchors(md)]).toEqual([
      'tests-each-thing-cheapest-first',
      'sizes-today',
      'sizes-today-1',
      '中文-标题',
    ]);
  });

  it('finds links to files and anchors, not web addresses or code', () => {
    const md = '[a](docs/x.md#part) [b](#here) [c](https://example.com/y.md)\n```\n[d](nowhere.md)\n```';
    expect(localLinks(md)).toEqual([
      { file: 'docs/x.md', anchor: 'part' },
      { file: '', anchor: 'here' },
    ]);
  });

  it('finds repository paths written as code, not placeholders or built files', () => {
    const md =
      '`src/domain/sources.ts`, `bench/fixtures/bare-compare.{en,zh}.html`, `src/features/<name>/`, `dist/`, `npm test`';
    expect(codePaths(md)).toEqual([
      'src/domain/sources.ts',
      'bench/fixtures/bare-compare.en.html',
      'bench/fixtures/bare-compare.zh.html',
    ]);
  });
});

describe('the documentation points at what exists', () => {
  it.each(DOCS)('%s: every link names an existing file and heading', (doc) => {
    const missing = localLinks(read(doc)).flatMap(({ file, anchor }) => {
      const target = file ? path.join(path.dirname(doc), file) : doc;
      if (!existsSync(path.join(root, target))) return [`${file}: no such file`];
      if (!anchor || statSync(path.join(root, target)).isDirectory()) return [];
      return headingAnchors(read(target)).has(anchor) ? [] : [`${file}#${anchor}: no such heading`];
    });
    expect(missing).toEqual([]);
  });

  it.each(DOCS)('%s: every repository path it writes exists', (doc) => {
    const missing = codePaths(read(doc)).filter(
      (p) => !made.some((m) => p.startsWith(m)) && !existsSync(path.join(root, p)),
    );
    expect(missing).toEqual([]);
  });

  it('code names only documents that exist', () => {
    /** @type {string[]} */
    const missing = [];
    const walk = (/** @type {string} */ dir) => {
      for (const name of readdirSync(path.join(root, dir))) {
        const rel = `${dir}/${name}`;
        if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
        else if (/\.(ts|tsx|js)$/.test(name) && rel !== 'scripts/doc-links.test.js')
          for (const m of read(rel).matchAll(/(?<![\w/.:-])docs\/[\w.-]+\.md/g))
            if (!existsSync(path.join(root, m[0]))) missing.push(`${rel}: ${m[0]}`);
      }
    };
    for (const dir of ['src', 'scripts', 'bench', 'e2e']) walk(dir);
    expect(missing).toEqual([]);
  });

  it("the README stays a newcomer's page: figures and history live in docs/ and git log", () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(160);
  });
});
