import type { Mode } from '../../../domain/modes';

/** One line on a chart. Lines differ by dash pattern and direct label, not only by colour. */
export interface SeriesDef {
  key: string;
  label: string;
  mode: Mode;
  /** SVG stroke-dasharray; undefined draws a solid line. */
  dash?: string;
  /** Draw a marker on every point (measured values); model lines stay plain. */
  dots?: boolean;
}

export const DASH = {
  solid: undefined,
  dashed: '9 5',
  dotted: '2 4',
  dashDot: '12 4 3 4',
  long: '18 6',
} as const;

export type YScale = 'linear' | 'log';

/** A log-axis domain and its power-of-ten ticks, covering every positive value. */
export function logAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  if (positive.length === 0) return { domain: [1, 10], ticks: [1, 10] };
  const lo = Math.floor(Math.log10(Math.min(...positive)));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...positive))));
  const ticks: number[] = [];
  for (let e = lo; e <= hi; e++) ticks.push(10 ** e);
  // A little room under the lowest value, so a flat line does not sit on the axis.
  return { domain: [10 ** lo / 2, 10 ** hi], ticks };
}

/** Places labels (sorted top to bottom by their wanted y) at least `gap` px apart, within [top, bottom]. */
export function spreadLabels(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((o) => Math.min(Math.max(o.y, top), bottom));
  for (let k = 1; k < placed.length; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + gap);
  // Pushed past the bottom: shift the tail back up.
  const overflow = (placed.at(-1) ?? bottom) - bottom;
  if (overflow > 0) {
    placed[placed.length - 1] = bottom;
    for (let k = placed.length - 2; k >= 0; k--) placed[k] = Math.min(placed[k]!, placed[k + 1]! - gap);
  }
  const out = new Array<number>(wanted.length);
  order.forEach((o, k) => (out[o.i] = placed[k]!));
  return out;
}
