import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('request', (r) => { if (/\/assets\/.*\.js$/.test(r.url())) console.log('req', new URL(r.url()).pathname); });
await page.goto('http://localhost:4395/zh/compare/');
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
console.log('--- hydrated; navigating');
for (const to of ['/zh/wizard/', '/zh/scaling/', '/zh/modes/ipvs/', '/zh/']) {
  await page.locator(`a[href="${to}"]`).first().click();
  await page.waitForURL(`**${to}`);
  await page.waitForTimeout(1500);
  console.log('at', to, 'h1:', await page.locator('h1').first().textContent());
}
await browser.close();
