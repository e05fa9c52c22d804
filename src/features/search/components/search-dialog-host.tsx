import { lazy, Suspense, useEffect, useState } from 'react';

// The dialog, its words and Pagefind load when the search first opens, never with the page.
const SearchDialog = lazy(() => import('./search-dialog'));

/**
 * On every page: opens the search dialog from the header's search link (a plain click: a modified
 * one opens the search page as a link does), `/` and Ctrl/⌘-K. The link is the shared header's;
 * its click is caught before the router's.
 */
export function SearchDialogHost() {
  // How many times it was asked to open since it last closed (0: closed). A shortcut that comes
  // after Escape closed the dialog but before its close event reached React opens it again.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const show = (e: Event) => {
      e.preventDefault();
      setShown((n) => n + 1);
    };
    // `/` is a character in a field, not the shortcut.
    const onKey = (e: KeyboardEvent) => {
      if (
        (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey)) ||
        (e.key === '/' && !(e.target as Element).closest?.('input,textarea,select,[contenteditable]'))
      )
        show(e);
    };
    const onClick = (e: MouseEvent) => {
      if (
        !(e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) &&
        (e.target as Element).closest?.('.search-link')
      )
        show(e);
    };
    addEventListener('keydown', onKey);
    document.addEventListener('click', onClick, true);
    return () => {
      removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  if (shown === 0) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog shown={shown} onClose={() => setShown(0)} />
    </Suspense>
  );
}
