import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BENCH_SIZES,
  DEFAULT_TIMING,
  benchPlan,
  type BenchResult,
  type BenchStep,
  type FromWorker,
  type ToWorker,
} from './bench';

type BenchStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error' | 'unsupported';

export interface BenchState {
  status: BenchStatus;
  results: BenchResult[];
  /** The step being measured now (while running). */
  current?: { index: number; step: BenchStep };
  total: number;
  error?: string;
}

const TOTAL = benchPlan(BENCH_SIZES).length;
const INITIAL: BenchState = { status: 'idle', results: [], total: TOTAL };

/** Runs the benchmark in a Web Worker; `cancel` terminates it at once. */
export function useBenchmark() {
  const [state, setState] = useState<BenchState>(INITIAL);
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    if (typeof Worker === 'undefined') {
      setState({ ...INITIAL, status: 'unsupported' });
      return;
    }
    const w = new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setState({ status: 'running', results: [], total: TOTAL });
    w.onmessage = (event: MessageEvent<FromWorker>) => {
      if (worker.current !== w) return; // a cancelled run's last messages
      const msg = event.data;
      if (msg.type === 'step')
        setState((s) => ({ ...s, current: { index: msg.index, step: msg.step }, total: msg.total }));
      else if (msg.type === 'result') setState((s) => ({ ...s, results: [...s.results, msg.result] }));
      else if (msg.type === 'done') {
        stop();
        setState((s) => ({ ...s, status: 'done', current: undefined }));
      } else {
        stop();
        setState((s) => ({ ...s, status: 'error', error: msg.message, current: undefined }));
      }
    };
    w.onerror = (event) => {
      stop();
      setState((s) => ({ ...s, status: 'error', error: event.message, current: undefined }));
    };
    const msg: ToWorker = { type: 'start', sizes: [...BENCH_SIZES], timing: DEFAULT_TIMING };
    w.postMessage(msg);
  }, [stop]);

  const cancel = useCallback(() => {
    stop();
    setState((s) => (s.status === 'running' ? { ...s, status: 'cancelled', current: undefined } : s));
  }, [stop]);

  return { state, start, cancel };
}
