import { useTranslation } from 'react-i18next';
import type { Platform } from '../../../domain/platforms/model';
import { SourceNotes } from '../../../ui/source-notes/source-notes';
import { modeListSources } from '../lib/citations';

/** The modes a platform offers, each with the version it arrived in where a source names one. */
export function ModeList({ platform }: { platform: Platform }) {
  const { t } = useTranslation('platforms');
  const { t: tc } = useTranslation();
  return (
    <>
      <ul className="platform-modes">
        {platform.modes.map((o) => (
          <li key={o.mode}>
            {tc(`modes.${o.mode}`)}
            {o.since ? <span className="muted"> {t('page.sinceAside', { version: o.since })}</span> : null}
          </li>
        ))}
      </ul>
      <SourceNotes ids={modeListSources(platform)} />
    </>
  );
}
