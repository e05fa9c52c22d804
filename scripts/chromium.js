// The system Chromium and the flags every headless run here uses (Playwright, Lighthouse,
// screenshots): Playwright cannot download a browser on these machines.
import { existsSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The browser the end-to-end tests drive: Chromium's headless shell (Debian's
 * chromium-headless-shell), which is what Playwright itself runs for headless Chromium. The same
 * Blink renders the pages, without the full browser around it: on a 2-core machine a new page
 * opens about 3× and a page loads and hydrates about 2× faster than in the full browser's
 * headless mode. CHROME_PATH overrides it; without the package the full browser is used.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROME_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
