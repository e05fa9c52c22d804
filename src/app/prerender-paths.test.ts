import { describe, expect, it } from 'vitest';
import { prerenderPaths } from './prerender-paths';

describe('prerenderPaths', () => {
  it('expands parameters into every language and mode', () => {
    expect(prerenderPaths(['/', '/$lang', '/$lang/compare', '/$lang/modes/$mode', '/404'])).toEqual([
      '',
      '404/',
      'en/',
      'en/compare/',
      'en/modes/iptables/',
      'en/modes/ipvs/',
      'en/modes/nftables/',
      'zh/',
      'zh/compare/',
      'zh/modes/iptables/',
      'zh/modes/ipvs/',
      'zh/modes/nftables/',
    ]);
  });
  it('refuses a parameter it cannot enumerate', () => {
    expect(() => prerenderPaths(['/$lang/$unknown'])).toThrow(/\$unknown/);
  });
});
