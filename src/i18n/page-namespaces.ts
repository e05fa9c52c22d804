import type { FileRoutesById } from '../routeTree.gen';
import { NAMESPACES, type Namespace } from './namespaces';

/**
 * The namespaces each page renders with, besides 'common' (every page has it). A page
 * downloads only these before it hydrates, instead of the whole language (≈ 30 KB gzip less).
 * A page missing here gets every namespace. Using a namespace not listed logs a missing-key
 * error in the browser (and fails the e2e tests): add it here.
 */
export const PAGE_NAMESPACES: Partial<Record<keyof FileRoutesById, readonly Namespace[]>> = {
  '/$lang/': ['home'],
  '/$lang/compare': ['compare'],
  '/$lang/modes/$mode': ['modes'],
  '/$lang/wizard': ['wizard', 'modes'],
  '/$lang/result': ['result', 'rules', 'modes'],
  '/$lang/scaling': ['scaling'],
  '/$lang/import': ['import'],
};

/** What the page of this route (its leaf route id) needs, 'common' first. */
export function pageNamespaces(routeId: string | undefined): readonly Namespace[] {
  const own = routeId === undefined ? undefined : PAGE_NAMESPACES[routeId as keyof FileRoutesById];
  return own ? ['common', ...own.filter((ns) => ns !== 'common')] : NAMESPACES;
}
