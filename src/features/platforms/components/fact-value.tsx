import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../../domain/platforms/model';
import { CheckedOn } from '../../../ui/checked-on';
import { SourceLinks } from '../../../ui/source-link';

/** A platform fact as a cell shows it: its words and sources with their checked date, or "not published". */
export function FactValue<T>({ fact, children }: { fact: Fact<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('platforms');
  if ('notPublished' in fact) return <span className="not-published">{t('page.notPublished')}</span>;
  return (
    <>
      <span className="fact-value">{children(fact.value)}</span> <SourceLinks ids={fact.sources} />{' '}
      <CheckedOn ids={fact.sources} />
    </>
  );
}
