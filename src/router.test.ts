import { describe, expect, it } from 'vitest';
import { parseSearch } from './router';

describe('parseSearch', () => {
  it('never turns a version into a shorter number', () => {
    expect(parseSearch('?version=1.30&v2=1.40').version).toBe('1.30');
  });
  it('keeps the first of a repeated parameter, never an array', () => {
    expect(parseSearch('?kernel=~&kernel=5.10&lb=rr')).toEqual({ kernel: '~', lb: 'rr' });
  });
});
