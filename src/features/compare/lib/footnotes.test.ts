import { describe, expect, it } from 'vitest';
import { numberSources } from './footnotes';

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
