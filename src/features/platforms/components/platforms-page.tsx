import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '../../../domain/platforms/platforms';
import { platformKind, type Platform } from '../../../domain/platforms/model';
import { useDataT } from '../../../i18n/use-data-t';
import { useLang } from '../../../i18n/use-lang';
import { PageHeader } from '../../../ui/page-header';
import { TableScroll } from '../../../ui/table-scroll';
import { SourceList, SourceNotesScope } from '../../../ui/source-notes/source-notes';
import { overviewCitations } from '../lib/citations';
import { FactValue } from './fact-value';
import { ModeList } from './mode-list';
import './platforms.css';
// After the page's own styles: its phone rules override the table's.
import '../../../ui/styles/card-table.css';

const COLUMNS = ['modes', 'default', 'chosen', 'cost', 'runs', 'replacement'] as const;
const CITATIONS = overviewCitations(PLATFORMS);

/** `/platforms`: every platform against the same facts; a card per platform on a phone. */
export function PlatformsPage() {
  const { t } = useTranslation('platforms');
  return (
    <article className="page page-platforms" data-testid="page-platforms">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <SourceNotesScope citations={CITATIONS}>
        <TableScroll className="card-table-wrap" label={t('page.title')}>
          <table className="platform-table card-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.platform')}</th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PLATFORMS.map((p) => (
                <PlatformRow key={p.id} platform={p} />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <SourceList />
      </SourceNotesScope>
    </article>
  );
}

function PlatformRow({ platform: p }: { platform: Platform }) {
  const { t } = useTranslation('platforms');
  const { t: tc } = useTranslation();
  const words = useDataT('platforms');
  const lang = useLang();
  const label = (c: (typeof COLUMNS)[number]) => t(`columns.${c}`);
  return (
    <tr id={p.id} data-platform={p.id}>
      <th scope="row">
        <Link to="/$lang/platforms/$platform/" params={{ lang, platform: p.id }} className="platform-name">
          {tc(`answers.values.platform.${p.id}`)}
        </Link>
        <span className="platform-kind">{t(`kinds.${platformKind(p.id)}`)}</span>
      </th>
      <td data-label={label('modes')}>
        <ModeList platform={p} />
      </td>
      <td data-label={label('default')}>
        <FactValue fact={p.defaultMode}>{(m) => tc(`modes.${m}`)}</FactValue>
        {p.defaultNote ? (
          <Link
            to="/$lang/platforms/$platform/"
            params={{ lang, platform: p.id }}
            hash={`statement-${p.defaultNote}`}
            className="platform-default-note"
          >
            {words(`platforms.${p.id}.defaultNote`)}
          </Link>
        ) : null}
      </td>
      <td data-label={label('chosen')}>
        <FactValue fact={p.chosenAt}>{(v) => t(`chosen.${v}`)}</FactValue>
      </td>
      <td data-label={label('cost')}>
        <FactValue fact={p.changeCost}>{(v) => t(`cost.${v}`)}</FactValue>
      </td>
      <td data-label={label('runs')}>
        <FactValue fact={p.kubeProxyRuns}>{(v) => t(`runs.${v}`)}</FactValue>
      </td>
      <td data-label={label('replacement')}>
        <FactValue fact={p.replacement}>{(v) => t(`replacement.${v}`)}</FactValue>
      </td>
    </tr>
  );
}
