import { describe, expect, it } from 'vitest';
import { platformById, PLATFORMS } from '../../../domain/platforms/platforms';
import { numberSources } from '../../../ui/source-notes/numbering';
import { sourcesNamedIn } from '../../../domain/test/sources-named';
import { overviewCitations, pageCitations } from './citations';

describe("the platforms' numbered sources", () => {
  it('the overview numbers every source its cells cite, in reading order, CCE first', () => {
    const numbers = numberSources(overviewCitations(PLATFORMS));
    expect([...numbers.keys()].sort()).toEqual([...new Set(overviewCitations(PLATFORMS).flat())].sort());
    expect(numbers.get(platformById('cce')!.modes[0]!.sources[0]!)).toBe(1);
  });

  it.each(PLATFORMS.map((p) => [p.id, p] as const))('%s: its page numbers every source its data names', (_, p) => {
    // Its snippets aside: they cite their sources on their own.
    expect([...numberSources(pageCitations(p)).keys()].sort()).toEqual(sourcesNamedIn({ ...p, snippets: [] }));
  });
});
