// Pagefind's own browser script, run in Node against a build's index: the same files and the
// same ranking the page gets, without a browser. Pagefind reads the page's <html lang>, its files
// with fetch and its location once: each is given here (files from disk).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RANKING, type PagefindHitData } from '../../src/features/search/lib/results';

interface Pagefind {
  options(o: { baseUrl: string; ranking?: typeof RANKING }): Promise<void>;
  search(q: string): Promise<{ results: { score: number; data(): Promise<PagefindHitData> }[] } | null>;
}

let lang = 'en';
const g = globalThis as Record<string, unknown>;
g['fetch'] = async (url: string | URL) => new Response(await readFile(new URL(url)));
g['location'] ??= { href: 'http://localhost/' };
g['document'] = { querySelector: () => ({ getAttribute: () => lang }) };

/** A Pagefind of its own per language (the script keeps one index per module instance). */
export async function pagefindIn(dir: string, htmlLang: string, baseUrl = '/'): Promise<Pagefind> {
  lang = htmlLang;
  const url = `${pathToFileURL(path.join(dir, 'pagefind', 'pagefind.js')).href}?lang=${htmlLang}`;
  const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
  await pf.options({ baseUrl, ranking: RANKING });
  // The language is read on the first search: run one while `lang` is this one.
  await pf.search('kube-proxy');
  return pf;
}
