import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { useSearchState } from '../../../ui/awaits-hydration/use-search-state';
import { PageHeader } from '../../../ui/page-header';
import { NAV_SECTIONS } from '../../../ui/layout/nav-sections';
import type { PageGroup } from '../lib/results';
import type { SearchSearch } from '../lib/search-params';
import { useSiteSearch, type SearchState } from '../lib/use-site-search';
import { Excerpt } from './excerpt';
import { SearchStatus } from './search-status';
import './search.css';

interface Props {
  /** The URL's search: `q`, the query as typed. */
  search: SearchSearch;
  /** Writes the query into the URL (replacing the entry), so the page can be shared. */
  onSearch: (next: SearchSearch) => void;
}

const EMPTY: SearchSearch = {};

/**
 * `/{lang}/search?q=…`: the guide's pages and its rows (rules, comparison rows, platform
 * statements, plugins) in this language. The prerendered page is the form and, for readers
 * without JavaScript, a note and the sections; results come after hydration (the field shows
 * the URL's query from then on, useSearchState).
 */
export function SearchPage({ search, onSearch }: Props) {
  const { t } = useTranslation('search');
  const [view, update] = useSearchState(search, onSearch, EMPTY);
  const value = view.q ?? '';
  const lang = useLang();
  const state = useSiteSearch(value, lang);
  return (
    <article className="page page-search" data-testid="page-search">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      {/* Results follow the field as it is typed: submitting has nothing left to do. */}
      <form role="search" className="search-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="search-q">{t('form.label')}</label>
        <div className="search-row">
          <input
            id="search-q"
            name="q"
            type="search"
            value={value}
            placeholder={t('form.placeholder')}
            autoComplete="off"
            spellCheck={false}
            data-testid="search-input"
            onChange={(e) => update(e.target.value === '' ? {} : { q: e.target.value })}
          />
          <button type="submit" className="button button-primary">
            {t('form.submit')}
          </button>
        </div>
      </form>
      <NeedsJs />
      <Results state={state} />
    </article>
  );
}

/** Shown only without scripts (search.css): what the page cannot do, and where to go instead. */
function NeedsJs() {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <section className="search-needs-js script-off-only" aria-labelledby="search-sections">
      <p>{t('noScript.body')}</p>
      <h2 id="search-sections">{t('noScript.sections')}</h2>
      <ul>
        {NAV_SECTIONS.map((s) => (
          <li key={s.key}>
            <Link to={s.to} params={{ lang }}>
              {tc(`nav.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ state }: { state: SearchState }) {
  return (
    <section
      className="search-results needs-script"
      aria-live="polite"
      data-testid="search-results"
      data-status={state.status}
    >
      <p className="search-status" role="status">
        <SearchStatus state={state} />
      </p>
      {state.status === 'done' ? (
        <ol className="search-groups">
          {state.groups.map((g) => (
            <Group key={g.url} group={g} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Group({ group }: { group: PageGroup }) {
  return (
    <li className="search-group" data-page={group.url}>
      <h2>
        <a href={group.url}>{group.title}</a>
      </h2>
      <ul>
        {group.hits.map((h) => (
          <li key={h.url}>
            <a href={h.url} className="search-hit" data-testid="search-hit">
              {h.title}
            </a>
            <p className="search-excerpt">
              <Excerpt text={h.excerpt} />
            </p>
          </li>
        ))}
      </ul>
    </li>
  );
}
