import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressBoth, precompress } from './precompress.js';
import { startServer } from './serve.js';

const PAGE = `<!DOCTYPE html><html><body>${'<p>对比 nftables、iptables 与 IPVS</p>'.repeat(200)}</body></html>`;
let dir = '';
const portOf = (/** @type {import('node:http').Server} */ s) =>
  /** @type {import('node:net').AddressInfo} */ (s.address()).port;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'en'));
  await writeFile(path.join(dir, 'en/index.html'), PAGE);
  await writeFile(path.join(dir, '404.html'), PAGE);
  await writeFile(path.join(dir, 'tiny.css'), 'a{b:c}');
  await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies that decompress to the file, smaller than it', () => {
    const { br, gz } = compressBoth(Buffer.from(PAGE));
    expect(brotliDecompressSync(br).toString()).toBe(PAGE);
    expect(gunzipSync(gz).toString()).toBe(PAGE);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(PAGE.length / 10);
  });
  it('compresses text files of the build, and leaves tiny and binary files alone', async () => {
    expect(await precompress(dir)).toBe(2);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'en/index.html.br'))).toString()).toBe(PAGE);
    expect(existsSync(path.join(dir, 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});

describe('serve.js', () => {
  /** @type {import('node:http').Server | undefined} */
  let server;
  let origin = '';
  beforeAll(async () => {
    server = await startServer({ root: dir, port: 0, base: '/' });
    origin = `http://127.0.0.1:${portOf(server)}`;
  });
  afterAll(() => server?.close());
  /** @type {(p: string, encoding?: string) => Promise<{ res: Response; text: string }>} */
  const get = async (p, encoding) => {
    const res = await fetch(`${origin}${p}`, {
      headers: encoding ? { 'accept-encoding': encoding } : {},
      redirect: 'manual',
    });
    return { res, text: await res.text() };
  };
  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    for (const [accept, sent] of /** @type {[string, string | null][]} */ ([
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ])) {
      const { res, text } = await get('/en/', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(sent);
      expect(res.headers.get('vary')?.toLowerCase()).toBe('accept-encoding');
      expect(text).toBe(PAGE); // fetch decodes what it was sent
    }
  });
  it('a host without brotli (encodings: gzip) sends gzip to the same browser', async () => {
    const gzipOnly = await startServer({ root: dir, port: 0, base: '/', encodings: ['gzip'] });
    const res = await fetch(`http://127.0.0.1:${portOf(gzipOnly)}/en/`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(PAGE);
    gzipOnly.close();
  });
  it('behaves like nginx in front of the build: slash redirects, 404s, caching by path, a sub-path', async () => {
    const moved = await get('/en?x=1');
    expect([moved.res.status, moved.res.headers.get('location')]).toEqual([301, '/en/?x=1']);
    for (const p of ['/en/nothing', '/en/nothing/', '/404', '/../etc/passwd', '/%E0%A4%A'])
      expect((await get(p)).res.status, p).toBe(404);
    expect((await get('/tiny.css')).res.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/en/')).res.headers.get('content-type')).toBe('text/html;charset=utf-8');
    const sub = await startServer({ root: dir, port: 0, base: '/docs/guide/' });
    const at = (/** @type {string} */ p) => fetch(`http://127.0.0.1:${portOf(sub)}${p}`, { redirect: 'manual' });
    expect((await at('/docs/guide/en/')).status).toBe(200);
    expect((await at('/docs/guide')).headers.get('location')).toBe('/docs/guide/');
    expect((await at('/en/')).status).toBe(404);
    sub.close();
  });
  it('compresses the 404 page too, with its status', async () => {
    const { res, text } = await get('/nowhere/', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(text).toBe(PAGE);
  });
});
