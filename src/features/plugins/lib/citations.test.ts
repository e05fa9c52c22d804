import { describe, expect, it } from 'vitest';
import { PLUGINS } from '../../../domain/plugins/plugins';
import { numberSources } from '../../../ui/source-notes/numbering';
import { sourcesNamedIn } from '../../../domain/test/sources-named';
import { pluginCitations } from './citations';

describe("the plugins table's numbered sources", () => {
  it('numbers every source the data names, the first row first', () => {
    const numbers = numberSources(pluginCitations(PLUGINS));
    expect([...numbers.keys()].sort()).toEqual(sourcesNamedIn(PLUGINS));
    expect([...numbers.values()].slice(0, 3)).toEqual([1, 2, 3]);
  });
});
