/// <reference lib="webworker" />
// The benchmark runs here, off the page's main thread, so the page never freezes.
// Cancelling terminates this worker.
import { benchPlan, runBenchmark, type FromWorker, type ToWorker } from './bench';

const post = (msg: FromWorker) => postMessage(msg);
const clock = { now: () => performance.now() };

addEventListener('message', (event: MessageEvent<ToWorker>) => {
  if (event.data.type !== 'start') return;
  try {
    const plan = benchPlan(event.data.sizes);
    const total = plan.length;
    const sink = runBenchmark(
      plan,
      clock,
      (result, index) => post({ type: 'result', index, total, result }),
      event.data.timing,
      {
        onStep: (step, index) => post({ type: 'step', index, total, step }),
      },
    );
    post({ type: 'done', total, sink });
  } catch (e) {
    post({ type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
});
