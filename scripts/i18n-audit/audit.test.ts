import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  collectKeyUses,
  compareLocales,
  findHardCodedStrings,
  findUnusedKeys,
  listCodeFiles,
  listSourceFiles,
} from './audit';
import { dataKeys } from './data-keys';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

describe('the translation check', () => {
  it('finds no hard-coded user-visible string in src/', () => {
    const files = listSourceFiles(path.join(root, 'src'));
    expect(files.length).toBeGreaterThan(10);
    const findings = files.flatMap((f) => findHardCodedStrings(path.relative(root, f), readFileSync(f, 'utf8')));
    expect(findings).toEqual([]);
  });

  it('finds every locale key in both languages, with a value', () => {
    expect(compareLocales(path.join(root, 'locales'))).toEqual([]);
  });

  it('finds no unused key: every key is named by the code or built from the domain data', () => {
    const domain = path.join(root, 'src', 'domain') + path.sep;
    const uses = listCodeFiles(path.join(root, 'src')).map((f) =>
      collectKeyUses(path.relative(root, f), readFileSync(f, 'utf8'), {
        defaultNs: 'common',
        patterns: f.startsWith(domain) ? 'namespaced' : 'all',
      }),
    );
    // The bench's bare comparison page renders keys of compare.json (its default namespace).
    const bench = 'bench/make-bare-compare.js';
    uses.push(
      collectKeyUses(bench, readFileSync(path.join(root, bench), 'utf8'), { defaultNs: 'compare', fileNs: 'compare' }),
    );
    const unused = findUnusedKeys(path.join(root, 'locales'), uses, dataKeys());
    expect(unused.map((f) => `${f.file}: ${f.problem}`)).toEqual([]);
  });

  it('catches the unused keys of the key fixture, and only those', () => {
    const file = path.join(fixtures, 'keys', 'uses-keys.tsx');
    const uses = collectKeyUses('uses-keys.tsx', readFileSync(file, 'utf8'), { defaultNs: 'common' });
    const data = new Map([['page', new Set(['fromData'])]]);
    const problems = findUnusedKeys(path.join(fixtures, 'keys'), [uses], data).map((f) => `${f.file}: ${f.problem}`);
    expect(problems).toEqual([
      'en/common.json: unused key "title"',
      'en/page.json: unused key "kinds.gamma.name"',
      'en/page.json: unused key "shared"',
      'en/page.json: unused key "orphan"',
    ]);
  });

  it('reads only the templates that name their namespace in domain code', () => {
    const source = [
      'export const cellKey = (row: string) => `cells.${row}.text`;',
      'export const label = (t: (key: string) => string, k: string) => t(`page:kinds.${k}.name`);',
    ].join('\n');
    const domain = collectKeyUses('domain.ts', source, { defaultNs: 'common', patterns: 'namespaced' });
    expect(domain.patterns).toEqual([{ ns: 'page', pieces: ['kinds.', '.name'] }]);
    expect(collectKeyUses('ui.ts', source, { defaultNs: 'common' }).patterns).toHaveLength(2);
  });

  it('catches each kind of hard-coded string in the bad fixture', () => {
    const file = path.join(fixtures, 'bad-component.tsx');
    const problems = findHardCodedStrings('bad-component.tsx', readFileSync(file, 'utf8')).map((f) => f.problem);
    expect(problems).toEqual([
      'attribute aria-label="Settings"',
      'JSX text "Hard-coded heading"',
      'attribute alt="A diagram"',
      'attribute placeholder="Type here"',
      'attribute title="Close"',
      'JSX string "Click me"',
      'JSX text "中文也算"',
      'JSX text "/ 100 — ok"',
    ]);
  });

  it('catches missing keys, one-language keys, missing files and empty values', () => {
    const problems = compareLocales(path.join(fixtures, 'locales')).map((f) => `${f.file}: ${f.problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'zh/common.json: empty value for "d"',
        'zh/common.json: "a.e" exists only in zh',
        'zh/common.json: "a.c" exists only in en',
        expect.stringMatching(/^zh\/extra\.json: missing or unreadable/),
      ]),
    );
  });
});
