import { useLang } from '../i18n/use-lang';
import type { SourceId } from '../domain/sources';
import { shownSource } from '../i18n/source-table';
import './source-link.css';

/** A compact citation: the source's title links to it. */
export function SourceLinks({ ids }: { ids: readonly SourceId[] }) {
  const lang = useLang();
  return (
    <span className="source-links">
      {ids.map((id) => {
        const s = shownSource(id, lang);
        return (
          <a key={id} className="source-link" href={s.url} title={s.title}>
            {s.title}
          </a>
        );
      })}
    </span>
  );
}
