// TanStack Router's server renderer ends every page with inline scripts that hand its state to
// the browser: the `$_TSR` runtime with the dehydrated router (matches and asset manifest), and
// a stream-boundary script. The app builds that state itself (src/app/hydration-bootstrap.ts),
// so the prerender takes them out (~0.5 KB gzip a page, and two CSP hashes fewer) and checks
// that the browser's version equals the server's, page by page.
import vm from 'node:vm';
import { isDeepStrictEqual } from 'node:util';

// App pages get `data-tsr-stream-part` scripts; the script-free pages ('/', 404) one plain
// script after </html>, which starts the same way.
const TSR_SCRIPT_RE =
  /<script data-tsr-stream-part="">([\s\S]*?)<\/script>|<script>(\(self\.\$R=self\.\$R\|\|\{\}\)\["tsr"\][\s\S]*?)<\/script>/g;
const BOUNDARY_RE = /<script>document\.currentScript\.remove\(\);\/\*\$tsr-stream-boundary\*\/<\/script>/g;

/**
 * The router's start-up state as JSON data: the route matches and the asset manifest.
 * @typedef {{
 *   matches?: Record<string, unknown>[];
 *   manifest?: { routes?: Record<string, Record<string, unknown>>; [k: string]: unknown };
 *   [k: string]: unknown;
 * }} Dehydrated
 */

/**
 * Runs the router's inline scripts in a sandbox and returns what they put on `$_TSR.router`.
 * @param {string[]} scripts
 * @returns {Dehydrated | null}
 */
function evaluateDehydrated(scripts) {
  /** @type {{ document: object; self?: object; $_TSR?: { router?: unknown } }} */
  const sandbox = { document: { currentScript: { previousElementSibling: null, remove() {} } } };
  sandbox.self = sandbox;
  const context = vm.createContext(sandbox);
  for (const code of scripts) vm.runInContext(code, context, { timeout: 1000 });
  // Copied out of the sandbox's realm, so that deep equality compares plain data.
  return JSON.parse(JSON.stringify(sandbox.$_TSR?.router ?? null));
}

/**
 * `html` without the router's hand-over scripts, and the dehydrated router they carried
 * (null when there were none).
 */
export function takeHydrationScripts(/** @type {string} */ html) {
  const scripts = [...html.matchAll(TSR_SCRIPT_RE)].map((m) => m[1] ?? m[2] ?? '');
  const rest = html.replace(TSR_SCRIPT_RE, '').replace(BOUNDARY_RE, '');
  return { html: rest, dehydrated: scripts.length ? evaluateDehydrated(scripts) : null };
}

/**
 * Throws unless the browser-built state (`client`) stands in for the server's: the same matches
 * (ids, status, SSR flag; the timestamp is free) and no more than the client's manifest, apart
 * from the body scripts, which stay in the HTML.
 */
/**
 * @param {string} page
 * @param {Dehydrated | null} server
 * @param {{ matches?: object[]; manifest?: object }} client
 */
export function assertSameDehydration(page, server, client) {
  /** @type {(what: string, a: unknown, b: unknown) => never} */
  const fail = (what, a, b) => {
    throw new Error(
      `${page}: the server dehydrated ${what} ${JSON.stringify(a)}, the browser would build ${JSON.stringify(b)}`,
    );
  };
  if (!server) fail('nothing', null, client);
  /** @type {(obj: object | undefined, key: string) => Record<string, unknown>} */
  const without = (obj, key) => Object.fromEntries(Object.entries(obj ?? {}).filter(([k]) => k !== key));
  /** @type {(ms: object[] | undefined) => Record<string, unknown>[] | undefined} */
  const strip = (ms) => ms?.map((m) => without(m, 'u'));
  if (!isDeepStrictEqual(strip(server.matches), strip(client.matches))) fail('matches', server.matches, client.matches);
  const manifest = without(server.manifest, 'routes');
  const clientManifest = without(client.manifest, 'routes');
  if (!isDeepStrictEqual(manifest, clientManifest)) fail('manifest', manifest, clientManifest);
  for (const [id, assets] of Object.entries(server.manifest?.routes ?? {})) {
    const other = without(assets, 'scripts');
    if (Object.keys(other).length) fail(`assets for ${id}`, other, {});
  }
  const extra = Object.keys(server).filter((k) => k !== 'manifest' && k !== 'matches' && server[k] !== undefined);
  if (extra.length) fail('more fields', extra, []);
}
