import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, lazyFormat } from './number-format';

describe('formatCount', () => {
  it('groups as the locale writes it, the same as toLocaleString, call after call', () => {
    for (const locale of ['en', 'zh-CN'])
      for (const n of [0, 999, 3000, 1234567]) expect(formatCount(n, locale)).toBe(n.toLocaleString(locale));
    expect(formatCount(3000, 'en')).toBe('3,000');
  });
  it('groups any whole number in either of the guide’s locales exactly as Intl does', () => {
    const whole = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.maxSafeInteger());
    fc.assert(
      fc.property(whole, fc.constantFrom('en', 'zh-CN'), (n, locale) => {
        expect(formatCount(n, locale)).toBe(new Intl.NumberFormat(locale).format(n));
      }),
    );
    expect(formatCount(1.5, 'en')).toBe('1.5');
    expect(formatCount(3000, 'de')).toBe('3.000');
  });
  it('formats with the options given, as Intl.NumberFormat does', () => {
    const percent = lazyFormat('en', { style: 'percent', maximumFractionDigits: 0 });
    expect([percent(0.25), percent(1)]).toEqual(['25%', '100%']);
  });
});
