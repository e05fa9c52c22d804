/**
 * The comparison matrix as data: rows × modes, each cell an i18n key (namespace
 * `compare`) plus the sources it rests on. The UI renders; it never decides
 * what a cell says.
 */
import { CELLS } from './cells';
import { MODES, type Mode } from '../modes';
import type { SourceId } from '../sources';
import { ROW_IDS, type MatrixCell, type RowId } from './model';

export { ROW_IDS, MATRIX_NS, MODES_NS } from './model';
export type { RowId, MatrixRow, MatrixCell } from './model';
export { ROWS } from './rows';
export { CELLS } from './cells';

const byRowMode = new Map<string, MatrixCell>(CELLS.map((c) => [`${c.row}/${c.mode}`, c]));

/** The one cell of a row for a mode (the tests guarantee it exists). */
export function getCell(row: RowId, mode: Mode): MatrixCell {
  const c = byRowMode.get(`${row}/${mode}`);
  if (!c) throw new Error(`matrix: no cell for ${row} × ${mode}`);
  return c;
}

/** Cells of one row, in the order of `modes` (default: all three). */
export function rowCells(row: RowId, modes: readonly Mode[] = MODES): MatrixCell[] {
  return modes.map((m) => getCell(row, m));
}

/** Every source the row's cells cite (all modes), for the row's "checked on" date. */
export function rowSources(row: RowId): SourceId[] {
  return [...new Set(rowCells(row).flatMap((c) => c.sources))];
}

/** What two cells are compared by: the summary, not the prose. */
function compareKeyOf(cell: MatrixCell): string {
  return cell.compareKey ?? cell.valueKey;
}

/**
 * True when the selected modes' cells say the same thing in this row, so
 * "highlight differences" can dim it. Fewer than two modes: trivially true.
 */
export function sameAcross(row: RowId, modes: readonly Mode[]): boolean {
  const keys = new Set(modes.map((m) => compareKeyOf(getCell(row, m))));
  return keys.size <= 1;
}

/** Rows where the selected modes differ, in display order. */
export function differingRows(modes: readonly Mode[]): RowId[] {
  return ROW_IDS.filter((r) => !sameAcross(r, modes));
}
