// Writes bench/fixtures/bare-compare.{en,zh}.html: the comparison matrix in each language as a
// hand-written-style static page (one plain table, a few lines of inline CSS, no JavaScript, no
// external file). `npm run bench` measures each next to /en/compare and /zh/compare, in the same
// language: the cost of being an app, with the cost of the language itself (Chinese text is
// more bytes and more work to lay out) on both sides.
// Run after changing the matrix data or the strings: node bench/make-bare-compare.js
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import i18next from 'i18next';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const load = async (/** @type {string} */ file) =>
  (await runnerImport(path.join(root, file), { configFile: false, logLevel: 'silent' })).module;
/** @type {typeof import('../src/domain/matrix/matrix')} */
const matrix = await load('src/domain/matrix/matrix.ts');
/** @type {typeof import('../src/domain/modes')} */
const { MODES } = await load('src/domain/modes.ts');
/** @type {typeof import('../src/domain/sources')} */
const { SOURCES, sourceUrl } = await load('src/domain/sources.ts');

const ns = 'compare';
const HTML_LANG = { en: 'en', zh: 'zh-CN' };

/**
 * Writes the bare page for one language.
 * @param {'en' | 'zh'} lang
 */
async function writeBarePage(lang) {
  const i18n = i18next.createInstance();
  const strings = async (/** @type {string} */ name) =>
    JSON.parse(await readFile(path.join(root, `locales/${lang}/${name}.json`), 'utf8'));
  await i18n.init({
    lng: lang,
    ns: [ns, 'common'],
    defaultNS: ns,
    resources: { [lang]: { [ns]: await strings(ns), common: await strings('common') } },
    interpolation: { escapeValue: false },
  });
  /** @type {(key: string, params?: Record<string, string | number>) => string} */
  const t = (key, params) => {
    if (!i18n.exists(key)) throw new Error(`locales/${lang} has no ${key}`);
    // The keys come from the matrix data at run time: the typed t(), which knows the app's
    // keys by type, is called as a plain function of a string.
    const plainT = /** @type {(key: string, params?: object) => string} */ (/** @type {unknown} */ (i18n.t.bind(i18n)));
    return plainT(key, params);
  };
  const esc = (/** @type {unknown} */ s) =>
    String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  // Sources numbered in order of first citation, as the page does.
  /** @type {Map<import('../src/domain/sources').SourceId, number>} */
  const footnotes = new Map();
  for (const row of matrix.ROWS)
    for (const c of matrix.rowCells(row.id))
      for (const id of c.sources) if (!footnotes.has(id)) footnotes.set(id, footnotes.size + 1);

  const cell = (/** @type {import('../src/domain/matrix/matrix').MatrixCell} */ c) =>
    `<td><b>${esc(t(c.valueKey, c.params))}</b><br>${esc(t(c.key, c.params))}` +
    (c.points?.length ? `<ul>${c.points.map((p) => `<li>${esc(t(p, c.params))}</li>`).join('')}</ul>` : '') +
    ` ${c.sources.map((id) => `<a class="fn" href="${esc(sourceUrl(id, lang))}">[${footnotes.get(id)}]</a>`).join(' ')}</td>`;

  const rows = matrix.ROWS.map(
    (r) =>
      `<tr id="${r.id}"><th scope="row">${esc(t(r.labelKey))}<br><small>${esc(t(r.hintKey))}</small></th>${matrix.rowCells(r.id).map(cell).join('')}</tr>`,
  ).join('\n');

  const html = `<!DOCTYPE html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t('page.title'))}</title>
<meta name="description" content="${esc(t('page.metaDescription'))}">
<link rel="icon" href="data:,">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:72rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}
th[scope=row]{width:16%}small{color:#555}a{color:#0645ad}.fn{display:inline-block;min-width:24px;min-height:24px;text-align:center}
</style>
</head>
<body>
<main>
<h1>${esc(t('page.title'))}</h1>
<p>${esc(t('page.intro'))}</p>
<p>${esc(t('page.cceSupport'))}</p>
<table>
<thead><tr><th scope="col">${esc(t('labels.property'))}</th>${MODES.map((m) => `<th scope="col">${esc(t(`common:modes.${m}`))}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>${esc(t('common:facts.sources'))}</h2>
<ol>
${[...footnotes.keys()].map((id) => `<li><a href="${esc(sourceUrl(id, lang))}">${esc(SOURCES[id].title)}</a></li>`).join('\n')}
</ol>
</main>
</body>
</html>
`;
  const out = path.join(root, `bench/fixtures/bare-compare.${lang}.html`);
  await writeFile(out, html);
  console.log(`wrote ${path.relative(root, out)} (${html.length} bytes)`);
}

for (const lang of /** @type {const} */ (['en', 'zh'])) await writeBarePage(lang);
