import { MODES } from '../../../domain/modes';
import type { Plugin } from '../../../domain/plugins/model';
import type { SourceId } from '../../../domain/sources';

/** The plugins table's citations in reading order: row by row, cell by cell. */
export const pluginCitations = (plugins: readonly Plugin[]): (readonly SourceId[])[] =>
  plugins.flatMap((p) => [
    p.status?.sources ?? [],
    ...MODES.map((m) => p.cells[m].sources),
    p.detect.sources,
    ...p.platforms.map((x) => x.sources),
  ]);
