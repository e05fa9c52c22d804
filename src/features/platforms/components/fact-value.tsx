import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../domain/platforms/model';
import { SourceNotes } from '../../../ui/source-notes/source-notes';

/** A platform fact as a cell shows it: its words and its numbered sources, or "not published". */
export function FactValue<T>({ fact, children }: { fact: Fact<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('platforms');
  if ('notPublished' in fact) return <span className="not-published">{t('page.notPublished')}</span>;
  return (
    <>
      <span className="fact-value">{children(fact.value)}</span> <SourceNotes ids={fact.sources} />
    </>
  );
}
