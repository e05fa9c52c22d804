import { Link } from '@tanstack/react-router';
import { use, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadExtras } from '../../../i18n/load-extras';
import { useLang } from '../../../i18n/use-lang';
import { useSiteSearch, type SearchState } from '../lib/use-site-search';
import { Excerpt } from './excerpt';
import { SearchStatus } from './search-status';
import './search.css';

/**
 * The search as a modal dialog over any page: results as you type, grouped by page; the arrow
 * keys move through them and Enter opens one; Escape (or a click outside) closes it. It leaves
 * the page's URL alone; "open as a page" goes to the shareable search page.
 */
export default function SearchDialog({ shown, onClose }: { shown: number; onClose: () => void }) {
  const lang = useLang();
  use(loadExtras(lang, ['search'], []));
  const { t } = useTranslation('search');
  const ref = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState(0);
  const state = useSiteSearch(query, lang);
  const hits = state.status === 'done' ? state.groups.flatMap((g) => g.hits) : [];
  const active = Math.min(picked, hits.length - 1);
  const optionId = (i: number) => `${ids}-hit-${i}`;

  useEffect(() => {
    // Where the focus was (the link, or the page for a shortcut): it goes back there on closing.
    const returnTo = document.activeElement as HTMLElement | null;
    const d = ref.current;
    return () => {
      d?.close();
      returnTo?.focus();
    };
  }, []);
  // Open on mount, and again when asked while the element closed and React has not yet heard.
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    // showModal focuses the first control (React renders no autofocus attribute): the field first.
    input.current?.focus();
  }, [shown]);

  // The option the arrows reach stays in view in the scrolling list.
  const activeId = hits.length > 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const go = (url: string) => {
    onClose();
    window.location.assign(url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setPicked(Math.max(0, Math.min(hits.length - 1, active + step)));
    } else if (e.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        e.preventDefault();
        go(hit.url);
      }
    }
  };
  const trimmed = query.trim();

  return (
    // The backdrop click below is the mouse's way out; the keyboard's is Escape, which the dialog
    // element handles itself.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="search-dialog"
      aria-labelledby={`${ids}-title`}
      data-testid="search-dialog"
      // A close event that arrives after the dialog was opened again is stale.
      onClose={() => ref.current?.open || onClose()}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="search-dialog-body">
        <div className="search-dialog-head">
          <h2 id={`${ids}-title`}>{t('form.label')}</h2>
          <button type="button" className="button" onClick={onClose}>
            {t('dialog.close')}
          </button>
        </div>
        <input
          type="search"
          role="combobox"
          aria-label={t('form.label')}
          aria-expanded={hits.length > 0}
          aria-controls={`${ids}-results`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          value={query}
          placeholder={t('form.placeholder')}
          autoComplete="off"
          spellCheck={false}
          ref={input}
          data-testid="search-dialog-input"
          onChange={(e) => {
            setQuery(e.target.value);
            setPicked(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p className="search-status" role="status">
          <SearchStatus state={state} />
        </p>
        <Hits state={state} active={active} optionId={optionId} listId={`${ids}-results`} onPick={go} />
        <p className="search-dialog-foot">
          <span className="muted">{t('dialog.keys')}</span>
          {trimmed !== '' ? (
            <Link to="/$lang/search/" params={{ lang }} search={{ q: trimmed }} onClick={onClose}>
              {t('dialog.asPage')}
            </Link>
          ) : null}
        </p>
      </div>
    </dialog>
  );
}

interface HitsProps {
  state: SearchState;
  active: number;
  optionId: (i: number) => string;
  listId: string;
  onPick: (url: string) => void;
}

function Hits({ state, active, optionId, listId, onPick }: HitsProps) {
  if (state.status !== 'done' || state.groups.length === 0) return <div id={listId} role="listbox" hidden />;
  let i = 0;
  return (
    <div id={listId} role="listbox" className="search-dialog-results" data-testid="search-dialog-results">
      {state.groups.map((g) => (
        <div key={g.url} role="group" aria-label={g.title} className="search-group">
          <div className="search-group-title" aria-hidden="true">
            {g.title}
          </div>
          {g.hits.map((h) => {
            const index = i++;
            return (
              <a
                key={h.url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                href={h.url}
                className="search-option"
                onClick={(e) => {
                  e.preventDefault();
                  onPick(h.url);
                }}
              >
                <span className="search-hit">{h.title}</span>
                <span className="search-excerpt">
                  <Excerpt text={h.excerpt} />
                </span>
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
