import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en/common.json';
import zhCommon from '../../locales/zh/common.json';
import { MODES, isMode } from './modes';

describe('MODES', () => {
  it('lists the three modes, newest first', () => {
    expect(MODES).toEqual(['nftables', 'iptables', 'ipvs']);
  });
  it('recognises exactly those names', () => {
    for (const m of MODES) expect(isMode(m)).toBe(true);
    for (const s of ['', 'IPVS', 'userspace', 'kernelspace']) expect(isMode(s)).toBe(false);
  });
  it('gives every mode a display name in both languages (common.json)', () => {
    for (const common of [enCommon, zhCommon]) for (const m of MODES) expect(common.modes[m]).not.toBe('');
  });
});
