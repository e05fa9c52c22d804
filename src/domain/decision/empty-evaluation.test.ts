import { describe, expect, it } from 'vitest';
import { EMPTY_EVALUATION, EMPTY_TIE } from './empty-evaluation';
import { evaluate, tieReason } from './evaluate';

describe('the evaluation of no answers, as data', () => {
  it('is what the engine computes for no answers (a rule change that moves it fails here)', () => {
    expect(EMPTY_EVALUATION).toEqual(evaluate({}));
    expect(EMPTY_TIE).toBe(tieReason({}));
  });
});
