import { describe, expect, it } from 'vitest';
import { validateSearchSearch } from './search-params';

describe('the search page’s q', () => {
  it('keeps text as typed and drops the rest', () => {
    expect(validateSearchSearch({ q: '会话保持' })).toEqual({ q: '会话保持' });
    expect(validateSearchSearch({ q: '108460' })).toEqual({ q: '108460' });
    expect(validateSearchSearch({ q: ['a', 'b'] })).toEqual({ q: undefined });
    expect(validateSearchSearch({ q: '' })).toEqual({ q: undefined });
    expect(validateSearchSearch({})).toEqual({});
  });
});
