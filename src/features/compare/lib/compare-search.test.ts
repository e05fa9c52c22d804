import { describe, expect, it } from 'vitest';
import { validateCompareSearch } from './compare-search';
import { selectedModes, toggleMode } from './compare-view';

describe('compare search params', () => {
  it('keeps known modes in display order and drops the rest', () => {
    expect(validateCompareSearch({ modes: 'ipvs,bogus,NFTABLES' })).toEqual({ modes: 'nftables,ipvs' });
    expect(validateCompareSearch({ modes: 'bogus' })).toEqual({});
    expect(validateCompareSearch({ modes: 42 })).toEqual({});
  });
  it('drops a full selection so share links stay short', () => {
    expect(validateCompareSearch({ modes: 'ipvs,iptables,nftables' })).toEqual({});
  });
  it('reads diff as a flag', () => {
    expect(validateCompareSearch({ diff: true })).toEqual({ diff: true });
    expect(validateCompareSearch({ diff: 'true' })).toEqual({ diff: true });
    expect(validateCompareSearch({ diff: 'yes' })).toEqual({});
  });
  it('toggles modes but never empties the selection', () => {
    expect(selectedModes(toggleMode({}, 'iptables'))).toEqual(['nftables', 'ipvs']);
    expect(toggleMode({ modes: 'ipvs' }, 'ipvs')).toEqual({ modes: 'ipvs' });
    expect(toggleMode({ modes: 'ipvs' }, 'nftables')).toEqual({ modes: 'nftables,ipvs' });
    expect(toggleMode({ modes: 'nftables,ipvs' }, 'iptables')).toEqual({});
  });
});

describe('selectedModes', () => {
  it('gives the same array for the same selection, however the URL spells it', () => {
    expect(selectedModes({})).toBe(selectedModes({}));
    expect(selectedModes({ modes: 'ipvs,nftables' })).toBe(selectedModes({ modes: 'NFTABLES, ipvs' }));
    expect(selectedModes({ modes: 'nftables,iptables,ipvs' })).toBe(selectedModes({}));
    expect(selectedModes({ modes: 'ipvs' })).not.toBe(selectedModes({ modes: 'iptables' }));
  });

  it('shares arrays nobody can change', () => {
    expect(Object.isFrozen(selectedModes({ modes: 'ipvs' }))).toBe(true);
  });

  it("shows every mode when none of the URL's parse", () => {
    expect(selectedModes({ modes: 'bogus' })).toEqual(['nftables', 'iptables', 'ipvs']);
  });
});
