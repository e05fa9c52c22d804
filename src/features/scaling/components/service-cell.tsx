import { useTranslation } from 'react-i18next';
import { CCE_SERVICE_THRESHOLD } from '../../../domain/scaling/cost-model';
import { useLang } from '../../../i18n/use-lang';
import { formatters } from '../lib/format';

/** The first cell of a data-table row: the Service count, tagged when it is the reader's or CCE's. */
export function ServiceCell({ services, reader }: { services: number; reader: number }) {
  const { t } = useTranslation('scaling');
  const f = formatters(useLang());
  return (
    <th scope="row">
      {f.num(services)}
      {services === reader ? <span className="row-tag row-tag-reader">{t('chart.yourRow')}</span> : null}
      {services === CCE_SERVICE_THRESHOLD ? <span className="row-tag row-tag-cce">{t('chart.cceRow')}</span> : null}
    </th>
  );
}
