import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCount } from './count-read';
import { formatCount } from './number-format';

describe('readCount: a count as people type it', () => {
  it.each([
    ['3000', 3000],
    [' 3000 ', 3000],
    ['3,000', 3000],
    ['1,234,567', 1234567],
    ['3 000', 3000],
    ['3\u2009000', 3000],
    ['3\u202f000', 3000],
    ['３０００', 3000],
    ['３，０００', 3000],
    ['3，000', 3000],
    ['3k', 3000],
    ['3K', 3000],
    ['2.5k', 2500],
    ['2.5 k', 2500],
    ['1万', 10000],
    ['1.5万', 15000],
    ['１．５万', 15000],
    ['0', 0],
  ])('%s → %d', (text, n) => expect(readCount(text)).toBe(n));

  it.each([
    '',
    'abc',
    '3000.5',
    '3.0',
    '1,5',
    '30,00',
    '3,0000',
    '3,000 000',
    '-1',
    '3e3',
    '1.2345k',
    '3kk',
    '万',
    '9'.repeat(17),
  ])('%s is not a count', (text) => expect(readCount(text)).toBeUndefined());

  it('reads back every count formatCount writes, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom('en', 'zh-CN'), (n, locale) => {
        expect(readCount(formatCount(n, locale))).toBe(n);
      }),
    );
  });
});
