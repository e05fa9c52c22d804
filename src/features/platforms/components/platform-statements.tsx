import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../domain/platforms/model';
import { useDataT } from '../../../i18n/use-data-t';
import { Heading } from '../../../ui/heading';
import { SourceNotes } from '../../../ui/source-notes/source-notes';

/** The platform's own word on the modes, labelled as its own; a gap or a contradiction says so. */
export function PlatformStatements({ platform: p }: { platform: Platform }) {
  const { t } = useTranslation('platforms');
  const words = useDataT('platforms');
  return (
    <section aria-labelledby="statements">
      <Heading id="statements">{t('detail.statements')}</Heading>
      <ul className="platform-statements">
        {p.statements.map((s) => (
          <li key={s.id} id={`statement-${s.id}`} data-about={s.about}>
            {'notPublished' in s ? <span className="not-published">{t('page.notPublished')}</span> : null}
            {s.conflict ? <span className="conflict">{t('page.conflict')}</span> : null}{' '}
            {words(`platforms.${p.id}.statements.${s.id}`, s.params)}{' '}
            {'sources' in s ? <SourceNotes ids={s.sources} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
