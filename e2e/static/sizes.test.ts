// The size budgets (scripts/size-budgets.js), read from the root build: each app page's HTML as
// a host compressing on the fly sends it, and the JavaScript it runs before it is interactive,
// against its template's budget in its language. Deterministic, so a feature that breaks one
// fails here, saying what the budget protects; what a browser measures stays in the bench.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { firstLoadScripts, routeIdOf } from '../../scripts/prerender-manifest.js';
import { sizeBudgetOf } from '../../scripts/size-budgets.js';
import { SOURCE_GROUPS, SOURCES } from '../../src/domain/sources';
import { appPages, BUILDS, prerenderEntry } from './site';

const build = BUILDS[0]!;
const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;
const pages = appPages(build);
const manifest = JSON.parse(readFileSync(`${build.dir}-ssr/client-manifest.json`, 'utf8')) as Manifest;
const entry = await prerenderEntry<{ listPages(): string[]; matchedRouteIds(base: string, path: string): string[] }>(
  build,
);

/** The page's budgets; every app page has them (a unit test holds them to the templates). */
const budgetOf = (page: string) => {
  const b = sizeBudgetOf(page);
  if (!b) throw new Error(`${page}: no size budget names its template (scripts/size-budgets.js)`);
  return b;
};

describe('HTML, gzip level 6', () => {
  it.each(pages.map((p) => [p.path, p] as const))('%s', (page, p) => {
    const b = budgetOf(page);
    expect(
      gzipBytes(p.html),
      `${page}: HTML over its budget, ${b.html} B (it protects: ${b.protects.html})`,
    ).toBeLessThanOrEqual(b.html);
  });
});

describe('first-load JavaScript, gzip', () => {
  it.each(pages.map((p) => [p.path] as const))('%s', (page) => {
    const routeIds = entry.matchedRouteIds(build.base, page);
    // The page's own route has its chunk in the manifest: a route id the manifest spelled
    // differently would silently count nothing of the page's own code.
    expect(Object.keys(manifest).some((k) => routeIdOf(k) === routeIds.at(-1))).toBe(true);
    const files = firstLoadScripts(manifest, routeIds);
    const bytes = files.reduce((sum, f) => sum + gzipBytes(readFileSync(path.join(build.dir, f))), 0);
    const b = budgetOf(page);
    expect(
      bytes,
      `${page}: over its budget, ${b.js} B (it protects: ${b.protects.js}): ${files.join(', ')}`,
    ).toBeLessThanOrEqual(b.js);
  });
});

it('no JavaScript file carries the source registry: pages fetch it as data, in their language', () => {
  const assets = path.join(build.dir, 'assets');
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  const inJs = Object.values(SOURCES).filter((s) => js.includes(JSON.stringify(s.title).slice(1, -1)));
  expect(inJs.map((s) => s.id)).toEqual([]);
  // One table per language and group (core: sources-en-…; others: sources-platforms-en-…); a
  // group whose tables are the same in both languages (no Chinese editions) is one file, as the
  // bundler emits an asset once.
  const tables = readdirSync(assets).filter((f) => /^sources-([a-z]+-)?(en|zh)-.*\.json$/.test(f));
  const groups = new Set(tables.map((f) => /^sources-(?:([a-z]+)-)?(?:en|zh)-/.exec(f)![1] ?? 'core'));
  expect([...groups].sort()).toEqual([...SOURCE_GROUPS].sort());
  expect(tables.length).toBeLessThanOrEqual(2 * SOURCE_GROUPS.length);
});
