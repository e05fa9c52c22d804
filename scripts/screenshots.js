// Full-page screenshots of every page × language × colour scheme × width, for eyeballing.
//
//   node scripts/screenshots.js            # all of them, into screenshots/
//   node scripts/screenshots.js zh-compare # only names containing "zh-compare"
//
// Serves the built site (OUT_DIR, default dist/; BASE_PATH as it was built with) on a free
// port with scripts/serve.js and drives the system Chromium (CHROME_PATH to override).
// Files are named <lang>-<page>-<theme>-<width>.png; the language chooser and the 404 page,
// which speak both languages, use "bi" for <lang>.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.js';
import { drawCharts } from './draw-charts.js';
import { startServer } from './serve.js';
import { basePath, outDir } from './site-config.js';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, outDir());
const outFolder = path.join(root, 'screenshots');
const base = basePath();
const filter = parseArgs({ allowPositionals: true }).positionals[0] ?? '';

const LANGS = ['en', 'zh'];
/** @type {[name: string, path: string][]} */
const PAGES = [
  ['overview', ''],
  ['compare', 'compare/'],
  ['wizard', 'wizard/'],
  ['result', 'result/'],
  ['scaling', 'scaling/'],
  ['import', 'import/'],
  ['modes-nftables', 'modes/nftables/'],
  ['modes-iptables', 'modes/iptables/'],
  ['modes-ipvs', 'modes/ipvs/'],
];
/** @type {('light' | 'dark')[]} */
const THEMES = ['light', 'dark'];
const WIDTHS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  { width: 1280, height: 800, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
];

/** Each page to shoot: its language ('bi': both), name, path below the base, and whether the app runs. */
function shots() {
  const list = [];
  for (const lang of LANGS) {
    for (const [page, p] of PAGES) {
      if (existsSync(path.join(dist, lang, p, 'index.html')))
        list.push({ lang, page, path: `${lang}/${p}`, app: true });
    }
  }
  list.push({ lang: 'bi', page: 'chooser', path: '', app: false });
  list.push({ lang: 'bi', page: '404', path: 'no-such-page/', app: false });
  return list;
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(1);
}

const server = await startServer({ root: dist, port: 0, base });
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const origin = `http://localhost:${port}`;
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_ARGS,
});

let taken = 0;
let problems = 0;
const failed = [];
try {
  await mkdir(outFolder, { recursive: true });
  for (const shot of shots()) {
    for (const theme of THEMES) {
      for (const { width, height, ...device } of WIDTHS) {
        const name = `${shot.lang}-${shot.page}-${theme}-${width}`;
        if (filter && !name.includes(filter)) continue;
        // The chooser redirects when scripts run: shoot it as a visitor without JavaScript sees it.
        const context = await browser.newContext({
          viewport: { width, height },
          ...device,
          colorScheme: theme,
          locale: shot.lang === 'zh' ? 'zh-CN' : 'en-US',
          javaScriptEnabled: shot.app,
        });
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(120_000); // full-page shots of long pages are slow on a busy machine
          const errors = [];
          page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
          page.on('pageerror', (e) => errors.push(e.message));
          const res = await page.goto(`${origin}${base}${shot.path}`);
          const expected = shot.page === '404' ? 404 : 200;
          if (res?.status() !== expected) errors.push(`HTTP ${res?.status()} (expected ${expected})`);
          if (shot.app) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
          await page.evaluate(() => document.fonts.ready);
          await drawCharts(page);
          if (await page.locator('.chart-figure').count())
            await page
              .locator('.series-chart svg')
              .first()
              .waitFor()
              .catch(() => undefined);
          await page.screenshot({ path: path.join(outFolder, `${name}.png`), fullPage: true });
          const unexpected = errors.filter((e) => !(shot.page === '404' && /status of 404/.test(e)));
          if (unexpected.length) {
            problems++;
            console.warn(`${name}: ${unexpected.join(' | ')}`);
          }
          taken++;
          console.log(`screenshots/${name}.png`);
        } catch (err) {
          failed.push(name);
          console.error(`${name}: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${taken} screenshots in screenshots/${problems ? ` (${problems} with console problems)` : ''}`);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exitCode = 1;
} else if (!taken) {
  console.error(`No screenshot name contains "${filter}".`);
  process.exitCode = 1;
}
