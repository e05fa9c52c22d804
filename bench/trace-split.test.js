import { describe, expect, it } from 'vitest';
import { splitTrace } from './trace-split.js';

const main = { pid: 1, tid: 7 };
/**
 * A complete event on the main thread: start and duration in ms.
 * @param {string} name @param {number} startMs @param {number} durMs
 */
const x = (name, startMs, durMs, where = main) => ({ name, ph: 'X', ts: startMs * 1000, dur: durMs * 1000, ...where });
/** @param {string} name @param {number} atMs */
const mark = (name, atMs) => ({ name: `kpg:${name}`, ph: 'R', ts: atMs * 1000, ...main });

describe('the split of a start-up trace', () => {
  it('counts self time by kind, the app’s script by phase between the marks, and the long tasks', () => {
    const events = [
      x('RunTask', 0, 30),
      x('ParseHTML', 1, 20),
      x('RunTask', 40, 100),
      x('EvaluateScript', 41, 90),
      x('v8.compile', 42, 10),
      mark('router', 150),
      x('RunTask', 150, 60),
      x('FunctionCall', 151, 55),
      mark('data', 220),
      x('RunTask', 230, 20),
      x('FunctionCall', 231, 15),
      mark('hydrate', 260),
      x('RunTask', 260, 120),
      x('FunctionCall', 261, 80),
      x('Layout', 350, 25),
      mark('hydrated', 400),
      // Another thread (a worker) is not the page's.
      x('FunctionCall', 0, 500, { pid: 1, tid: 9 }),
    ];
    const split = splitTrace(events);
    expect(split.ms).toEqual({ html: 20, evaluate: 80, compile: 10, script: 150, style: 25 });
    expect(split.phases).toEqual({ routerStart: 55, i18nAndData: 15, hydration: 80 });
    // Tasks over 50 ms: 100, 60 and 120 → 50 + 10 + 70 beyond 50 ms.
    expect(split.longTasks).toBe(3);
    expect(split.blocking).toBe(130);
  });

  it('says so when no page was loaded', () => {
    expect(() => splitTrace([x('RunTask', 0, 10)])).toThrow(/no ParseHTML/);
  });
});
