import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { flagDefaultOf } from '../../../domain/migrate/sync-settings';
import { MODES, type Mode } from '../../../domain/modes';
import {
  DEFAULT_SOURCES,
  FLAG_SOURCES,
  type ConfigField,
  type FieldGroup,
} from '../../../domain/settings/config-fields';
import { useDataT } from '../../../i18n/use-data-t';
import { listOf } from '../../../i18n/langs';
import { useLang } from '../../../i18n/use-lang';
import { SourceNotes } from '../../../ui/source-notes/source-notes';
import { TableScroll } from '../../../ui/table-scroll';

/** One section's fields: what each does, which modes read it, its default and its flags. */
export function FieldTable({ group, fields }: { group: FieldGroup; fields: readonly ConfigField[] }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const caption = t(`groups.${group}`);
  return (
    <TableScroll className="card-table-wrap" label={caption}>
      <table className="settings-table card-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.field')}</th>
            <th scope="col">{t('columns.does')}</th>
            {MODES.map((m) => (
              <th key={m} scope="col" className="settings-mode">
                {tc(`modes.${m}`)}
              </th>
            ))}
            <th scope="col">
              {t('columns.default')} <SourceNotes ids={DEFAULT_SOURCES} />
            </th>
            <th scope="col">
              {t('columns.flags')} <SourceNotes ids={FLAG_SOURCES} />
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <FieldRow key={f.path} field={f} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function FieldRow({ field: f }: { field: ConfigField }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const dt = useDataT('settings');
  const r = f.readers;
  return (
    <tr id={f.path} data-field={f.path}>
      <th scope="row">
        <code>
          <Breakable text={f.path} at="." />
        </code>
      </th>
      <td data-label={t('columns.does')}>
        {dt(`fields.${f.path}`)} <SourceNotes ids={f.sources} />
      </td>
      {'modes' in r ? (
        MODES.map((m) => {
          const reads = r.modes.includes(m);
          return (
            <td key={m} data-label={tc(`modes.${m}`)} data-mode={m} data-reads={reads} className="settings-mode">
              {reads ? (
                t('readers.reads')
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{t('readers.ignores')}</span>
                </>
              )}
            </td>
          );
        })
      ) : (
        <td
          colSpan={MODES.length}
          data-label={t('columns.modes')}
          data-readers={Object.keys(r)[0]}
          className="settings-none"
        >
          {t(`readers.${'windows' in r ? 'windows' : 'unused' in r ? 'unused' : 'notPublished'}`)}
        </td>
      )}
      <td data-label={t('columns.default')}>
        <DefaultCell field={f} />
      </td>
      <td data-label={t('columns.flags')}>
        <FlagsCell field={f} />
      </td>
    </tr>
  );
}

function DefaultCell({ field: f }: { field: ConfigField }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const lang = useLang();
  if (f.default === null) {
    const flag = flagDefaultOf(f.path);
    return (
      <span className="muted">{flag ? t('default.notPublishedFlag', { value: flag }) : t('default.notPublished')}</span>
    );
  }
  const names = (modes: readonly Mode[]) =>
    listOf(
      lang,
      modes.map((m) => tc(`modes.${m}`)),
    );
  return (
    <>
      <code>{f.default}</code>
      {f.effective?.map((e) => (
        <span key={e.value} className="settings-effective">
          {e.modes
            ? t('default.effectiveByMode', { modes: names(e.modes), value: e.value })
            : t('default.effective', { value: e.value })}
        </span>
      ))}
    </>
  );
}

function FlagsCell({ field: f }: { field: ConfigField }) {
  const { t } = useTranslation('settings');
  if (f.flags === null) return <span className="muted">{t('flags.notPublished')}</span>;
  if (f.flags.length === 0) return <span className="muted">{t('flags.none')}</span>;
  return (
    <>
      <span className="settings-flags">
        {f.flags.map((flag) => (
          <code key={flag}>
            <Breakable text={flag} at="-" />
          </code>
        ))}
      </span>
      {f.flagWins ? <span className="settings-wins">{t('flags.wins')}</span> : null}
    </>
  );
}

/** A long name that may wrap only after each `at` (a flag's words, a path's sections), not inside a word. */
function Breakable({ text, at }: { text: string; at: string }) {
  const parts = text.split(new RegExp(`(?<=[^${at}]\\${at})`));
  return parts.map((p, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {p}
    </Fragment>
  ));
}
