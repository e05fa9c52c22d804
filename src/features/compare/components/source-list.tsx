import { useTranslation } from 'react-i18next';
import { SOURCES, sourceTitle, sourceUrl, type SourceId } from '../../../domain/sources';
import { useLang } from '../../../i18n/use-lang';
import { Heading } from '../../../ui/heading';

export function SourceList({ footnotes }: { footnotes: Map<SourceId, number> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="source-list" aria-labelledby="sources">
      <Heading id="sources">{t('facts.sources')}</Heading>
      <ol>
        {[...footnotes.keys()].map((id) => (
          <li key={id} id={`source-${id}`}>
            <a href={sourceUrl(id, lang)}>{sourceTitle(id, lang)}</a>{' '}
            <span className="muted">{`— ${SOURCES[id].publisher}`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
