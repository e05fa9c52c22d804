import { useTranslation } from 'react-i18next';
import type { CellNote } from '../domain/plugins/model';

/** One of a plugin cell's facts — its first release, a setting asked for, an option — as every view words it. */
export function PluginCellNote({ note }: { note: CellNote }) {
  const { t } = useTranslation('plugins');
  return (
    <>
      {t(note.key, { version: note.version })}
      {note.code ? (
        <>
          {' '}
          <code>{note.code}</code>
        </>
      ) : null}
    </>
  );
}
