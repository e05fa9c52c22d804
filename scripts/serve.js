// A small static file server that behaves like nginx or object storage in front of dist/:
// directories serve index.html, a directory without its trailing slash redirects, and an
// unknown path gets 404.html with status 404. Nothing is rewritten to a single-page shell.
// Like nginx with `brotli_static` and `gzip_static`, it sends the build's precompressed copy
// (file.br, file.gz) to a browser that accepts it; `encodings` narrows that choice.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
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

/**
 * Where to listen: `--host` and `--port` (or HOST and PORT), this machine only by default.
 * `--host 0.0.0.0` opens the guide to the local network, to try it from a phone.
 */
export function listenOptions(/** @type {string[]} */ args, /** @type {Record<string, string | undefined>} */ env) {
  const { values } = parseArgs({ args, options: { host: { type: 'string' }, port: { type: 'string' } } });
  const host = values.host ?? env.HOST ?? '127.0.0.1';
  const rawPort = values.port ?? env.PORT ?? '4173';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535)
    throw new Error(`--port must be a number from 1 to 65535: ${rawPort}`);
  return { host, port };
}

/** The addresses to open the guide at: this machine's network addresses when listening on all of them. */
function addresses(/** @type {string} */ host) {
  if (host !== '0.0.0.0' && host !== '::') return [host === '127.0.0.1' || host === '::1' ? 'localhost' : host];
  const ips = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address ?? '');
  return ['localhost', ...ips];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { host, port } = listenOptions(process.argv.slice(2), process.env);
  const base = basePath();
  await startServer({ port, host, base });
  for (const a of addresses(host)) console.log(`kube-proxy mode guide: http://${a}:${port}${base}`);
}
