import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './matrix.css';
import { CELLS } from '../../../domain/matrix/matrix';
import { newestCheck } from '../../../i18n/source-table';
import { useLang } from '../../../i18n/use-lang';
import { PageHeader } from '../../../ui/page-header';
import { useSearchState } from '../../../ui/awaits-hydration/use-search-state';
import type { CompareSearch } from '../lib/compare-search';
import { selectedModes } from '../lib/compare-view';
import { numberSources } from '../../../ui/source-notes/numbering';
import { CompareControls } from './compare-controls';
import { MatrixTable } from './matrix-table';
import { SourceList } from '../../../ui/source-notes/source-notes';

const EVERY_MODE: CompareSearch = {};

export function ComparePage({ search, onSearch }: { search: CompareSearch; onSearch: (next: CompareSearch) => void }) {
  const { t } = useTranslation('compare');
  const { t: tc } = useTranslation();
  const lang = useLang();
  // The prerendered page shows every mode; the URL's view applies once hydrated.
  const [view, update] = useSearchState(search, onSearch, EVERY_MODE);
  const modes = selectedModes(view); // interned: the same array while the selection stays
  const diff = view.diff === true && modes.length > 1;
  // The controls answer at once; the table follows in a render React can interrupt. Redrawn in
  // the same task as the click, every row of it held the checkbox still for ~0.4 s on a slow phone.
  const tableModes = useDeferredValue(modes);
  const tableDiff = useDeferredValue(diff);
  const footnotes = useMemo(() => numberSources(CELLS.map((c) => c.sources)), []);
  return (
    <article className="page page-compare" data-testid="page-compare">
      <PageHeader title={t('page.title')} lead={t('page.intro')}>
        <p className="muted">{`${t('page.cceSupport')} ${tc('facts.checked', { date: newestCheck(lang) })}`}</p>
      </PageHeader>
      <CompareControls search={view} modes={modes} onSearch={update} />
      <MatrixTable modes={tableModes} diff={tableDiff} footnotes={footnotes} />
      <p className="print-only">{tc('facts.printNote', { date: newestCheck(lang) })}</p>
      <SourceList numbers={footnotes} checked={false} />
    </article>
  );
}
