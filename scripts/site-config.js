// Build-time settings shared by vite.config.ts, the prerender and the static server.

/** @typedef {Record<string, string | undefined>} Env */

/** The sub-path the site is served under, always with leading and trailing slash. */
export function basePath(/** @type {Env} */ env = process.env) {
  const raw = (env.BASE_PATH ?? '/').trim();
  const inner = raw.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/** Absolute origin for canonical links, hreflang alternates and the sitemap. */
export function siteUrl(/** @type {Env} */ env = process.env) {
  return (env.SITE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');
}

/**
 * The build's warning when its canonical links, sitemap and feeds would name this machine (SITE_URL
 * unset, or a loopback address): fine to try the build, wrong to deploy. Empty when there is none.
 */
export function localSiteWarning(/** @type {Env} */ env = process.env) {
  const site = siteUrl(env);
  const host = new URL(site).hostname;
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host.startsWith('127.');
  if (!local) return '';
  return `warning: canonical links, hreflang alternates, the sitemap and the feeds name ${site}. Before you deploy, build with the site's address: SITE_URL=https://docs.example.com npm run build`;
}

export const LANGS = ['en', 'zh'];

/** One date for the client and the prerender builds (BUILD_DATE pins it). */
export function buildDate(/** @type {Env} */ env = process.env) {
  return env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);
}

/** Where the build writes the site (the sub-path e2e build uses its own folder). */
export function outDir(/** @type {Env} */ env = process.env) {
  return env.OUT_DIR ?? 'dist';
}

/**
 * Where "report a problem with this fact" links go: an http(s) URL template with {fact}, {page}
 * and {lang} (each filled URL-encoded), e.g. a GitHub new-issue link. Unset: no report links.
 */
export function reportUrl(/** @type {Env} */ env = process.env) {
  const raw = (env.REPORT_URL ?? '').trim();
  if (!raw) return '';
  if (!/^https?:\/\/[^\s]+$/.test(raw) || !raw.includes('{fact}'))
    throw new Error(`REPORT_URL must be an http(s) URL that names {fact} (and may name {page} and {lang}): ${raw}`);
  return raw;
}
