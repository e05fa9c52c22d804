import { useTranslation } from 'react-i18next';
import type { MatrixCell as Cell } from '../../../domain/matrix/matrix';
import type { SourceId } from '../../../domain/sources';
import { useDataT } from '../../../i18n/use-data-t';
import { SourceNotes } from '../../../ui/source-notes/source-notes';

export function MatrixCell({ cell, footnotes }: { cell: Cell; footnotes: Map<SourceId, number> }) {
  const { t } = useTranslation('compare');
  const { t: tc } = useTranslation();
  const dt = useDataT('compare');
  const tone = cell.tone ?? 'neutral';
  return (
    <td className={`matrix-cell tone-${tone} mode-${cell.mode}`}>
      <span className="cell-mode">{tc(`modes.${cell.mode}`)}</span>
      {/* The tone's shape and colour come from CSS (.cell-value::before), its word from the hidden text. */}
      <strong className="cell-value">
        {dt(cell.valueKey, cell.params)}
        <span className="visually-hidden">{` (${t(`tones.${tone}`)})`}</span>
      </strong>
      <p className="cell-text">{dt(cell.key, cell.params)}</p>
      {cell.points?.length ? (
        <ul className="cell-points">
          {cell.points.map((p) => (
            <li key={p}>{dt(p, cell.params)}</li>
          ))}
        </ul>
      ) : null}
      <SourceNotes ids={cell.sources} numbers={footnotes} />
    </td>
  );
}
