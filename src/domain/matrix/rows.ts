import { ROW_IDS, rowKey, type MatrixRow, type RowId } from './model';

// The CCE page's own rows come first, then what upstream and other sources add.
const CCE_ROWS: ReadonlySet<RowId> = new Set([
  'positioning',
  'throughput',
  'complexity',
  'load-balancing',
  'clusterip-ping',
  'limits',
]);

export const ROWS: readonly MatrixRow[] = ROW_IDS.map((id) => ({
  id,
  group: CCE_ROWS.has(id) ? 'cce' : 'beyond',
  labelKey: `rows.${rowKey(id)}.label`,
  hintKey: `rows.${rowKey(id)}.hint`,
}));
