import { describe, expect, it } from 'vitest';
import { inFootnoteOrder, numberSources } from './numbering';

describe('numberSources', () => {
  it('numbers by first citation and reuses numbers', () => {
    const n = numberSources([['cce-compare', 'k8s-virtual-ips'], ['k8s-virtual-ips', 'eks-ipvs'], ['cce-compare']]);
    expect([...n.entries()]).toEqual([
      ['cce-compare', 1],
      ['k8s-virtual-ips', 2],
      ['eks-ipvs', 3],
    ]);
  });
});

describe('inFootnoteOrder', () => {
  const n = numberSources([['cce-compare', 'k8s-virtual-ips', 'eks-ipvs']]);

  it("sorts a cell's citations by footnote number without touching the input", () => {
    const ids = ['eks-ipvs', 'cce-compare', 'k8s-virtual-ips'] as const;
    expect(inFootnoteOrder(ids, n)).toEqual(['cce-compare', 'k8s-virtual-ips', 'eks-ipvs']);
    expect(ids[0]).toBe('eks-ipvs');
  });

  it('puts an unnumbered source last', () => {
    expect(inFootnoteOrder(['cce-passthrough', 'eks-ipvs'], n)).toEqual(['eks-ipvs', 'cce-passthrough']);
  });
});
