import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../router';
import { NAV_SECTIONS, hasRoute, liveGroups } from './nav-sections';

const routePaths = new Set(Object.keys(createAppRouter().routesByPath));

describe('the navigation data', () => {
  it('names every section once, each with its own page', () => {
    expect(new Set(NAV_SECTIONS.map((s) => s.key)).size).toBe(NAV_SECTIONS.length);
    expect(new Set(NAV_SECTIONS.map((s) => s.to)).size).toBe(NAV_SECTIONS.length);
  });

  it("finds today's pages among the router's routes, with or without the trailing slash", () => {
    expect(hasRoute(routePaths, '/$lang/')).toBe(true);
    expect(hasRoute(routePaths, '/$lang/compare/')).toBe(true);
    expect(hasRoute(routePaths, '/$lang/no-such-page/')).toBe(false);
  });

  it('shows a section once its page exists, and a group only with a section in it', () => {
    const pages = ['/$lang', '/$lang/compare'];
    const shown = (paths: string[]) =>
      liveGroups((to) => hasRoute(new Set(paths), to)).map((g) => [g.key, g.sections.map((s) => s.key)]);
    expect(shown(pages)).toEqual([['guide', ['overview', 'compare']]]);
    expect(shown([...pages, '/$lang/rules'])).toEqual([
      ['guide', ['overview', 'compare']],
      ['reference', ['rules']],
    ]);
  });

  it('keeps the order the data gives', () => {
    const all = liveGroups(() => true);
    expect(all.flatMap((g) => g.sections)).toEqual(NAV_SECTIONS);
  });
});
