/**
 * The in-browser benchmark's measuring logic, free of any browser API so it can be tested
 * with a fake clock. The worker (bench.worker.ts) wires it to `performance.now()`.
 *
 * Two ways to find a Service's rule among N synthetic rules (destination IP + port):
 *   - `linear`: first match in an array, top to bottom — how iptables walks KUBE-SERVICES;
 *   - `hash`: one Map lookup — the shape of nftables' verdict map and IPVS's table.
 * Browsers coarsen timers (to 0.1 ms or more), so lookups are timed in batches that last at
 * least `minBatchMs`; the result is the fastest of several batches, in ns per lookup (other
 * work on the machine can only ever add time to a batch, never take it away).
 */
const METHODS = ['linear', 'hash'] as const;
export type Method = (typeof METHODS)[number];

/** N from 100 to 100,000 in 1-2-5 steps. */
export const BENCH_SIZES = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000] as const;
export const BENCH_MIN = BENCH_SIZES[0];
export const BENCH_MAX = BENCH_SIZES[9];

export interface Clock {
  /** Milliseconds, as `performance.now()`. */
  now(): number;
}

export interface TimingOptions {
  /** Each timed batch lasts at least this long. */
  minBatchMs: number;
  /** Timed batches per measurement; the fastest is kept. */
  samples: number;
  /** Safety cap on the batch size. */
  maxBatch: number;
}

export const DEFAULT_TIMING: TimingOptions = { minBatchMs: 5, samples: 5, maxBatch: 1 << 26 };

export interface Timing {
  nsPerLookup: number;
  batchSize: number;
  samplesNs: number[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Times `op` (called with 0, 1, 2, …; it returns a number that is summed so the engine
 * cannot drop the work). Only batches that last at least `minBatchMs` count: a shorter one
 * grows the batch and starts the samples over, so one slow batch (compilation, a GC pause)
 * can neither end the calibration early nor leave samples the timer cannot resolve.
 */
export function timeOperation(
  op: (i: number) => number,
  clock: Clock,
  opts: TimingOptions = DEFAULT_TIMING,
): Timing & { sink: number } {
  let sink = 0;
  let i = 0;
  const runBatch = (size: number) => {
    const t0 = clock.now();
    for (let k = 0; k < size; k++) sink += op(i++);
    return clock.now() - t0;
  };
  let size = 1;
  let samplesNs: number[] = [];
  while (samplesNs.length < opts.samples) {
    const dt = runBatch(size);
    if (dt < opts.minBatchMs && size < opts.maxBatch) {
      // Too short to measure: grow towards the target, 2× to 16× per step (the timer may read 0).
      const wanted = dt > 0 ? Math.ceil((size * opts.minBatchMs * 1.25) / dt) : size * 16;
      size = Math.min(opts.maxBatch, Math.max(size * 2, Math.min(wanted, size * 16)));
      samplesNs = [];
      continue;
    }
    samplesNs.push((dt / size) * 1e6);
  }
  return { nsPerLookup: Math.min(...samplesNs), batchSize: size, samplesNs, sink };
}

/** A small, seedable PRNG (mulberry32) so runs use the same synthetic rules. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TARGETS = 4096; // a power of two: `i & (TARGETS - 1)` cycles through them

export interface RuleSet {
  size: number;
  /** Destination IP of rule i (10.96.0.0/12 Service range, one per rule). */
  ips: Uint32Array;
  /** Destination port of rule i. */
  ports: Uint16Array;
  /** (ip, port) → rule index, for the hash lookup. */
  index: Map<number, number>;
  /** Lookups to make, uniformly spread over the rules (so a scan tests N/2 rules on average). */
  targetIps: Uint32Array;
  targetPorts: Uint16Array;
}

const SERVICE_RANGE = 0x0a600000; // 10.96.0.0
const keyOf = (ip: number, port: number) => ip * 65536 + port;

export function makeRuleSet(n: number, seed = 1): RuleSet {
  const random = seededRandom(seed);
  const ips = new Uint32Array(n);
  const ports = new Uint16Array(n);
  const index = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    ips[i] = SERVICE_RANGE + i;
    ports[i] = 1 + Math.floor(random() * 65534);
    index.set(keyOf(ips[i]!, ports[i]!), i);
  }
  const targetIps = new Uint32Array(TARGETS);
  const targetPorts = new Uint16Array(TARGETS);
  for (let t = 0; t < TARGETS; t++) {
    const r = Math.floor(random() * n);
    targetIps[t] = ips[r]!;
    targetPorts[t] = ports[r]!;
  }
  return { size: n, ips, ports, index, targetIps, targetPorts };
}

/** First match, top to bottom: returns the rule's index (-1 when none matches). */
export function linearScan(set: RuleSet, ip: number, port: number): number {
  const { ips, ports, size } = set;
  for (let i = 0; i < size; i++) if (ips[i] === ip && ports[i] === port) return i;
  return -1;
}

export function hashLookup(set: RuleSet, ip: number, port: number): number {
  return set.index.get(keyOf(ip, port)) ?? -1;
}

/** The operation to time: the i-th lookup of `method` over `set`. */
export function lookupOp(set: RuleSet, method: Method): (i: number) => number {
  const mask = TARGETS - 1;
  const { targetIps, targetPorts } = set;
  return method === 'linear'
    ? (i) => linearScan(set, targetIps[i & mask]!, targetPorts[i & mask]!)
    : (i) => hashLookup(set, targetIps[i & mask]!, targetPorts[i & mask]!);
}

export interface BenchStep {
  method: Method;
  n: number;
}

/** Every size, both methods per size, smallest first: the chart fills in left to right. */
export function benchPlan(sizes: readonly number[] = BENCH_SIZES): BenchStep[] {
  return sizes.flatMap((n) => METHODS.map((method) => ({ method, n })));
}

export interface BenchResult extends BenchStep, Timing {}

/**
 * Runs the plan in order, announcing each step and reporting each result as it is measured.
 * `shouldStop` is checked between steps (the page cancels by terminating the worker, which
 * is immediate).
 */
export function runBenchmark(
  plan: readonly BenchStep[],
  clock: Clock,
  onResult: (result: BenchResult, index: number) => void,
  opts: TimingOptions = DEFAULT_TIMING,
  hooks: { onStep?: (step: BenchStep, index: number) => void; shouldStop?: () => boolean } = {},
): number {
  let sink = 0;
  const sets = new Map<number, RuleSet>();
  plan.forEach((step, index) => {
    if (hooks.shouldStop?.()) return;
    hooks.onStep?.(step, index);
    let set = sets.get(step.n);
    if (!set) {
      sets.clear(); // keep one size in memory at a time
      set = makeRuleSet(step.n);
      sets.set(step.n, set);
    }
    const { sink: s, ...timing } = timeOperation(lookupOp(set, step.method), clock, opts);
    sink += s;
    onResult({ ...step, ...timing }, index);
  });
  return sink;
}

// Messages between the page and the worker.
export type ToWorker = { type: 'start'; sizes: number[]; timing: TimingOptions };
export type FromWorker =
  | { type: 'step'; index: number; total: number; step: BenchStep }
  | { type: 'result'; index: number; total: number; result: BenchResult }
  | { type: 'done'; total: number; sink: number }
  | { type: 'error'; message: string };
