/** A hidden tab paints no frame: past this, the call runs anyway. */
const AT_MOST_MS = 100;

/**
 * Runs `fn` once the browser has painted the next frame (in the task after it), or after
 * 100 ms where no frame comes. Work a reader's input starts but need not show then stays out of
 * the time between the input and the paint that answers it.
 */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, AT_MOST_MS);
}
