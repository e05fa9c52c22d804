/**
 * The header's search link asks the search (a feature the shared layout may not import) to open
 * as a dialog: one window event, heard by the search's host (features/search). Without scripts,
 * or with a modifier key, the link stays a link to the search page.
 */
export const OPEN_SEARCH_EVENT = 'guide:open-search';

export function requestSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}
