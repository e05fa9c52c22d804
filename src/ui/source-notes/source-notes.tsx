import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceId } from '../../domain/sources';
import { shownSource } from '../../i18n/source-table';
import { useLang } from '../../i18n/use-lang';
import { CheckedOn } from '../checked-on';
import { Heading } from '../heading';
import { inFootnoteOrder, numberSources } from './numbering';
import './source-notes.css';

const Numbers = createContext<ReadonlyMap<SourceId, number>>(new Map());

/**
 * A page (or part) whose facts cite their sources as numbered notes: the numbers follow the order
 * of `citations` (the facts' sources, as the page shows them), and SourceList lists them in full.
 */
export function SourceNotesScope({
  citations,
  children,
}: {
  citations: readonly (readonly SourceId[])[];
  children: ReactNode;
}) {
  const numbers = useMemo(() => numberSources(citations), [citations]);
  return <Numbers.Provider value={numbers}>{children}</Numbers.Provider>;
}

/** The numbers given, or else the enclosing scope's. */
function useNumbers(given: ReadonlyMap<SourceId, number> | undefined): ReadonlyMap<SourceId, number> {
  const scoped = useContext(Numbers);
  return given ?? scoped;
}

/**
 * A fact's sources as [1] [2]: each opens its source; its title is in the list below and on hover.
 * Named "Source 1" by its text; the brackets come from CSS. `numbers` overrides the scope's.
 */
export function SourceNotes({ ids, numbers }: { ids: readonly SourceId[]; numbers?: ReadonlyMap<SourceId, number> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = useNumbers(numbers);
  return (
    <span className="source-notes">
      {inFootnoteOrder(ids, n).map((id) => {
        const s = shownSource(id, lang);
        return (
          <a key={id} href={s.url} className="footnote-ref" title={s.title}>
            <span className="visually-hidden">{`${t('facts.source')} `}</span>
            {String(n.get(id) ?? '')}
          </a>
        );
      })}
    </span>
  );
}

/**
 * The numbered sources in full: title, publisher, and the day each was checked (`checked`: where
 * the facts do not say it themselves).
 */
export function SourceList({
  numbers,
  checked = true,
}: {
  numbers?: ReadonlyMap<SourceId, number>;
  checked?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = useNumbers(numbers);
  return (
    <section className="source-list" aria-labelledby="sources">
      <Heading id="sources">{t('facts.sources')}</Heading>
      <ol>
        {[...n.keys()].map((id) => {
          const s = shownSource(id, lang);
          return (
            <li key={id} id={`source-${id}`}>
              <a href={s.url}>{s.title}</a> <span className="muted">{`— ${s.publisher}`}</span>
              {checked ? (
                <>
                  {' '}
                  <CheckedOn ids={[id]} />
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
