import { chromium } from '@playwright/test';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url);
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const self = new Map();
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// self time by function
for (const [id, t] of dt) {
  const n = byId.get(id); const f = n.callFrame;
  const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + t);
}
console.log('self time top:');
[...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, t]) => console.log(String(Math.round(t / 1000)).padStart(6), k));
// total by script url
const byUrl = new Map();
for (const [id, t] of dt) { const u = byId.get(id).callFrame.url.split('/').pop() || '(native)'; byUrl.set(u, (byUrl.get(u) ?? 0) + t); }
console.log('by script:'); [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, t]) => console.log(String(Math.round(t / 1000)).padStart(6), k));
await browser.close();
