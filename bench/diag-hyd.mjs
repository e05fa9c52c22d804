import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage();
  page.on('console', (m) => console.log('  console', m.type(), m.text().slice(0, 200)));
  page.on('pageerror', (e) => console.log('  pageerror', e.message));
  const t = Date.now();
  await page.goto(url);
  const ok = await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60000 }).then(() => true, () => false);
  console.log(url, ok ? `hydrated in ${Date.now() - t} ms` : 'NOT hydrated');
  await page.close();
}
await browser.close();
