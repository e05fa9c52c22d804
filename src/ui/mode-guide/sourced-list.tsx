import type { SourcedText } from '../../domain/matrix/mode-pages';
import { useDataT } from '../../i18n/use-data-t';
import { SourceLinks } from '../source-link';

/** Paragraph-sized facts from the mode-page data, each followed by its sources. */
export function SourcedList({ items, className }: { items: readonly SourcedText[]; className?: string }) {
  const dt = useDataT('modes');
  return (
    <ul className={`sourced-list ${className ?? ''}`}>
      {items.map((item) => (
        <li key={item.key} data-tone={item.tone ?? 'neutral'}>
          <span>{dt(item.key, item.params)}</span> <SourceLinks ids={item.sources} />
        </li>
      ))}
    </ul>
  );
}
