import { useLang } from '../i18n/use-lang';
import type { SourceId } from '../domain/sources';
import { shownSource } from '../i18n/source-table';
import './source-link.css';

/**
 * A compact citation: the source's title links to it, cut to one line with the whole title on
 * hover. `full` shows whole titles instead, where a page is read as a record (the change log).
 */
export function SourceLinks({ ids, full = false }: { ids: readonly SourceId[]; full?: boolean }) {
  const lang = useLang();
  return (
    <span className={full ? 'source-links source-links-full' : 'source-links'}>
      {ids.map((id) => {
        const s = shownSource(id, lang);
        return (
          <a key={id} className="source-link" href={s.url} title={full ? undefined : s.title}>
            {s.title}
          </a>
        );
      })}
    </span>
  );
}
