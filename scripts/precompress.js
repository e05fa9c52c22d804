// Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of
// the build, as static-site builds do for hosts that serve precompressed files: nginx with
// `gzip_static` / `brotli_static`, Caddy's `precompressed`, scripts/serve.js. Compressing once at
// the highest settings is what keeps a page in the first round trip: /zh/compare is 12.4 KB as
// brotli-11, 15.1 KB as gzip-9, 16.7 KB as nginx's on-the-fly gzip (level 1) and 74 KB as it is.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;
/** Below this a compressed copy saves too little to be worth a file (nginx's gzip_min_length is 20). */
const MIN_BYTES = 256;

/** @param {Buffer} bytes */
export function compressBoth(bytes) {
  return {
    br: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gz: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else yield p;
  }
}

/** Precompresses every text file below `dir`; returns how many files it compressed. */
export async function precompress(/** @type {string} */ dir) {
  let count = 0;
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const { br, gz } = compressBoth(await readFile(file));
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    count++;
  }
  return count;
}
