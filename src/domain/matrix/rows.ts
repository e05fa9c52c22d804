import { ROW_IDS, rowKey, type MatrixRow, type RowId } from './model';

// The CCE page's own rows come first (the first six of ROW_IDS), then what upstream and other
// sources add.
const CCE_ROWS: ReadonlySet<RowId> = new Set(ROW_IDS.slice(0, 6));

export const ROWS: readonly MatrixRow[] = ROW_IDS.map((id) => ({
  id,
  group: CCE_ROWS.has(id) ? 'cce' : 'beyond',
  labelKey: `rows.${rowKey(id)}.label`,
  hintKey: `rows.${rowKey(id)}.hint`,
  ...(id === 'upstream-status' ? { seeAlso: 'migrate' as const } : {}),
  ...(id === 'lookup' ? { seeAlso: 'packetPaths' as const } : {}),
}));
