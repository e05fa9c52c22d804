/** A call waiting for the browser's next paint: `flush` runs it now (once), `cancel` drops it. */
export interface Scheduled {
  flush: () => void;
  cancel: () => void;
}

/** A hidden tab paints no frame: past this, the call runs anyway. */
const AT_MOST_MS = 100;

/**
 * Runs `fn` once the browser has painted the next frame (in the task after it), or after
 * 100 ms where no frame comes. Work a reader's input starts but need not show (writing the
 * URL) then stays out of the time between the input and the paint that answers it.
 */
export function afterNextPaint(fn: () => void): Scheduled {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(flush, 0);
  });
  const fallback = setTimeout(flush, AT_MOST_MS);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  }
  function flush() {
    if (done) return;
    cancel();
    fn();
  }
  return { flush, cancel };
}
