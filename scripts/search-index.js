// The search index (Pagefind), built from the prerendered pages after they are written: every
// app page per language (Pagefind reads <html lang> and keeps one index per language), plus one
// record per row a reader looks up by its id or its sources — a rule of the rule book, a row of
// the comparison, a platform's statement, a plugin — pointing at that row's anchor. Written into
// the build as static files; the browser loads them only when search is used.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import * as pagefind from 'pagefind';

/**
 * The rows indexed as records of their own, per page (a path below the base): the element with
 * the anchor, where its text is (the comparison's anchor is on the row's header cell), and the
 * elements that print record ids (a rule's id, a threshold's key, the rules reading it): searchable,
 * but moved to the end of the record so its title and excerpt read as the page does.
 * @type {readonly { page: RegExp; anchor: string; text: 'self' | 'parent'; ids?: string; title?: string }[]}
 */
export const ROW_RECORDS = [
  { page: /^[a-z]+\/rules\/$/, anchor: 'tbody tr[id]', text: 'self', ids: '.rule-id, .rule-id-list, td > code' },
  { page: /^[a-z]+\/compare\/$/, anchor: 'tbody th[id]', text: 'parent' },
  { page: /^[a-z]+\/platforms\/[a-z0-9-]+\/$/, anchor: 'li[id^="statement-"]', text: 'self' },
  { page: /^[a-z]+\/plugins\/$/, anchor: 'tbody tr[id]', text: 'self' },
  // A setting's row is titled by what it does; its path (the first cell) stays a word of it.
  { page: /^[a-z]+\/settings\/$/, anchor: 'tbody tr[id]', text: 'self', title: 'td' },
];

/**
 * Pages not indexed: the search page itself (its section list would answer every query), and the
 * result page, whose prerendered text is a sample until the reader's answers arrive.
 */
const NOT_INDEXED = /^[a-z]+\/(?:search|result)\/$/;

/** Parts of a row that are controls, not content: copy buttons, icons. */
const SKIP = new Set(['button', 'svg', 'script', 'style']);
/**
 * The same controls in a whole page, the "#" links beside headings and rows, and the rule ids the
 * rule book prints beside each title (each rule's record keeps its id searchable).
 */
const CONTROLS = 'button, svg, .heading-anchor, .row-anchor, [aria-hidden="true"], .footnote-ref, .rule-id';

/**
 * The page as Pagefind should read it: without its controls, so "Copy code" and the headings'
 * "#" are not words of the page (nor of a heading's title in the results).
 * @param {string} html
 */
export function withoutControls(html) {
  const doc = parse(html, { comment: false });
  for (const el of doc.querySelectorAll(CONTROLS)) el.remove();
  // Links, chips and list items set side by side on the page are separate words to a reader.
  return doc.toString().replace(/<\/(a|li|span|code|time|th|td|p|dt|dd|strong|em)></g, '</$1> <');
}

/**
 * The words of an element as a reader sees them, with a space where cells, paragraphs and links
 * meet (node-html-parser's `text` runs "cell onecell two" together).
 * @param {import('node-html-parser').Node} node
 * @returns {string}
 */
export function textOf(node) {
  /** @type {string[]} */
  const parts = [];
  /** @param {import('node-html-parser').Node} n */
  const walk = (n) => {
    if (n.nodeType === 3) parts.push(n.text);
    else if (n.nodeType === 1) {
      const el = /** @type {import('node-html-parser').HTMLElement} */ (n);
      if (SKIP.has(el.rawTagName?.toLowerCase()) || el.getAttribute('aria-hidden') === 'true') return;
      // A numbered note ("Source 1") stands for a title the record takes from the list instead.
      if (el.classList?.contains('footnote-ref')) return;
      for (const c of el.childNodes) walk(c);
      parts.push(' ');
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The row records of one page: url (the page's, below the site root, with the row's anchor),
 * the row's words (its sources' titles and numbers among them), its label (the first cell, or
 * the start of a statement) and the page's title.
 * @param {string} page a path below the base: 'en/rules/'
 * @param {string} html
 */
export function rowRecords(page, html) {
  const spec = ROW_RECORDS.find((r) => r.page.test(page));
  if (!spec) return [];
  const doc = parse(html, { comment: false });
  const language = (doc.querySelector('html')?.getAttribute('lang') ?? 'en').toLowerCase();
  const pageTitle = textOf(doc.querySelector('main h1') ?? doc);
  /** The source list's entries by the address they link to. */
  const listed = new Map(
    doc
      .querySelectorAll('.source-list li')
      .map((li) => [li.querySelector('a')?.getAttribute('href') ?? '', textOf(li)]),
  );
  return doc.querySelectorAll(spec.anchor).map((anchor) => {
    const cell = spec.text === 'parent' && anchor.parentNode ? anchor.parentNode : anchor;
    // A copy of the row without the ids it prints: they follow its words instead of splitting them.
    const row = parse(cell.outerHTML, { comment: false });
    const ids = spec.ids ? row.querySelectorAll(spec.ids).map((el) => (el.remove(), textOf(el))) : [];
    // A row that cites its sources by numbered note gets the notes' full titles from the list.
    const cited = row.querySelectorAll('a.footnote-ref').map((a) => listed.get(a.getAttribute('href') ?? '') ?? '');
    const first = row.querySelector(spec.title ?? 'th, td');
    // The first cell's first part (a rule's title, a plugin's name), or a named cell whole.
    const label = textOf((spec.title ? first : first?.firstElementChild) ?? first ?? row).slice(0, 120);
    return {
      url: `/${page}#${anchor.id}`,
      // The ids the row prints stay searchable, last; an anchor it does not print is no word of it.
      content: [textOf(row), ...new Set(cited), ...new Set(ids)].join(' '),
      language,
      meta: { title: label, page: pageTitle },
    };
  });
}

/** What Pagefind writes that the site does not use: its own UIs (the page has its own). */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\./;

/**
 * Indexes the app pages of `dist` into `dist/pagefind/`.
 * @param {string} dist
 * @param {readonly string[]} pages every prerendered page, below the base ('en/compare/')
 */
export async function writeSearchIndex(dist, pages) {
  const { index } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error('pagefind: no index');
  let records = 0;
  for (const page of pages.filter((p) => /^[a-z]+\//.test(p) && !NOT_INDEXED.test(p))) {
    const html = await readFile(path.join(dist, page, 'index.html'), 'utf8');
    const added = await index.addHTMLFile({ url: `/${page}`, content: withoutControls(html) });
    if (added.errors.length > 0) throw new Error(`pagefind ${page}: ${added.errors.join('; ')}`);
    for (const record of rowRecords(page, html)) {
      const r = await index.addCustomRecord(record);
      if (r.errors.length > 0) throw new Error(`pagefind ${record.url}: ${r.errors.join('; ')}`);
      records++;
    }
  }
  const out = path.join(dist, 'pagefind');
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  for (const name of await readdir(out)) if (UNUSED.test(name)) await rm(path.join(out, name));
  return records;
}
