import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dir = '/tmp/smap/assets/';
const files = process.argv.slice(2);
for (const f of files) {
  const code = readFileSync(dir + f, 'utf8');
  const map = JSON.parse(readFileSync(dir + f + '.map', 'utf8'));
  // decode VLQ mappings and attribute each generated segment's chars to its source
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = code.split('\n');
  const bySrc = new Map();
  let src = 0;
  map.mappings.split(';').forEach((line, li) => {
    let col = 0; const segs = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const vals = []; let v = 0, shift = 0;
      for (const ch of seg) { let d = chars.indexOf(ch); v += (d & 31) << shift; if (d & 32) shift += 5; else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0; } }
      col += vals[0]; if (vals.length > 1) src += vals[1];
      segs.push([col, vals.length > 1 ? src : -1]);
    }
    const text = lines[li] ?? '';
    segs.forEach(([c, s], i) => { const end = i + 1 < segs.length ? segs[i + 1][0] : text.length; const name = s < 0 ? '?' : map.sources[s]; bySrc.set(name, (bySrc.get(name) ?? '') + text.slice(c, end)); });
  });
  const pkg = new Map();
  for (const [name, text] of bySrc) { const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name); const k = m ? m[1] : name.replace(/^.*?src\//, 'src/'); pkg.set(k, (pkg.get(k) ?? '') + text); }
  console.log(`== ${f}: ${code.length} raw, ${gzipSync(code).length} gz`);
  [...pkg].map(([k, t]) => [k, t.length, gzipSync(t).length]).sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, n, g]) => console.log(String(n).padStart(8), String(g).padStart(7), k));
}
