import { useTranslation } from 'react-i18next';
import type { MatrixCell as Cell } from '../../../domain/matrix/matrix';
import type { SourceId } from '../../../domain/sources';
import { shownSource } from '../../../i18n/source-table';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { inFootnoteOrder } from '../lib/footnotes';

export function MatrixCell({ cell, footnotes }: { cell: Cell; footnotes: Map<SourceId, number> }) {
  const { t } = useTranslation('compare');
  const { t: tc } = useTranslation();
  const dt = useDataT('compare');
  const lang = useLang();
  const tone = cell.tone ?? 'neutral';
  return (
    <td className={`matrix-cell tone-${tone}`} data-mode={cell.mode}>
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
      <span className="cell-sources">
        {inFootnoteOrder(cell.sources, footnotes).map((id) => {
          const s = shownSource(id, lang);
          return (
            // Named "Source 1" by its text, described by its title (the source's name); the
            // brackets come from CSS. Some 60 of these make up the page: every byte counts.
            <a key={id} href={s.url} className="footnote-ref" title={s.title}>
              <span className="visually-hidden">{`${tc('facts.source')} `}</span>
              {String(footnotes.get(id) ?? '')}
            </a>
          );
        })}
      </span>
    </td>
  );
}
