import { describe, expect, it } from 'vitest';
import {
  BENCH_SIZES,
  benchPlan,
  hashLookup,
  linearScan,
  lookupOp,
  makeRuleSet,
  median,
  runBenchmark,
  timeOperation,
  type BenchResult,
  type Clock,
} from './bench';

/** A clock that only moves when work is done: `cost(i)` ms per call of the operation. */
function fakeClock() {
  let t = 0;
  const clock: Clock = { now: () => t };
  const advance = (ms: number) => {
    t += ms;
  };
  return { clock, advance, reads: () => t };
}

describe('timeOperation', () => {
  it('measures a known cost per operation (1 µs → 1000 ns)', () => {
    const { clock, advance } = fakeClock();
    const r = timeOperation(
      (i) => {
        advance(0.001);
        return i;
      },
      clock,
      { minBatchMs: 5, samples: 5, maxBatch: 1 << 26 },
    );
    expect(r.nsPerLookup).toBeCloseTo(1000, 6);
    expect(r.samplesNs).toHaveLength(5);
    // Every timed batch lasts at least 5 ms.
    expect(r.batchSize * 0.001).toBeGreaterThanOrEqual(5);
  });

  it('grows batches even when the clock reads zero for short ones (coarse timers)', () => {
    let calls = 0;
    // A browser-like timer that only ticks in 0.1 ms steps; each op costs 20 ns.
    const coarse: Clock = { now: () => Math.floor((calls * 20e-6) / 0.1) * 0.1 };
    const r = timeOperation(
      () => {
        calls++;
        return 1;
      },
      coarse,
      { minBatchMs: 5, samples: 3, maxBatch: 1 << 26 },
    );
    expect(r.batchSize).toBeGreaterThanOrEqual(5 / 20e-6 / 2);
    expect(r.nsPerLookup).toBeGreaterThan(15);
    expect(r.nsPerLookup).toBeLessThan(25);
  });

  it('a slow first batch (compilation, GC) does not end the calibration early', () => {
    let calls = 0;
    let t = 0;
    const clock: Clock = { now: () => t };
    const r = timeOperation(
      () => {
        calls++;
        t += calls === 1 ? 50 : 0.001; // the very first call stalls for 50 ms, then 1 µs each
        return 1;
      },
      clock,
      { minBatchMs: 5, samples: 3, maxBatch: 1 << 26 },
    );
    expect(r.batchSize).toBeGreaterThan(1000);
    expect(r.nsPerLookup).toBeCloseTo(1000, 6);
    for (const v of r.samplesNs) expect(v).toBeCloseTo(1000, 6);
  });

  it('keeps the fastest batch, so a slow one (a GC pause, a busy machine) does not count', () => {
    let t = 0;
    let batch = 0;
    let inBatch = 0;
    // Batches of 1 µs ops, except every second batch runs twice as slow.
    const clock: Clock = {
      now: () => {
        inBatch = 0;
        return t;
      },
    };
    const r = timeOperation(
      () => {
        if (inBatch++ === 0) batch++;
        t += batch % 2 ? 0.001 : 0.002;
        return 1;
      },
      clock,
      { minBatchMs: 5, samples: 4, maxBatch: 1 << 26 },
    );
    expect(r.nsPerLookup).toBeCloseTo(1000, 6);
    expect(Math.max(...r.samplesNs)).toBeCloseTo(2000, 6);
  });

  it('median helper (for the reading of the chart)', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('stops growing at maxBatch', () => {
    const { clock } = fakeClock(); // never advances: every batch reads 0 ms
    const r = timeOperation(() => 1, clock, { minBatchMs: 5, samples: 2, maxBatch: 1024 });
    expect(r.batchSize).toBe(1024);
  });
});

describe('synthetic rules', () => {
  it('both lookups find the same rule', () => {
    const set = makeRuleSet(500);
    for (let t = 0; t < 50; t++) {
      const ip = set.targetIps[t]!;
      const port = set.targetPorts[t]!;
      const i = linearScan(set, ip, port);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(hashLookup(set, ip, port)).toBe(i);
    }
    expect(linearScan(set, 1, 1)).toBe(-1);
    expect(hashLookup(set, 1, 1)).toBe(-1);
  });

  it('targets are spread over the rules: a scan tests about N/2 rules on average', () => {
    const set = makeRuleSet(1000);
    const op = lookupOp(set, 'linear');
    let sum = 0;
    for (let i = 0; i < 4096; i++) sum += op(i) + 1;
    expect(sum / 4096).toBeGreaterThan(450);
    expect(sum / 4096).toBeLessThan(550);
  });

  it('the same seed gives the same rules', () => {
    expect(makeRuleSet(100, 7).ports).toEqual(makeRuleSet(100, 7).ports);
  });
});

describe('runBenchmark', () => {
  it('measures every size with both methods, in order, reporting as it goes', () => {
    // A clock that moves 1 ms per reading: every batch of one lookup "lasts" 1 ms.
    let t = 0;
    const clock: Clock = { now: () => (t += 1) };
    const results: BenchResult[] = [];
    const steps: number[] = [];
    runBenchmark(
      benchPlan([100, 1000, 10_000]),
      clock,
      (r) => results.push(r),
      { minBatchMs: 0.5, samples: 3, maxBatch: 1 << 20 },
      {
        onStep: (_s, i) => steps.push(i),
      },
    );
    expect(steps).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => `${r.method}@${r.n}`)).toEqual([
      'linear@100',
      'hash@100',
      'linear@1000',
      'hash@1000',
      'linear@10000',
      'hash@10000',
    ]);
    for (const r of results) {
      expect(r.batchSize).toBe(1);
      expect(r.nsPerLookup).toBe(1e6);
    }
  });

  it('the plan covers 100 … 100,000 in log steps, both methods each', () => {
    const plan = benchPlan();
    expect(plan).toHaveLength(BENCH_SIZES.length * 2);
    expect(plan[0]).toEqual({ method: 'linear', n: 100 });
    expect(plan.at(-1)).toEqual({ method: 'hash', n: 100_000 });
    for (let k = 1; k < BENCH_SIZES.length; k++) expect(BENCH_SIZES[k]! / BENCH_SIZES[k - 1]!).toBeLessThanOrEqual(2.5);
  });

  it('can be stopped between steps', () => {
    const { clock, advance } = fakeClock();
    let done = 0;
    runBenchmark(
      benchPlan([100, 200]),
      clock,
      () => done++,
      { minBatchMs: 0, samples: 1, maxBatch: 4 },
      { shouldStop: () => done >= 1 },
    );
    advance(0);
    expect(done).toBe(1);
  });
});
