import { describe, expect, it } from 'vitest';
import { logAxis, spreadLabels } from './series';

describe('chart helpers', () => {
  it('log axis: powers of ten around the values', () => {
    expect(logAxis([1, 2, 5010])).toEqual({ domain: [0.5, 10_000], ticks: [1, 10, 100, 1000, 10_000] });
    expect(logAxis([0, 20, 30])).toEqual({ domain: [5, 100], ticks: [10, 100] });
    expect(logAxis([])).toEqual({ domain: [1, 10], ticks: [1, 10] });
  });
  it('spreads close labels apart and keeps them inside the plot', () => {
    expect(spreadLabels([100, 102, 50], 14, 0, 300)).toEqual([100, 114, 50]);
    expect(spreadLabels([295, 298, 299], 14, 0, 300)).toEqual([272, 286, 300]);
    expect(spreadLabels([-20], 14, 10, 300)).toEqual([10]);
  });
});
