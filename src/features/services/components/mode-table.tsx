import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MODES } from '../../../domain/modes';
import { TableScroll } from '../../../ui/table-scroll';

/** A table of behaviours against the three modes: a column for the behaviour, one per mode. */
export function ModeTable({ caption, children }: { caption: string; children: ReactNode }) {
  const { t } = useTranslation('services');
  const { t: tc } = useTranslation();
  return (
    <TableScroll className="card-table-wrap" label={caption}>
      <table className="services-table card-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.behaviour')}</th>
            {MODES.map((m) => (
              <th key={m} scope="col">
                {tc(`modes.${m}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
