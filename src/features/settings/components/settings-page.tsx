import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  FIELD_GROUPS,
  FILE_NOTES,
  READS_SOURCES,
  CONFIG_FIELDS,
  type FieldGroup,
} from '../../../domain/settings/config-fields';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { Heading } from '../../../ui/heading';
import { PageHeader } from '../../../ui/page-header';
import { SourceList, SourceNotes, SourceNotesScope } from '../../../ui/source-notes/source-notes';
import { SETTINGS_CITATIONS, SETTINGS_SOURCES } from '../lib/citations';
import { FieldTable } from './field-table';
import './settings.css';
// After the page's own styles: its phone rules override the table's.
import '../../../ui/styles/card-table.css';

/** `/settings`: every field of kube-proxy's configuration file, a table per section, the modes as columns. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  return (
    <article className="page page-settings" data-testid="page-settings">
      <PageHeader title={t('page.title')} lead={t('page.lead')}>
        <CheckedOn ids={SETTINGS_SOURCES} />
      </PageHeader>
      <SourceNotesScope citations={SETTINGS_CITATIONS}>
        <ul className="settings-notes">
          {FILE_NOTES.map((n) => (
            <li key={n.id} data-note={n.id}>
              {t(`page.${n.id}`)} <SourceNotes ids={n.sources} />
            </li>
          ))}
        </ul>
        <section aria-labelledby="reads">
          <Heading id="reads">{t('page.readsTitle')}</Heading>
          <p>
            {t('page.reads')} <SourceNotes ids={READS_SOURCES} />
          </p>
          <p>
            <Link to="/$lang/migrate/" params={{ lang }}>
              {t('page.runbookLink')}
            </Link>
          </p>
        </section>
        {FIELD_GROUPS.map((g) => (
          <GroupSection key={g} group={g} />
        ))}
        <SourceList />
      </SourceNotesScope>
    </article>
  );
}

function GroupSection({ group }: { group: FieldGroup }) {
  const { t } = useTranslation('settings');
  return (
    <section aria-labelledby={group} data-group={group}>
      <Heading id={group}>{t(`groups.${group}`)}</Heading>
      <FieldTable group={group} fields={CONFIG_FIELDS.filter((f) => f.group === group)} />
    </section>
  );
}
