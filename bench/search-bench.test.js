import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexSizes } from './search-bench.js';

describe("the search index's bytes", () => {
  it('counts each language its meta, its wasm, its index chunks and fragments, and the shared script apart', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pagefind-'));
    await mkdir(path.join(dir, 'index'));
    await mkdir(path.join(dir, 'fragment'));
    const files = {
      'pagefind-entry.json': JSON.stringify({
        languages: {
          en: { hash: 'en_1', wasm: 'en', page_count: 3 },
          'zh-cn': { hash: 'zh-cn_2', wasm: null, page_count: 2 },
        },
      }),
      'pagefind.js': 'x'.repeat(100),
      'pagefind-worker.js': 'x'.repeat(50),
      'pagefind.en_1.pf_meta': 'x'.repeat(10),
      'pagefind.zh-cn_2.pf_meta': 'x'.repeat(20),
      'wasm.en.pagefind': 'x'.repeat(1000),
      'wasm.unknown.pagefind': 'x'.repeat(900),
      'index/en_a.pf_index': 'x'.repeat(5),
      'index/zh-cn_b.pf_index': 'x'.repeat(7),
      'fragment/en_c.pf_fragment': 'x'.repeat(3),
      'fragment/en_d.pf_fragment': 'x'.repeat(4),
    };
    for (const [f, text] of Object.entries(files)) await writeFile(path.join(dir, f), text);
    expect(await indexSizes(dir)).toEqual({
      shared: 150,
      languages: {
        en: { bytes: 10 + 1000 + 5 + 3 + 4, files: 5, pages: 3 },
        'zh-cn': { bytes: 20 + 900 + 7, files: 3, pages: 2 },
      },
    });
  });
});
