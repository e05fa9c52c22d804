import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarkIndexOf, cpuMultiplier, medianOf } from './calibrate.js';

/** A Lighthouse 12.2.3 report of this machine, trimmed to what the calibration reads. */
const recorded = JSON.parse(readFileSync(new URL('./fixtures/lhr-environment.json', import.meta.url), 'utf8'));

describe('the CPU slowdown for a benchmark index', () => {
  it.each([
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [1999, 6],
    [800, 2],
    [1050, 2.5],
    [150, 1],
    [475, 1.5],
    [100, 1],
  ])('index %d → %d×', (index, multiplier) => {
    expect(cpuMultiplier(index)).toBeCloseTo(multiplier, 2);
  });

  it('reads the index of a recorded report, and the slowdown it asks for (~12.6× here, not the default 4×)', () => {
    const index = benchmarkIndexOf(recorded);
    expect(index).toBe(3545.5);
    expect(cpuMultiplier(index)).toBeCloseTo(12.64, 2);
    expect(recorded.configSettings.throttling.cpuSlowdownMultiplier).toBe(4);
  });

  it('refuses a report without an index rather than guessing one', () => {
    expect(() => benchmarkIndexOf({ environment: {} })).toThrow(/no benchmark index/);
    expect(() => cpuMultiplier(Number.NaN)).toThrow();
  });

  it('takes the middle reading', () => {
    expect(medianOf([2900, 2800, 3545.5])).toBe(2900);
    expect(medianOf([2800, 3000])).toBe(2900);
  });
});
