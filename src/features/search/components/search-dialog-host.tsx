import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OPEN_SEARCH_EVENT } from '../../../ui/layout/open-search';

// The dialog, its words and Pagefind load when the search first opens, never with the page.
const SearchDialog = lazy(() => import('./search-dialog'));

/** Typing into a field: `/` is a character there, not the shortcut. */
const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/**
 * On every page: opens the search dialog from the header's link, `/` and Ctrl/⌘-K, and gives the
 * focus back where it was when it closes.
 */
export function SearchDialogHost() {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const show = () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    };
    const onKey = (e: KeyboardEvent) => {
      const k = e.key.toLowerCase();
      if ((k === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey) || (e.key === '/' && !isTyping(e.target))) {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog
        onClose={() => {
          setOpen(false);
          returnTo.current?.focus();
        }}
      />
    </Suspense>
  );
}
