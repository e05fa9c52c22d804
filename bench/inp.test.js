import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inpOf } from './inp.js';

/** Chromium's event timings of three clicks on /zh/compare/'s toggles, CPU 9× slower (recorded). */
const recorded = JSON.parse(readFileSync(new URL('./fixtures/inp-events.json', import.meta.url), 'utf8'));

describe('INP from event timings', () => {
  it('is the worst interaction of a recorded run: each interaction its longest entry, hovers not counted', () => {
    expect(inpOf(recorded)).toEqual({ inp: 344, interactions: 3 });
  });

  it('counts entries of one interaction once, and has no value without an interaction', () => {
    expect(
      inpOf([
        { name: 'pointerdown', interactionId: 7, duration: 40, startTime: 1 },
        { name: 'click', interactionId: 7, duration: 56, startTime: 1 },
        { name: 'pointerover', interactionId: 0, duration: 400, startTime: 1 },
      ]),
    ).toEqual({ inp: 56, interactions: 1 });
    expect(inpOf([{ name: 'pointermove', duration: 80, startTime: 0 }])).toEqual({ inp: null, interactions: 0 });
  });
});
