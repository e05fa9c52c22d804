import { useLang } from '../i18n/use-lang';
import { sourceTitle, sourceUrl, type SourceId } from '../domain/sources';
import './source-link.css';

/** A compact citation: the source's title links to it. */
export function SourceLinks({ ids }: { ids: readonly SourceId[] }) {
  const lang = useLang();
  return (
    <span className="source-links">
      {ids.map((id) => (
        <a key={id} className="source-link" href={sourceUrl(id, lang)} title={sourceTitle(id, lang)}>
          {sourceTitle(id, lang)}
        </a>
      ))}
    </span>
  );
}
