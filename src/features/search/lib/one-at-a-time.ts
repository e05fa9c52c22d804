/**
 * Wraps an async function so that its calls run one after another, in the order they were made:
 * a call starts only when the one before it has settled (a failure does not hold up the next).
 * Pagefind is not safe to call while a call before is still opening its index or loading the
 * chunks it needs — typing fast started searches over one another and one could answer from a
 * half-loaded index.
 */
export function oneAtATime<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let last: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = last.then(
      () => fn(...args),
      () => fn(...args),
    );
    last = run.catch(() => undefined);
    return run;
  };
}
