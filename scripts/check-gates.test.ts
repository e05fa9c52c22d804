// `npm run check` is only worth something if its gates fail. This test copies the repo (the files
// git tracks or would track, node_modules linked), then plants one fault per gate in a second
// copy, and runs each gate's own command from package.json in both: it must pass on the clean
// copy and fail on the planted one, naming the fault.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The planted files: Prettier's gate is run on these only (over the whole tree it costs ~15 s a copy). */
const FORMAT_FILES = 'src/domain/modes.ts locales/en/common.json';
const formatCheck = pkg.scripts['format:check'] ?? '';

/** Each gate of `npm run check`: the npm script it runs (here with arguments), and what it must name when it fails. */
const GATES = {
  format: { script: ['format:check'], names: 'src/domain/modes.ts' },
  knip: { script: ['knip'], names: 'plantedUnusedExport' },
  i18n: { script: ['unit', '--', 'scripts/i18n-audit/audit.test.ts'], names: 'plantedUnusedKey' },
} as const;
type Gate = keyof typeof GATES;

/**
 * The npm scripts `name` runs, itself included and followed through `npm run x` and
 * `run-p … x y` (npm-run-all2, which runs the scripts it names side by side).
 */
function stepsOf(name: string): string[] {
  const command = pkg.scripts[name] ?? '';
  const called = command.split('&&').flatMap((part) => {
    const words = part.trim().split(/\s+/);
    if (words[0] === 'npm' && words[1] === 'run') return [words[2]!];
    if (words[0] === 'run-p') return words.slice(1).filter((w) => !w.startsWith('-'));
    return [];
  });
  return [name, ...called.flatMap(stepsOf)];
}

/** Changes `file` of the copy in `dir`; throws if the edit changes nothing. */
function change(dir: string, file: string, edit: (text: string) => string) {
  const p = path.join(dir, file);
  const before = readFileSync(p, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`could not plant a fault in ${file}`);
  writeFileSync(p, after);
}

function plant(dir: string) {
  // An unused translation key, in both languages (so the both-languages check still passes).
  for (const lang of ['en', 'zh'])
    change(dir, `locales/${lang}/common.json`, (s) =>
      s.replace(/^\{\n/, '{\n  "plantedUnusedKey": "Planted by scripts/check-gates.test.ts",\n'),
    );
  // An export nothing imports, in a domain module.
  change(
    dir,
    'src/domain/answers/questions.ts',
    (s) => `${s}\nexport function plantedUnusedExport(): number {\n  return 1;\n}\n`,
  );
  // A file Prettier would write differently.
  change(dir, 'src/domain/modes.ts', (s) => `${s}\nexport const plantedUnformatted = {a:1,b :2}\n`);
}

/** A copy of the working tree: tracked and untracked-but-not-ignored files, node_modules linked. */
function copyRepo(dir: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    // node_modules is linked below (a linked node_modules is a file to git, not an ignored folder).
    .filter((f) => f && f !== 'node_modules' && existsSync(path.join(root, f)));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    cpSync(path.join(root, f), path.join(dir, f));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

const running = new Set<ChildProcess>();

/**
 * Runs `npm run <script…>` in `cwd` (format:check as its own command over the planted files);
 * resolves to its exit code and output.
 */
function npmRun(cwd: string, args: readonly string[]): Promise<{ code: number | null; output: string }> {
  const [cmd, cmdArgs] =
    args[0] === 'format:check'
      ? ['npx', [...formatCheck.replace(/ \.$/, '').split(' '), ...FORMAT_FILES.split(' ')]]
      : ['npm', ['run', '--silent', ...args]];
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    running.add(child);
    child.on('close', () => running.delete(child));
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let tmp = '';
const results = new Map<string, { code: number | null; output: string }>();

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'check-gates-'));
  const clean = path.join(tmp, 'clean');
  const planted = path.join(tmp, 'planted');
  copyRepo(clean);
  copyRepo(planted);
  plant(planted);
  // One gate at a time, the clean and the planted copy side by side.
  for (const [gate, { script }] of Object.entries(GATES)) {
    const [a, b] = await Promise.all([npmRun(clean, script), npmRun(planted, script)]);
    results.set(`clean ${gate}`, a);
    results.set(`planted ${gate}`, b);
  }
  // About 20 s on an idle 2-core machine; the margin is for a loaded one.
}, 240_000);

afterAll(() => {
  for (const child of running) child.kill();
  if (tmp) rmSync(tmp, { recursive: true, force: true, maxRetries: 5 });
});

describe('npm run check', () => {
  it('formats the whole tree, so the planted files are among those it checks', () => {
    expect(formatCheck).toBe('prettier --check .');
  });

  it('runs the format, knip and unit gates (the i18n audit is a unit test)', () => {
    const steps = stepsOf('check');
    for (const { script } of Object.values(GATES)) expect(steps).toContain(script[0]);
  });

  for (const gate of Object.keys(GATES) as Gate[]) {
    it(`${gate}: passes on a clean copy of the repo`, () => {
      const r = results.get(`clean ${gate}`);
      expect(r?.code, r?.output).toBe(0);
    });

    it(`${gate}: fails on the copy with the planted fault, naming it`, () => {
      const r = results.get(`planted ${gate}`);
      expect(r?.code, r?.output).not.toBe(0);
      expect(r?.output).toContain(GATES[gate].names);
    });
  }
});
