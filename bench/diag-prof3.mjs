import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import sm from 'source-map-js';
const [url, dir] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const consumers = new Map();
const orig = (f) => {
  if (!f.url.includes('/assets/')) return `${f.functionName || '(anon)'} ${f.url.split('/').pop()}`;
  const file = `${dir}${new URL(f.url).pathname}.map`;
  if (!consumers.has(file)) consumers.set(file, existsSync(file) ? new sm.SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  const o = consumers.get(file)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return o?.source ? `${f.functionName || o.name || '(anon)'} @ ${o.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${o.line}` : `${f.functionName} ${f.url.split('/').pop()}:${f.lineNumber}`;
};
const incl = new Map();
for (let run = 0; run < 2; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120000 });
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  profile.samples.forEach((id, i) => {
    const t = profile.timeDeltas[i] ?? 0;
    const stack = [];
    for (let x = id; x !== undefined; x = parent.get(x)) stack.push(byId.get(x).callFrame);
    stack.reverse(); // root first
    const bodyIdx = stack.findIndex((f) => f.url.includes('/assets/') && f.lineNumber === 0 && f.columnNumber === 0 || f.functionName === 'Rn');
    if (bodyIdx < 0) return;
    for (const depth of [1, 2, 3]) {
      const f = stack[bodyIdx + depth];
      if (!f) break;
      const k = `${'  '.repeat(depth - 1)}${orig(f)}`;
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
    incl.set('TOTAL index module body', (incl.get('TOTAL index module body') ?? 0) + t);
  });
  await ctx.close();
}
[...incl].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, t]) => console.log(String(Math.round(t / 1000)).padStart(6), k));
await browser.close();
