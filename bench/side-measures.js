// The bench's measures besides Lighthouse: the import parser's time (and what kube-proxy's own
// objects add to it) and `npm audit` of what ships. Each reports a failure as its result, never
// ends the run; and the child-process helper the bench builds with.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readAuditReport } from './npm-audit.js';

/**
 * Runs a command in `cwd`; resolves when it ends, never rejects.
 * @param {string} cwd
 * @param {string} cmd
 * @param {string[]} argv
 * @param {Record<string, string>} [env]
 * @param {{ capture?: boolean; timeoutMs?: number }} [options]
 * @returns {Promise<{ code: number | null; stdout: string; stderr: string }>}
 */
export function runIn(cwd, cmd, argv, env = {}, { capture = false, timeoutMs = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGTERM'), timeoutMs) : undefined;
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.on('error', (e) => resolve({ code: -1, stdout, stderr: String(e) }));
  });
}

/**
 * A measurement whose failure is reported in the results rather than ending the run.
 * @template T
 * @param {() => Promise<T>} measure
 * @returns {Promise<{ status: 'ok'; value: T } | { status: 'error'; reason: string }>}
 */
export async function attempt(measure) {
  try {
    return { status: 'ok', value: await measure() };
  } catch (e) {
    return { status: 'error', reason: e instanceof Error ? e.message : String(e) };
  }
}

const dumpModule = (/** @type {string} */ root) => path.join(root, 'bench/make-cluster-dump.js');

/**
 * The import parser on 5,000 nodes and 20,000 Services.
 * @returns {Promise<{ status: string; ms?: number | null; detail?: unknown; reason?: string }>}
 */
export async function importTiming(/** @type {string} */ root) {
  const file = dumpModule(root);
  if (!existsSync(file)) return { status: 'n/a', reason: 'bench/make-cluster-dump.js does not exist yet' };
  const timed = await attempt(async () => {
    /** @type {{ measureImport?: (options: object) => Promise<unknown> }} */
    const mod = await import(pathToFileURL(file).href);
    if (typeof mod.measureImport !== 'function') return undefined;
    return mod.measureImport({ nodes: 5000, services: 20000 });
  });
  if (timed.status === 'error') return timed;
  if (timed.value === undefined)
    return { status: 'n/a', reason: 'bench/make-cluster-dump.js exports no measureImport()' };
  const ms = typeof timed.value === 'number' ? timed.value : null;
  return {
    status: ms === null ? 'n/a' : 'ok',
    ms,
    detail: timed.value,
    reason: ms === null ? 'measureImport() returned no time' : undefined,
  };
}

/**
 * The same dump with and without kube-proxy's ConfigMap, DaemonSets and Events.
 * @returns {Promise<{ status: string; without?: number; with?: number; ratio?: number; reason?: string }>}
 */
export async function kubeProxyOverhead(/** @type {string} */ root) {
  const timed = await attempt(async () => {
    const mod = await import(pathToFileURL(dumpModule(root)).href);
    return /** @type {{ without: number; with: number; ratio: number }} */ (await mod.measureKubeProxyOverhead());
  });
  return timed.status === 'ok' ? { status: 'ok', ...timed.value } : timed;
}

/** `npm audit --omit=dev`: the advisories against what ships (unavailable offline). */
export async function auditProduction(/** @type {string} */ root) {
  return readAuditReport(
    await runIn(root, 'npm', ['audit', '--omit=dev', '--json'], {}, { capture: true, timeoutMs: 90_000 }),
  );
}
