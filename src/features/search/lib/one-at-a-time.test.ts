import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('oneAtATime', () => {
  it('starts a call only when the one before has settled, in the order they were made', async () => {
    const started: string[] = [];
    const gates = new Map([
      ['a', deferred<string>()],
      ['b', deferred<string>()],
    ]);
    const run = oneAtATime((q: string) => {
      started.push(q);
      return gates.get(q)!.promise;
    });
    const a = run('a');
    const b = run('b');
    await Promise.resolve();
    expect(started).toEqual(['a']);
    gates.get('a')!.resolve('A');
    expect(await a).toBe('A');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    gates.get('b')!.resolve('B');
    expect(await b).toBe('B');
  });

  it('a failed call gives its own caller the error and does not hold up the next', async () => {
    const run = oneAtATime((q: string) => (q === 'bad' ? Promise.reject(new Error('offline')) : Promise.resolve(q)));
    const bad = run('bad');
    const good = run('good');
    await expect(bad).rejects.toThrow('offline');
    expect(await good).toBe('good');
  });
});
