// What the project's Markdown points at: links to files and headings, and repository paths
// written as code. Pure, so scripts/doc-links.test.js can hold every document to the tree.

/** Lines outside fenced code blocks, where a `#` is a shell comment, not a heading. */
function proseLines(/** @type {string} */ markdown) {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** A heading's text as a reader sees it: code marks and link targets dropped. */
const plainText = (/** @type {string} */ text) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, (c) => (c === '_' ? c : ''))
    .trim();

/**
 * The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as
 * hyphens, a repeated heading numbered from -1.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function headingAnchors(markdown) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  const anchors = new Set();
  for (const line of proseLines(markdown)) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = plainText(/** @type {string} */ (m[1]))
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/**
 * The document's own links (not web addresses): `[text](target)`, split into the file and the
 * anchor. An empty file is the document itself.
 * @param {string} markdown
 * @returns {{ file: string; anchor: string }[]}
 */
export function localLinks(markdown) {
  const prose = proseLines(markdown).join('\n');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => /** @type {string} */ (m[1]))
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .map((target) => {
      const [file = '', anchor = ''] = target.split('#');
      return { file, anchor };
    });
}

/** Folders of the repository a path written as code can start with. */
const REPO_FOLDERS = ['src', 'scripts', 'bench', 'e2e', 'docs', 'locales', 'public', '.ci'];

/**
 * Repository paths the document writes as code (`src/domain/sources.ts`), relative to the root,
 * with `{en,zh}` written out. A placeholder (`<name>`, `*`, `$param`) is not a path.
 * @param {string} markdown
 * @returns {string[]}
 */
export function codePaths(markdown) {
  const prose = proseLines(markdown).join('\n');
  const starts = new RegExp(`^(${REPO_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/`);
  return [...prose.matchAll(/`([^`\s]+)`/g)]
    .map((m) => /** @type {string} */ (m[1]))
    .filter((p) => starts.test(p) && !/[<>*$]/.test(p))
    .flatMap(expandBraces);
}

/**
 * `a.{en,zh}.html` → `a.en.html`, `a.zh.html`.
 * @param {string} path
 * @returns {string[]}
 */
function expandBraces(path) {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return /** @type {string} */ (m[1])
    .split(',')
    .flatMap((/** @type {string} */ v) => expandBraces(path.slice(0, m.index) + v + path.slice(m.index + m[0].length)));
}
