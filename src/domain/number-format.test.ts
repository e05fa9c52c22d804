import { describe, expect, it } from 'vitest';
import { formatCount } from './number-format';

describe('formatCount', () => {
  it('groups as the locale writes it, the same as toLocaleString, call after call', () => {
    for (const locale of ['en', 'zh-CN'])
      for (const n of [0, 999, 3000, 1234567]) expect(formatCount(n, locale)).toBe(n.toLocaleString(locale));
    expect(formatCount(3000, 'en')).toBe('3,000');
  });
});
