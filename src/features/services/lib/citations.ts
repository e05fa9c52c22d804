import { FEATURE_MODES, cellSources } from '../../../domain/migrate/feature-modes';
import { MODES } from '../../../domain/modes';
import { NODE_ROWS } from '../../../domain/settings/beside-node';
import type { SourceId } from '../../../domain/sources';

/** The behaviour rows of one part of the page: about a Service field, or about a setting. */
export const serviceRows = FEATURE_MODES.filter((r) => 'service' in r.concerns);
export const settingRows = FEATURE_MODES.filter((r) => 'setting' in r.concerns);

/** The page's citations in reading order: the Service rows, the setting rows, then the node's. */
export const SERVICES_CITATIONS: readonly (readonly SourceId[])[] = [
  ...[...serviceRows, ...settingRows].flatMap((r) =>
    MODES.flatMap((m) => {
      const c = r.cells[m];
      return [cellSources(c), 'fixed' in c && c.fixed ? c.fixed.in.flatMap((f) => f.sources) : []];
    }),
  ),
  ...NODE_ROWS.flatMap((r) => MODES.map((m) => r.cells[m])),
];
