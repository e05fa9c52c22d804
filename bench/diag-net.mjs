import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const [url, dir = 'dist-bench'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const reqs = [];
page.on('request', (r) => reqs.push(r.url()));
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(5000);
let js = 0, css = 0;
for (const u of reqs) {
  const p = new URL(u).pathname;
  if (!/\.(js|css)$/.test(p)) { console.log('other', p); continue; }
  const g = gzipSync(readFileSync(dir + p)).length;
  if (p.endsWith('.js')) js += g; else css += g;
  console.log(String(g).padStart(7), p);
}
console.log('JS gz', js, 'CSS gz', css, 'hydrated', await page.evaluate(() => document.documentElement.dataset.hydrated));
await browser.close();
