// Runs several npm scripts at once and fails if any fails. `npm run check` runs ESLint (one
// thread, ~33 s with its type-aware rules), the format, type and knip checks in a row (~23 s) and
// the Vitest suite side by side: on a 2-core machine that is ~60 s instead of ~97 s in a row.
// Usage: node scripts/run-parallel.js lint check:static unit
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length === 0) {
  console.error('usage: node scripts/run-parallel.js <npm script>…');
  process.exit(2);
}

/** @param {string} script @returns {Promise<{ script: string, code: number | null, output: string }>} */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ script, code, output }));
  });
}

const results = await Promise.all(positionals.map(run));
for (const r of results) {
  // Each script's output as one block, so two tools' lines never interleave.
  console.log(`> ${r.script}: ${r.code === 0 ? 'ok' : `failed (exit ${r.code})`}`);
  if (r.output.trim()) console.log(r.output.trimEnd());
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
