import { describe, expect, it } from 'vitest';
import { formatCount, lazyFormat } from './number-format';

describe('formatCount', () => {
  it('groups as the locale writes it, the same as toLocaleString, call after call', () => {
    for (const locale of ['en', 'zh-CN'])
      for (const n of [0, 999, 3000, 1234567]) expect(formatCount(n, locale)).toBe(n.toLocaleString(locale));
    expect(formatCount(3000, 'en')).toBe('3,000');
  });
  it('formats with the options given, as Intl.NumberFormat does', () => {
    const percent = lazyFormat('en', { style: 'percent', maximumFractionDigits: 0 });
    expect([percent(0.25), percent(1)]).toEqual(['25%', '100%']);
  });
});
