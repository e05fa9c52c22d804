import { describe, expect, it } from 'vitest';
import { platformById, PLATFORMS } from '../../../domain/platforms/platforms';
import type { Platform } from '../../../domain/platforms/model';
import { numberSources } from '../../../ui/source-notes/numbering';
import { overviewCitations, pageCitations } from './citations';

/** Every source id a platform's data names anywhere (its snippets aside: they cite on their own). */
function everySource(p: Platform): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'sources' && Array.isArray(x)) x.forEach((id) => found.add(String(id)));
        else walk(x);
      }
  };
  walk({ ...p, snippets: [] });
  return [...found].sort();
}

describe("the platforms' numbered sources", () => {
  it('the overview numbers every source its cells cite, in reading order, CCE first', () => {
    const numbers = numberSources(overviewCitations(PLATFORMS));
    expect([...numbers.keys()].sort()).toEqual([...new Set(overviewCitations(PLATFORMS).flat())].sort());
    expect(numbers.get(platformById('cce')!.modes[0]!.sources[0]!)).toBe(1);
  });

  it.each(PLATFORMS.map((p) => [p.id, p] as const))('%s: its page numbers every source its data names', (_, p) => {
    expect([...numberSources(pageCitations(p)).keys()].sort()).toEqual(everySource(p));
  });
});
