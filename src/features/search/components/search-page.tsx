import { Link, useHydrated } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../i18n/use-lang';
import { PageHeader } from '../../../ui/page-header';
import { NAV_SECTIONS } from '../../../ui/layout/nav-sections';
import { excerptParts, type PageGroup } from '../lib/results';
import { useSiteSearch, type SearchState } from '../lib/use-site-search';
import { SearchStatus } from './search-status';
import './search.css';

interface Props {
  /** The URL's `q`. */
  query: string;
  /** Writes the query into the URL (replacing the entry), so the page can be shared. */
  onQuery: (q: string) => void;
}

/**
 * `/{lang}/search?q=…`: the guide's pages and its rows (rules, comparison rows, platform
 * statements, plugins) in this language. The prerendered page is the form and, for readers
 * without JavaScript, a note and the sections; results come after hydration.
 */
export function SearchPage({ query, onQuery }: Props) {
  const { t } = useTranslation('search');
  const hydrated = useHydrated();
  // Until hydrated the field shows what the prerendered page showed: nothing.
  const shown = hydrated ? query : '';
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? shown;
  const lang = useLang();
  const state = useSiteSearch(hydrated ? value : '', lang);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onQuery(value.trim());
  };
  return (
    <article className="page page-search" data-testid="page-search">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <form role="search" className="search-form" onSubmit={submit}>
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
            onChange={(e) => {
              setTyped(e.target.value);
              onQuery(e.target.value.trim());
            }}
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
    <section className="search-needs-js" aria-labelledby="search-sections">
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
    <section className="search-results" aria-live="polite" data-testid="search-results" data-status={state.status}>
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
              {excerptParts(h.excerpt).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}
            </p>
          </li>
        ))}
      </ul>
    </li>
  );
}
