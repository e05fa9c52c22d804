// The CPU slowdown that makes this machine a mid-range phone, from Lighthouse's own benchmark of
// it (`lhr.environment.benchmarkIndex`), as the Lighthouse authors' calibration gives it: the
// lighthouse-cpu-throttling-calculator (patrickhulce/lighthouse-cpu-throttling-calculator,
// pages/index.js, read 2026-12-05). Lighthouse's fixed default, 4×, assumes an index of ~1,533:
// on a faster host it simulates a faster phone than it claims.

/**
 * The calculator's piecewise line: index 1,300 → 3×, 1,533 → 4×, 2,000 → 6×; 800 → 2×; 150 → 1×.
 * Below 150 it publishes nothing: no slowdown then (this host is already slower than the phone).
 * @param {number} benchmarkIndex
 */
export function cpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * The benchmark index a Lighthouse report measured (each run measures the host again).
 * @param {{ environment?: { benchmarkIndex?: number } }} lhr
 */
export function benchmarkIndexOf(lhr) {
  const index = lhr.environment?.benchmarkIndex;
  if (typeof index !== 'number' || !Number.isFinite(index))
    throw new Error('the Lighthouse report has no benchmark index');
  return index;
}

/** The middle of several readings (the index varies from run to run by a few per cent). */
export function medianOf(/** @type {number[]} */ xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}
