import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { ROWS, sameAcross } from '../../../domain/matrix/matrix';
import type { Mode } from '../../../domain/modes';
import type { SourceId } from '../../../domain/sources';
import { MatrixRow } from './matrix-row';

interface Props {
  modes: readonly Mode[];
  diff: boolean;
  footnotes: Map<SourceId, number>;
}

export function MatrixTable({ modes, diff, footnotes }: Props) {
  const { t } = useTranslation('compare');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <div className="matrix-wrap">
      <table
        className="matrix"
        data-testid="matrix"
        data-diff={diff}
        style={{ '--mode-count': modes.length } as React.CSSProperties}
      >
        <caption className="visually-hidden">{t('page.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="matrix-corner">
              {t('labels.property')}
            </th>
            {modes.map((mode) => (
              <th key={mode} scope="col" className={`matrix-mode mode-${mode}`} data-mode={mode}>
                <Link
                  to="/$lang/modes/$mode/"
                  params={{ lang, mode }}
                  title={t('labels.modePage', { mode: tc(`modes.${mode}`) })}
                >
                  {tc(`modes.${mode}`)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row, i) => (
            <MatrixRow
              key={row.id}
              row={row}
              modes={modes}
              same={modes.length > 1 && sameAcross(row.id, modes)}
              diff={diff}
              groupStart={i === 0 || ROWS[i - 1]?.group !== row.group}
              footnotes={footnotes}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
