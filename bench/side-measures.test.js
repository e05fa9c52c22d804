import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempt, importTiming, kubeProxyOverhead, runIn } from './side-measures.js';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'side-measures-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the bench's side measures", () => {
  it('report a failure as their result instead of ending the run', async () => {
    expect(await attempt(async () => 7)).toEqual({ status: 'ok', value: 7 });
    expect(
      await attempt(async () => {
        throw new Error('busy');
      }),
    ).toEqual({ status: 'error', reason: 'busy' });
    expect(await importTiming(root)).toEqual({
      status: 'n/a',
      reason: 'bench/make-cluster-dump.js does not exist yet',
    });
    expect((await kubeProxyOverhead(root)).status).toBe('error');
  });

  it('time the import through the dump module, and run commands with their output captured', async () => {
    await mkdir(path.join(root, 'bench'));
    await writeFile(
      path.join(root, 'bench/make-cluster-dump.js'),
      'export const measureImport = async () => 42;\nexport const measureKubeProxyOverhead = async () => ({ without: 10, with: 12, ratio: 1.2 });\n',
    );
    expect(await importTiming(root)).toMatchObject({ status: 'ok', ms: 42 });
    expect(await kubeProxyOverhead(root)).toEqual({ status: 'ok', without: 10, with: 12, ratio: 1.2 });
    const r = await runIn(root, 'node', ['-e', 'console.log(process.cwd())'], {}, { capture: true });
    expect([r.code, r.stdout.trim()]).toEqual([0, root]);
  });
});
