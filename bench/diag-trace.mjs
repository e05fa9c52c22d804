import { chromium } from '@playwright/test';
const [url, n = '2'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < Number(n); i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing', 'loading'] }, transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120000 });
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await done;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && e.tdur);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0].ts;
  const big = tasks.filter((t) => t.tdur > 12000).map((t) => [Math.round((t.ts - t0) / 1000), Math.round(t.tdur / 1000)]);
  const tbt4 = tasks.filter((t) => t.ts >= fcp).reduce((a, t) => a + Math.max(0, (t.tdur / 1000) * 4 - 50), 0);
  const cpu = tasks.reduce((a, t) => a + t.tdur, 0) / 1000;
  const top = tasks.slice().sort((a, b) => b.tdur - a.tdur).slice(0, 3);
  for (const t of top) {
    const inner = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e !== t && (e.tdur ?? 0) > 3000);
    console.log(`  task @${Math.round((t.ts - t0) / 1000)} cpu ${Math.round(t.tdur / 1000)}:`, inner.map((e) => `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''} ${Math.round(e.tdur / 1000)}`).join(' | '));
  }
  console.log(`fcp ${Math.round((fcp - t0) / 1000)}ms  cpu ${Math.round(cpu)}ms  TBT(cpu×4) ${Math.round(tbt4)}  tasks>12ms cpu [start,cpu]: ${JSON.stringify(big)}`);
  await ctx.close();
}
await browser.close();
