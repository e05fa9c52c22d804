import { describe, expect, it } from 'vitest';
import { queryString, validateResultSearch } from './result-search';

describe('result search', () => {
  it('keeps the answer parameters as given, and nothing else', () => {
    expect(
      validateResultSearch({
        version: '1.40',
        kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
        step: '3',
        utm_source: 'x',
        lb: '',
      }),
    ).toEqual({
      version: '1.40',
      kernel: '5.10.0-182.0.0.95.r1941_123.hce2.x86_64',
    });
  });

  it('keeps the rule set the link names, as text, and drops one that is not', () => {
    expect(validateResultSearch({ platform: 'cce', rules: '1.1.0' })).toEqual({ platform: 'cce', rules: '1.1.0' });
    expect(validateResultSearch({ rules: 2 })).toEqual({ rules: '2' });
    expect(validateResultSearch({ rules: ['1.0.0', '1.1.0'] })).toEqual({ rules: undefined });
    expect(validateResultSearch({ platform: 'cce' })).not.toHaveProperty('rules');
  });

  it('builds a query string, or nothing for no answers', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ platform: 'k8s', version: '1.31' })).toBe('?platform=k8s&version=1.31');
    expect(queryString({ nft: 'nftables v1.0.6 (Lester Gooch #5)' })).toBe(
      '?nft=nftables+v1.0.6+%28Lester+Gooch+%235%29',
    );
  });
});
