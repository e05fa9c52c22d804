import { chromium } from '@playwright/test';
import { readFileSync, existsSync } from 'node:fs';
import sm from 'source-map-js';
const [url, dir] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const agg = new Map(); const aggFile = new Map();
const consumers = new Map();
const consumer = (u) => {
  const f = `${dir}${new URL(u).pathname}.map`;
  if (!consumers.has(f)) consumers.set(f, existsSync(f) ? new sm.SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null);
  return consumers.get(f);
};
for (let run = 0; run < 3; run++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120000 });
  await page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const t = profile.timeDeltas[i] ?? 0; const f = byId.get(id).callFrame;
    let k = f.functionName || f.url.split('/').pop() || '?', file = f.url ? f.url.split('/').pop() : f.functionName;
    if (f.url.includes('/assets/')) {
      const c = consumer(f.url);
      const o = c?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
      if (o?.source) { file = o.source.replace(/^.*node_modules\//, '').replace(/^(@[^/]+\/[^/]+|[^/]+)\/.*$/, '$1').replace(/^.*\/src\//, 'src/'); if (o.source.includes('/src/')) file = o.source.replace(/^.*\/src\//, 'src/'); k = `${o.name ?? f.functionName} (${o.source.split('/').slice(-2).join('/')}:${o.line})`; }
    }
    agg.set(k, (agg.get(k) ?? 0) + t); aggFile.set(file, (aggFile.get(file) ?? 0) + t);
  });
  await ctx.close();
}
console.log('self time by package/file (ms, 3 runs):');
[...aggFile].sort((a, b) => b[1] - a[1]).slice(0, 15).forEach(([k, t]) => console.log(String(Math.round(t / 1000)).padStart(6), k));
console.log('self time by function:');
[...agg].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, t]) => console.log(String(Math.round(t / 1000)).padStart(6), k));
await browser.close();
