import { describe, expect, it } from 'vitest';
import { onServiceAxis, serviceMarkers } from './markers';

describe('chart markers', () => {
  it('always marks CCE’s 3000; the reader only when on the axis', () => {
    expect(serviceMarkers(5).map((m) => m.kind)).toEqual(['cce']);
    expect(serviceMarkers(200_000).map((m) => m.kind)).toEqual(['cce']);
    expect(serviceMarkers(1000).map((m) => m.kind)).toEqual(['cce', 'reader']);
    expect(onServiceAxis(10)).toBe(true);
    expect(onServiceAxis(100_000)).toBe(true);
  });
  it('puts the two labels on opposite sides, and inside the plot near its edges', () => {
    expect(serviceMarkers(1000).map((m) => m.side)).toEqual(['right', 'left']);
    expect(serviceMarkers(5000).map((m) => m.side)).toEqual(['left', 'right']);
    expect(serviceMarkers(20).map((m) => m.side)).toEqual(['right', 'right']);
    expect(serviceMarkers(90_000).map((m) => m.side)).toEqual(['left', 'left']);
  });
});
