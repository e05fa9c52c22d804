// Content-Security-Policy for the prerendered pages, as a <meta> tag (a static host may not let
// us set headers). Runs after prerendering, because the inline scripts are only final then:
// the theme boot script, the `/` redirect script and the app loader, so each file gets its own
// hashes.
import { createHash } from 'node:crypto';

/** `<script …>text</script>`; the text of a script element is raw (no entities, ends at `</script`). */
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The text of every inline (non-`src`) script in the document, in order. */
export function inlineScripts(/** @type {string} */ html) {
  const out = [];
  for (const [, attrs, text = ''] of html.matchAll(SCRIPT_RE)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    out.push(text);
  }
  return out;
}

/** The CSP source expression for one inline script: the base64 SHA-256 of its UTF-8 text. */
export function scriptHash(/** @type {string} */ text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy for one document: scripts from the site itself, plus exactly its inline scripts. */
export function policyFor(/** @type {string} */ html) {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  return [
    // Every fetch directive left out falls back to this one: fonts, the scaling benchmark's
    // module worker, connections and the manifest come from the site itself and nowhere else.
    "default-src 'self'",
    // No 'unsafe-inline' and no 'unsafe-eval': an injected inline script or eval() is refused.
    // 'wasm-unsafe-eval' lets the search (Pagefind, on every page once the search opens) compile
    // its WebAssembly from the site's own files; it allows no eval() of JavaScript.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes].join(' '),
    // React renders `style={…}` as style attributes (chart sizes, bar widths, the matrix's
    // column layout); CSP cannot hash attributes, so inline styles need 'unsafe-inline'.
    // Style attributes cannot run script, so this does not weaken the script policy.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // No plugins at all (stricter than the default); base-uri and form-action do not fall
    // back to default-src, so they are named.
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // frame-ancestors (clickjacking) is ignored in a <meta> policy: the host must send it as a
    // header (`Content-Security-Policy: frame-ancestors 'none'`) or send X-Frame-Options: DENY.
  ].join('; ');
}

/**
 * Puts the page's CSP <meta> at the start of <head>, right after the charset declaration and
 * before any script: a meta policy only governs what the parser meets after it.
 */
export function injectCsp(/** @type {string} */ html) {
  if (/http-equiv=["']?content-security-policy/i.test(html)) throw new Error('document already has a CSP meta tag');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  const head = /<head\b[^>]*>/i.exec(html);
  const anchor = charset ?? head;
  if (!anchor) throw new Error('document has no <head>');
  const at = anchor.index + anchor[0].length;
  const firstScript = html.search(/<script\b/i);
  if (firstScript !== -1 && firstScript < at) throw new Error('a script precedes the place for the CSP meta tag');
  return html.slice(0, at) + meta + html.slice(at);
}
