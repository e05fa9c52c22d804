import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang';
import type { TroubleshootId } from '../domain/troubleshoot/model';
import type { SourceId } from '../domain/sources';
import { shownSource } from '../i18n/source-table';
import './source-link.css';

/**
 * A compact citation: the source's title links to it, cut to one line; hovering or focusing the
 * chip unfolds the whole title in place (a tooltip would repeat every title in the HTML and never
 * shows on keyboard focus). `full` shows whole titles always, where a page is read as a record.
 */
export function SourceLinks({ ids, full = false }: { ids: readonly SourceId[]; full?: boolean }) {
  const lang = useLang();
  return (
    <span className={full ? 'source-links source-links-full' : 'source-links'}>
      {ids.map((id) => {
        const s = shownSource(id, lang);
        return (
          <a key={id} className="source-link" href={s.url}>
            {s.title}
          </a>
        );
      })}
    </span>
  );
}

/** The link from a short mention of a problem to its troubleshooting entry, where it is told in full. */
export function TroubleshootLink({ id }: { id: TroubleshootId }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className="troubleshoot-link" data-troubleshoot={id}>
      <Link to="/$lang/troubleshoot/$problem/" params={{ lang, problem: id }}>
        {t('troubleshootLink')}
      </Link>
    </p>
  );
}
