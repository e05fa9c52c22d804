import { useTranslation } from 'react-i18next';
import type { FeatureCell, FeatureRow } from '../../../domain/migrate/feature-modes';
import { MODES } from '../../../domain/modes';
import { FEATURE_ENTRIES } from '../../../domain/troubleshoot/links';
import { listOf } from '../../../i18n/langs';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { SettingLink } from '../../../ui/setting-link';
import { SourceNotes } from '../../../ui/source-notes/source-notes';
import { TroubleshootLink } from '../../../ui/source-link';
import { ModeTable } from './mode-table';

/** Behaviours against the modes: what each is about (a Service field, or a setting's row), then a cell per mode. */
export function BehaviourTable({ caption, rows }: { caption: string; rows: readonly FeatureRow[] }) {
  return (
    <ModeTable caption={caption}>
      {rows.map((r) => (
        <BehaviourRow key={r.id} row={r} />
      ))}
    </ModeTable>
  );
}

function BehaviourRow({ row: r }: { row: FeatureRow }) {
  const dt = useDataT('services');
  const { t: tc } = useTranslation();
  const entry = FEATURE_ENTRIES[r.id];
  return (
    <tr id={r.id} data-behaviour={r.id}>
      <th scope="row">
        <span className="services-label">{dt(`rows.${r.id}`)}</span>
        {'setting' in r.concerns ? <SettingLink path={r.concerns.setting} /> : <code>{r.concerns.service}</code>}
        {entry ? <TroubleshootLink id={entry} /> : null}
      </th>
      {MODES.map((m) => (
        <td key={m} data-label={tc(`modes.${m}`)} data-mode={m} data-value={value(r.cells[m])}>
          <Cell cell={r.cells[m]} />
        </td>
      ))}
    </tr>
  );
}

const value = (c: FeatureCell) => ('value' in c ? c.value : 'notPublished');

function Cell({ cell }: { cell: FeatureCell }) {
  const { t } = useTranslation('services');
  const dt = useDataT('services');
  const lang = useLang();
  if (!('value' in cell)) return <span className="muted">{t('values.notPublished')}</span>;
  const { fixed } = cell;
  return (
    <>
      {dt(`values.${cell.value}`)} <SourceNotes ids={cell.sources} />
      {fixed ? (
        <span className="services-fixed" data-fixed-by={fixed.entry}>
          {t('fixed', {
            releases: listOf(
              lang,
              fixed.in.flatMap((f) => (f.release ? [f.release] : [])),
            ),
          })}{' '}
          <SourceNotes ids={fixed.in.flatMap((f) => f.sources)} />
          <TroubleshootLink id={fixed.entry} />
        </span>
      ) : null}
    </>
  );
}
