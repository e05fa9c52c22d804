// The built site as files: every prerendered HTML page of a build folder, parsed once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, type HTMLElement } from 'node-html-parser';
import { BASE_OUT_DIR, OUT_DIR, SUB_PATH } from '../support/builds';
import { LANGS, ROOT_DIR, normalise, type Lang } from '../support/locales';

export interface Build {
  name: string;
  dir: string;
  /** The sub-path the build was made for (BASE_PATH), with both slashes. */
  base: string;
}

/** Both builds `npm test` makes: the root one and the sub-path one. */
export const BUILDS: readonly Build[] = [
  { name: 'root', dir: path.join(ROOT_DIR, OUT_DIR), base: '/' },
  { name: 'sub-path', dir: path.join(ROOT_DIR, BASE_OUT_DIR), base: SUB_PATH },
];

export interface BuiltPage {
  /** Below the base: 'en/compare/', '' for the chooser, '404.html'. */
  path: string;
  lang?: Lang;
  file: string;
  html: string;
  doc: HTMLElement;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (name === 'assets') return [];
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

const cache = new Map<string, BuiltPage[]>();

/** Every HTML page of the build, the chooser and 404.html included. */
export function builtPages(build: Build): BuiltPage[] {
  const hit = cache.get(build.dir);
  if (hit) return hit;
  if (!existsSync(build.dir)) throw new Error(`${build.dir} is missing: run npm run build and npm run build:base`);
  const pages = htmlFiles(build.dir)
    .map((file) => {
      const rel = path.relative(build.dir, file).split(path.sep).join('/');
      const p = rel === '404.html' ? rel : rel.replace(/index\.html$/, '');
      const html = readFileSync(file, 'utf8');
      const lang = LANGS.find((l) => p.startsWith(`${l}/`));
      return { path: p, file, html, doc: parse(html, { comment: false }), ...(lang ? { lang } : {}) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  cache.set(build.dir, pages);
  return pages;
}

/** The app pages (one per route and language), without the chooser and the 404 page. */
export const appPages = (build: Build) => builtPages(build).filter((p) => p.lang !== undefined);

/** The same route in the other language ('en/compare/' → 'zh/compare/'). */
export const inLang = (p: string, lang: Lang) => p.replace(/^[a-z]+\//, `${lang}/`);

/** Text of an element the way a reader sees it with scripts off, drawn-only parts left out. */
export function textOf(el: HTMLElement | null, hide = ''): string {
  if (!el) return '';
  const clone = parse(el.outerHTML);
  const hidden = `[data-client-only], script, style, template${hide ? `, ${hide}` : ''}`;
  for (const node of clone.querySelectorAll(hidden)) node.remove();
  return normalise(clone.structuredText);
}

/** The file a same-site URL path names, or undefined (a directory serves its index.html). */
export function fileFor(build: Build, urlPath: string): string | undefined {
  if (!urlPath.startsWith(build.base)) return undefined;
  const rel = decodeURIComponent(urlPath.slice(build.base.length));
  const candidate = path.join(build.dir, rel);
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  return existsSync(index) ? index : undefined;
}

/** The build's prerender entry (its `<dir>-ssr/prerender.js`, which `npm run build` writes). */
export async function prerenderEntry<T extends { listPages(): string[] }>(build: Build): Promise<T> {
  const entry = `${build.dir}-ssr/prerender.js`;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build and npm run build:base`);
  return (await import(pathToFileURL(entry).href)) as T;
}

/**
 * The pages the build's prerender entry lists (its router's routes, every path parameter
 * expanded), as paths of built files: '404/' is written as 404.html.
 */
export async function prerenderedPaths(build: Build): Promise<string[]> {
  return (await prerenderEntry(build)).listPages().map((p) => (p === '404/' ? '404.html' : p));
}

/** What differs between two page lists: pages one has and the other lacks. */
export function pageListDiff(built: readonly string[], expected: readonly string[]) {
  return {
    missing: expected.filter((p) => !built.includes(p)),
    unexpected: built.filter((p) => !expected.includes(p)),
  };
}
