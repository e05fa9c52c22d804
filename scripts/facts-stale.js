// Lists the sources in src/domain/sources.ts not checked for a while (default 180 days), and
// those whose recheckBy day has come (facts that expire, such as "the newest release"), the
// stalest first: a reminder to re-read them, not a test. It always exits 0, so a build never
// fails because time passed.
//   npm run facts:stale                 sources not checked for 180 days or more
//   npm run facts:stale -- --days 30    … for 30 days or more
//   npm run facts:stale -- --today 2027-06-01
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const { values } = parseArgs({
  options: { days: { type: 'string', default: '180' }, today: { type: 'string' } },
  strict: true,
});
const days = Number(values.days);
if (!Number.isInteger(days) || days < 0) {
  console.error(`--days must be a whole number of days, not "${values.days}"`);
  process.exit(2);
}
const today = values.today ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
  console.error(`--today must be an ISO date (YYYY-MM-DD), not "${today}"`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');
/** @type {typeof import('../src/domain/sources')} */
const { SOURCES, staleSources } = (
  await runnerImport(path.join(root, 'src/domain/sources.ts'), { configFile: false, logLevel: 'silent' })
).module;

const stale = staleSources(Object.values(SOURCES), today, days);
if (stale.length === 0) {
  console.log(`All ${Object.keys(SOURCES).length} sources were checked in the last ${days} days (as of ${today}).`);
} else {
  console.log(
    `${stale.length} of ${Object.keys(SOURCES).length} sources not checked for ${days} days or more, or past their re-check day (as of ${today}):`,
  );
  for (const { source, age, due } of stale) {
    const why = due ? `  (re-check by ${source.recheckBy}: the fact expires)` : '';
    console.log(`  ${source.checked}  ${String(age).padStart(4)} d  ${source.id}  ${source.url}${why}`);
  }
}
