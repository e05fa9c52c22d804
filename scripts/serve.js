// A small static file server that behaves like nginx or object storage in front of dist/:
// directories serve index.html, a directory without its trailing slash redirects, and an
// unknown path gets 404.html with status 404. Nothing is rewritten to a single-page shell.
// Like nginx with `brotli_static` and `gzip_static`, it sends the build's precompressed copy
// (file.br, file.gz) to a browser that accepts it; `encodings` narrows that choice.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { basePath, outDir } from './site-config.js';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** @returns {Promise<'file' | 'dir' | null>} */
async function fileAt(/** @type {string} */ p) {
  try {
    const s = await stat(p);
    return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

/** @type {[encoding: string, ext: string][]} */
const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The encodings the build has a precompressed copy of `file` in, brotli first. */
async function copiesOf(/** @type {string} */ file) {
  /** @type {{ encoding: string; file: string }[]} */
  const found = [];
  for (const [encoding, ext] of COPIES)
    if ((await fileAt(file + ext)) === 'file') found.push({ encoding, file: file + ext });
  return found;
}

/**
 * Serves `root` below `base`; resolves once it listens (port 0: any free port).
 * @param {{ root?: string; port?: number; host?: string; base?: string; encodings?: string[] }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({
  root = outDir(),
  port = 4173,
  host = '127.0.0.1',
  base = basePath(),
  encodings = ['br', 'gzip'],
} = {}) {
  const dir = path.resolve(root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    /** @type {(status: number, file: string, headers?: Record<string, string>) => Promise<void>} */
    const send = async (status, file, headers = {}) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const copies = await copiesOf(file);
      const accepted = new Set(
        String(req.headers['accept-encoding'] ?? '')
          .split(',')
          .map((e) => (e.split(';')[0] ?? '').trim()),
      );
      const copy = copies.find((c) => encodings.includes(c.encoding) && accepted.has(c.encoding));
      const body = await readFile(copy?.file ?? file);
      res.writeHead(status, {
        'content-type': type,
        ...(copy ? { 'content-encoding': copy.encoding } : {}),
        ...(copies.length ? { vary: 'accept-encoding' } : {}),
        'content-length': body.length,
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => send(404, path.join(dir, '404.html'));
    if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return notFound();
    let rel;
    try {
      rel = decodeURIComponent(url.pathname.slice(base.length - 1));
    } catch {
      return notFound();
    }
    const target = path.join(dir, rel);
    if (!target.startsWith(dir)) return notFound();
    const kind = await fileAt(target);
    if (kind === 'file') {
      const immutable = rel.startsWith('/assets/');
      return send(200, target, { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' });
    }
    if (kind === 'dir') {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { location: `${url.pathname}/${url.search}` });
        return res.end();
      }
      if ((await fileAt(path.join(target, 'index.html'))) === 'file')
        return send(200, path.join(target, 'index.html'), { 'cache-control': 'no-cache' });
    }
    return notFound();
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const base = basePath();
  await startServer({ port, base });
  console.log(`kube-proxy mode guide: http://localhost:${port}${base}`);
}
