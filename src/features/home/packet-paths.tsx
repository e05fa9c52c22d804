import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MODES } from '../../domain/modes';
import { PACKET_PATHS } from '../../domain/packet-path';
import { useLang } from '../../i18n/use-lang';
import { PacketPath } from '../../ui/packet-path/packet-path';
import { SourceLinks } from '../../ui/source-link';

/** The three modes' packet paths one under another, each leading to its mode page's account. */
export function PacketPaths() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <div className="packet-paths">
      <p>{t('role.paths')}</p>
      {MODES.map((mode) => (
        <figure key={mode} className="packet-path-figure">
          <figcaption className={`mode-${mode}`}>
            <Link to="/$lang/modes/$mode/" params={{ lang, mode }} hash="how-it-forwards">
              {tc(`modes.${mode}`)}
            </Link>
          </figcaption>
          <PacketPath mode={mode} />
          <SourceLinks ids={PACKET_PATHS[mode].sources} />
        </figure>
      ))}
    </div>
  );
}
