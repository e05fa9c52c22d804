import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PlatformChoice } from '../../../domain/answers/answers';
import type { Mode } from '../../../domain/modes';
import { platformNotes } from '../../../domain/platforms/choice-facts';
import { useLang } from '../../../i18n/use-lang';
import { CheckedOn } from '../../../ui/checked-on';
import { SourceLinks } from '../../../ui/source-link';

/**
 * Beside the pick, what the reader's platform asks of the choice itself: that it is made once,
 * when the cluster is created, or that leaving it out means IPVS.
 */
export default function PlatformNotes({
  platform,
  pick,
  running,
}: {
  platform: PlatformChoice | undefined;
  pick: Mode;
  /** A mode runs today: on a platform that fixes it at creation, the pick is for a new cluster. */
  running: boolean;
}) {
  const { t } = useTranslation('result');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const notes = platformNotes(platform);
  if (platform === undefined || platform === 'k8s' || notes.length === 0) return null;
  const name = tc(`answers.values.platform.${platform}`);
  return (
    <div className="result-platform-notes" data-testid="platform-notes">
      <p className="result-platform-notes-title">{t('platformNotes.title', { platform: name })}</p>
      <ul>
        {notes.map((n) => (
          <li key={n.id} data-note={n.id}>
            {t(`platformNotes.${n.id === 'creation' && running ? 'creationRunning' : n.id}`, {
              mode: tc(`modes.${pick}`),
            })}{' '}
            <SourceLinks ids={n.sources} /> <CheckedOn ids={n.sources} />
          </li>
        ))}
      </ul>
      <Link to="/$lang/platforms/$platform/" params={{ lang, platform }}>
        {t('platformNotes.more', { platform: name })}
      </Link>
    </div>
  );
}
