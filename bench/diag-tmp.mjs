import { chromium, devices } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__log = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push({ t: Math.round(e.startTime), type: 'lcp', size: e.size, el: e.element ? e.element.outerHTML.slice(0, 120) : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push({ t: Math.round(e.startTime), type: 'shift', value: e.value.toFixed(4), sources: e.sources.map((s) => (s.node?.outerHTML ?? s.node?.nodeName ?? '?').slice(0, 100) + ` ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__log.push({ t: Math.round(e.startTime), type: e.name }); }).observe({ type: 'paint', buffered: true });
});
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const hyd = await page.evaluate(() => document.documentElement.dataset.hydrated);
console.log('hydrated', hyd);
for (const e of await page.evaluate(() => window.__log)) console.log(JSON.stringify(e));
await browser.close();
