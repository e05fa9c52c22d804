import { useTranslation } from 'react-i18next';
import type { SourceId } from '../../../domain/sources';
import { shownSource } from '../../../i18n/source-table';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';

export function SourceList({ footnotes }: { footnotes: Map<SourceId, number> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="source-list" aria-labelledby="sources">
      <Heading id="sources">{t('facts.sources')}</Heading>
      <ol>
        {[...footnotes.keys()].map((id) => {
          const s = shownSource(id, lang);
          return (
            <li key={id} id={`source-${id}`}>
              <a href={s.url}>{s.title}</a> <span className="muted">{`— ${s.publisher}`}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
