// Nothing covered in round 1 stops being covered: every old end-to-end title maps (title-map.ts)
// to a test that exists now, in the browser suite or among the checks of the built files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TITLE_MAP } from '../coverage/title-map';
import { ROOT_DIR } from '../support/locales';

const run = (args: string[]) =>
  execFileSync('npx', args, { cwd: ROOT_DIR, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });

/** `file › describe › title`, without the line and column Playwright prints. */
const e2eTitles = () =>
  run(['playwright', 'test', '--list'])
    .split('\n')
    .filter((l) => l.includes(' › '))
    .map((l) => l.replace(/^\s*\[chromium\] › /, '').replace(/:\d+:\d+ › /, ' › '));

const builtTitles = () =>
  run(['vitest', 'list', '--config', 'vitest.built.config.ts'])
    .split('\n')
    .filter((l) => l.startsWith('e2e/static/'));

describe('the round-1 end-to-end titles', () => {
  it('each maps to a test that exists now', () => {
    const old = readFileSync(`${ROOT_DIR}e2e/coverage/round1-titles.txt`, 'utf8').split('\n').filter(Boolean);
    expect(old).toHaveLength(439);
    const e2e = e2eTitles();
    const built = builtTitles();
    expect(e2e.length).toBeGreaterThan(100);
    expect(built.length).toBeGreaterThan(100);
    const problems: string[] = [];
    const used = new Set<number>();
    for (const title of old) {
      const i = TITLE_MAP.findIndex((m) => m.old.test(title));
      if (i === -1) {
        problems.push(`unmapped: ${title}`);
        continue;
      }
      used.add(i);
      const m = TITLE_MAP[i]!;
      if (m.kept && !e2e.includes(title)) problems.push(`kept but gone: ${title}`);
      for (const target of m.now ?? []) {
        const found = target.e2e ? e2e.some((t) => target.e2e!.test(t)) : built.some((t) => target.built!.test(t));
        if (!found) problems.push(`${title} → nothing matches ${String(target.e2e ?? target.built)}`);
      }
    }
    TITLE_MAP.forEach((m, i) => used.has(i) || problems.push(`map entry matches no old title: ${String(m.old)}`));
    expect(problems).toEqual([]);
  }, 120_000);
});
