import { useTranslation } from 'react-i18next';
import type { SearchState } from '../lib/use-site-search';

/** What the search is doing, in words: the page's and the dialog's status line. */
export function SearchStatus({ state }: { state: SearchState }) {
  const { t } = useTranslation('search');
  switch (state.status) {
    case 'idle':
      return t('status.idle');
    case 'searching':
      return t('status.searching');
    case 'failed':
      return t('status.failed');
    case 'done':
      return state.count === 0
        ? t('status.none', { q: state.query })
        : t('status.found', { count: state.count, q: state.query });
  }
}
