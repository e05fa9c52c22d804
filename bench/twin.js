// A page's script-free twin (issue 64): the same prerendered HTML with every script removed —
// the inline boot script, the loader, any module preload — and the marks the boot script would
// have set written on <html> instead (`data-js`, and `data-query` for a URL with a query), so
// the twin's styles select exactly what the page's do before it hydrates. Served by the same
// host in the same run, it is the limit the page's own load can reach: what the page costs
// beyond it is what our scripts cost.

/**
 * @param {string} html a prerendered page
 * @param {{ query?: boolean }} [o] whether the twin stands for a URL with a query (a shared result link)
 * @returns {string}
 */
export function twinOf(html, { query = false } = {}) {
  if (!/<html\b/i.test(html)) throw new Error('not a page: no <html> element');
  const marks = ` data-js=""${query ? ' data-query=""' : ''}`;
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
    .replace(/<html\b([^>]*)>/i, (_m, /** @type {string} */ attrs) => `<html${attrs}${marks}>`);
}

/** Where a page's twin is served, inside the served folder (`query`: the shared link's twin). */
export const twinPath = (/** @type {string} */ page, query = false) =>
  `__bench/${query ? 'twin-query' : 'twin'}/${page}`;
