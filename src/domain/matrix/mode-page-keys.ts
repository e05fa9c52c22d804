import type { Mode } from '../modes';

/**
 * The i18n key (namespace `modes`) of one part of a mode page. Its own tiny module: the route's
 * <head> needs the title and description keys on every page load, the rest of the mode-page
 * data only on the mode pages.
 */
export const modePageKey = (mode: Mode, path: string): string => `${mode}.${path}`;
