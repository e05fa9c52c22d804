import { createElement, lazy, type ComponentType } from 'react';

/** The parts the prerender must have loaded before it renders. */
const loading: Promise<unknown>[] = [];

/** Resolves once every part registered so far has loaded (the prerender awaits it). */
export const loadPrerenderedParts = (): Promise<unknown> => Promise.all(loading);

/**
 * A part of a page that is static text until the reader changes something: the prerender
 * renders it into the HTML, the browser loads its code after the page's. Rendered inside a
 * Suspense boundary, React keeps the prerendered HTML while the code is on its way and hydrates
 * it once it arrives, so the page's first-load script does not carry it. (A static import beside
 * the dynamic one kept the code in the page's chunk, 2026-12-06.)
 */
export function prerenderedLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let loaded: ComponentType<P> | undefined;
    loading.push(load().then((c) => (loaded = c)));
    return function Prerendered(props: P) {
      if (!loaded) throw new Error('prerenderedLazy: render after loadPrerenderedParts()');
      return createElement(loaded, props);
    };
  }
  return lazy(() => load().then((c) => ({ default: c })));
}
