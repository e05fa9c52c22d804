import type { SourceGroup } from '../domain/sources';
import { loadNamespaces } from './i18n';
import type { Lang } from './langs';
import type { Namespace } from './namespaces';
import { loadSources } from './source-table';

const loading = new Map<string, Promise<void>>();

/**
 * Strings and sources a lazily loaded part of a page needs beyond its route's own (the result's
 * platform snippets need the platform pages' words and sources): loaded once per language, the
 * same promise every time, so a component can suspend on it with React's `use`. A failed load is
 * forgotten, so the next render tries again.
 */
export function loadExtras(
  lang: Lang,
  namespaces: readonly Namespace[],
  groups: readonly SourceGroup[],
): Promise<void> {
  const key = `${lang}|${namespaces.join()}|${groups.join()}`;
  let p = loading.get(key);
  if (!p) {
    p = Promise.all([loadNamespaces(lang, namespaces), loadSources(lang, groups)]).then(
      () => undefined,
      (e: unknown) => {
        loading.delete(key);
        throw e;
      },
    );
    loading.set(key, p);
    // Marked as React's `use` reads a promise: a part rendered after its words have arrived
    // (loaded ahead, while the page waited behind its skeleton) renders at once instead of
    // suspending for a tick and popping in.
    const tracked = p as Promise<void> & { status?: string; value?: undefined };
    void p.then(
      () => Object.assign(tracked, { status: 'fulfilled', value: undefined }),
      () => undefined,
    );
  }
  return p;
}
