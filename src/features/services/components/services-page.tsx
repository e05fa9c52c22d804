import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODES } from '../../../domain/modes';
import { NODE_ROWS } from '../../../domain/settings/beside-node';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { SourceList, SourceNotes, SourceNotesScope } from '../../../ui/source-notes/source-notes';
import { SERVICE_ROWS, SETTING_ROWS } from '../../../domain/settings/service-behaviours';
import { SERVICES_CITATIONS } from '../lib/citations';
import { BehaviourTable } from './behaviour-table';
import { ModeTable } from './mode-table';
import './services.css';
// After the page's own styles: its phone rules override the table's.
import '../../../ui/styles/card-table.css';

/** `/services`: each mode against the Service fields, the behaviours its settings change, and the rest of the node. */
export function ServicesPage() {
  const { t } = useTranslation('services');
  const lang = useLang();
  return (
    <article className="page page-services" data-testid="page-services">
      <PageHeader title={t('page.title')} lead={t('page.lead')}>
        <CheckedOn ids={[...new Set(SERVICES_CITATIONS.flat())]} />
      </PageHeader>
      <SourceNotesScope citations={SERVICES_CITATIONS}>
        <section aria-labelledby="service" data-part="service">
          <Heading id="service">{t('sections.service')}</Heading>
          <BehaviourTable caption={t('sections.service')} rows={SERVICE_ROWS} />
        </section>
        <section aria-labelledby="setting" data-part="setting">
          <Heading id="setting">{t('sections.setting')}</Heading>
          <BehaviourTable caption={t('sections.setting')} rows={SETTING_ROWS} />
          <p>
            <Link to="/$lang/settings/" params={{ lang }}>
              {t('page.modeSettings')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="node" data-part="node">
          <Heading id="node">{t('sections.node')}</Heading>
          <NodeTable />
        </section>
        <SourceList />
      </SourceNotesScope>
    </article>
  );
}

function NodeTable() {
  const { t } = useTranslation('services');
  const { t: tc } = useTranslation();
  return (
    <ModeTable caption={t('sections.node')}>
      {NODE_ROWS.map((r) => (
        <tr key={r.id} id={`node-${r.id}`} data-node={r.id}>
          <th scope="row" className="services-label">
            {t(`node.${r.id}.label`)}
          </th>
          {MODES.map((m) => (
            <td key={m} data-label={tc(`modes.${m}`)} data-mode={m}>
              {t(`node.${r.id}.${m}`)} <SourceNotes ids={r.cells[m]} />
            </td>
          ))}
        </tr>
      ))}
    </ModeTable>
  );
}
