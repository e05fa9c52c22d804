// The two builds the tests run against, named once: the root build in OUT_DIR (dist/) and its
// sub-path twin (dist-base/, made by `npm run build:base` with this BASE_PATH). No Playwright here.
import { siteUrl } from '../../scripts/site-config.js';

export const OUT_DIR = process.env.OUT_DIR ?? 'dist';
export const BASE_OUT_DIR = OUT_DIR === 'dist' ? 'dist-base' : `${OUT_DIR}-base`;
/** The BASE_PATH of the sub-path build (package.json's build:base sets the same). */
export const SUB_PATH = '/docs/kube-proxy/';
/** The absolute origin the builds write into canonical links, hreflang and the sitemap. */
export const SITE = siteUrl();
