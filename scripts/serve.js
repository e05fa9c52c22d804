// The preview server, in front of dist/ as nginx or object storage would be: a directory serves
// its index.html, a directory without its trailing slash redirects, and an unknown path gets
// 404.html with status 404; nothing is rewritten to a single-page shell. sirv sends a file, and
// like nginx with `brotli_static` and `gzip_static` the build's precompressed copy (file.br,
// file.gz) to a browser that accepts it; `encodings` narrows that choice (a host without brotli).
import { createServer } from 'node:http';
import { statSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { basePath, outDir } from './site-config.js';

/** @returns {'file' | 'dir' | null} */
function kindAt(/** @type {string} */ p) {
  const s = statSync(p, { throwIfNoEntry: false });
  return s?.isFile() ? 'file' : s?.isDirectory() ? 'dir' : null;
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
  const files = sirv(dir, {
    dev: true, // read the disk on each request: a build may finish after the server starts
    extensions: ['html'], // a directory's index.html (paths without a slash never reach sirv)
    brotli: encodings.includes('br'),
    gzip: encodings.includes('gzip'),
    setHeaders: (res, pathname) =>
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */
  const notFound = (req, res) => {
    // sirv answers 200 for the file it finds: the page is 404.html, the status stays 404.
    const writeHead = res.writeHead.bind(res);
    res.writeHead = /** @type {typeof res.writeHead} */ (
      (/** @type {number} */ _status, /** @type {import('node:http').OutgoingHttpHeaders} */ headers) =>
        writeHead(404, headers)
    );
    req.url = '/404.html';
    files(req, res, () => {
      res.end();
    });
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return notFound(req, res);
    let rel;
    try {
      rel = decodeURIComponent(url.pathname.slice(base.length - 1));
    } catch {
      return notFound(req, res);
    }
    const target = path.join(dir, rel);
    if (!target.startsWith(dir)) return notFound(req, res);
    if (!rel.endsWith('/')) {
      const kind = kindAt(target);
      if (kind === 'dir') return res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      if (kind !== 'file') return notFound(req, res);
    }
    req.url = rel;
    files(req, res, () => notFound(req, res));
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
