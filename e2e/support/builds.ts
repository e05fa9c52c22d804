// The two builds the tests run against, named once: the root build in OUT_DIR (dist/) and its
// sub-path twin (dist-base/, made by `npm run build:base` with this BASE_PATH). No Playwright here.
import { readFileSync } from 'node:fs';
import { siteUrl } from '../../scripts/site-config.js';

export const OUT_DIR = process.env.OUT_DIR ?? 'dist';
export const BASE_OUT_DIR = OUT_DIR === 'dist' ? 'dist-base' : `${OUT_DIR}-base`;
/** The BASE_PATH of the sub-path build (package.json's build:base sets the same). */
export const SUB_PATH = '/docs/kube-proxy/';
/** The absolute origin the builds write into canonical links, hreflang and the sitemap. */
export const SITE = siteUrl();

/** The example REPORT_URL the sub-path build sets (package.json's build:base); the root build sets none. */
export const BASE_REPORT_URL = (() => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const m = /REPORT_URL='([^']+)'/.exec(pkg.scripts['build:base'] ?? '');
  if (!m?.[1]) throw new Error("package.json's build:base sets no REPORT_URL");
  return m[1];
})();
