import { cellSources } from '../../../domain/migrate/feature-modes';
import { BEHAVIOURS } from '../../../domain/settings/service-behaviours';
import { MODES } from '../../../domain/modes';
import { NODE_ROWS } from '../../../domain/settings/beside-node';
import type { SourceId } from '../../../domain/sources';

/** The page's citations in reading order: the Service rows, the setting rows, then the node's. */
export const SERVICES_CITATIONS: readonly (readonly SourceId[])[] = [
  ...BEHAVIOURS.flatMap((r) =>
    MODES.flatMap((m) => {
      const c = r.cells[m];
      return [cellSources(c), 'fixed' in c && c.fixed ? c.fixed.in.flatMap((f) => f.sources) : []];
    }),
  ),
  ...NODE_ROWS.flatMap((r) => MODES.map((m) => r.cells[m])),
];
