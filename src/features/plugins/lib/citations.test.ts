import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../../../domain/plugins/plugins';
import { numberSources } from '../../../ui/source-notes/numbering';
import { pluginCitations } from './citations';

/** Every source id the plugins' data names anywhere. */
function everySource(): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'sources' && Array.isArray(x)) x.forEach((id) => found.add(String(id)));
        else walk(x);
      }
  };
  walk(PLUGINS);
  return [...found].sort();
}

describe("the plugins table's numbered sources", () => {
  it('numbers every source the data names, the first row first', () => {
    const numbers = numberSources(pluginCitations(PLUGINS));
    expect([...numbers.keys()].sort()).toEqual(everySource());
    expect([...numbers.values()].slice(0, 3)).toEqual([1, 2, 3]);
  });
});
