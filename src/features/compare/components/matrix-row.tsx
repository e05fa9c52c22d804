import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { getCell, rowSources, type MatrixRow as Row } from '../../../domain/matrix/matrix';
import type { Mode } from '../../../domain/modes';
import type { SourceId } from '../../../domain/sources';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { CopyButton } from '../../../ui/copy-button';
import { ReportLink } from '../../../ui/report-link';
import { MatrixCell } from './matrix-cell';

interface Props {
  row: Row;
  modes: readonly Mode[];
  same: boolean;
  diff: boolean;
  groupStart: boolean;
  footnotes: Map<SourceId, number>;
}

// Memoized: every prop is stable data, so hydration's re-render with an unchanged view skips
// the rows (they were most of the post-hydration work on a slow phone).
export const MatrixRow = memo(function MatrixRow({ row, modes, same, diff, groupStart, footnotes }: Props) {
  const { t } = useTranslation('compare');
  const { t: tc } = useTranslation();
  const dt = useDataT('compare');
  const lang = useLang();
  return (
    <>
      {groupStart ? (
        <tr className="matrix-group">
          <th scope="colgroup" colSpan={modes.length + 1}>
            {row.group === 'cce' ? t('labels.groupCce') : t('labels.groupBeyond')}
          </th>
        </tr>
      ) : null}
      <tr className="matrix-row" data-row={row.id} data-same={same}>
        <th scope="row" id={row.id} className="matrix-label">
          <span className="matrix-label-text">{dt(row.labelKey)}</span>
          <span className="matrix-hint">{dt(row.hintKey)}</span>
          {row.seeAlso === 'migrate' ? (
            <Link to="/$lang/migrate/" params={{ lang }}>
              {tc('meta.migrate.title')}
            </Link>
          ) : row.seeAlso === 'packetPaths' ? (
            <Link to="/$lang/" params={{ lang }} hash="what-kube-proxy-does">
              {t('labels.packetPaths')}
            </Link>
          ) : null}
          <CheckedOn ids={rowSources(row.id)} /> <ReportLink fact={`row:${row.id}`} />
          {diff ? (
            <span className={`diff-badge ${same ? 'diff-same' : 'diff-differs'}`}>
              {same ? t('labels.sameInSelection') : t('labels.differsInSelection')}
            </span>
          ) : null}
          <span className="row-tools">
            <a className="row-anchor" href={`#${row.id}`} aria-label={t('labels.rowAnchor')}>
              #
            </a>
            <CopyButton text={() => `${window.location.href.split('#')[0]}#${row.id}`} label={tc('copy.copyLink')} />
          </span>
        </th>
        {modes.map((mode) => (
          <MatrixCell key={mode} cell={getCell(row.id, mode)} footnotes={footnotes} />
        ))}
      </tr>
    </>
  );
});
