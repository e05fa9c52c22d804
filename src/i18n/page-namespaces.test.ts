import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { NAMESPACES, type Namespace } from './namespaces';
import { namespacesByRouteId, pageNamespaces } from './page-namespaces';

const router = createAppRouter();
const byId = namespacesByRouteId(router.routesById);

describe('page namespaces, as the routes declare them', () => {
  it("gives a page 'common' plus the namespaces its route declares", () => {
    expect(byId['/$lang/compare']).toEqual(['common', 'compare']);
    expect(byId['/$lang/result']).toEqual(['common', 'result', 'rules', 'modes']);
  });
  it('declares namespaces for every page below /$lang', () => {
    const pages = Object.entries(byId).filter(([id]) => id.startsWith('/$lang/'));
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const [id, namespaces] of pages) expect(namespaces, id).not.toEqual(NAMESPACES);
  });
  it('gives the client entry the same list from the routes a path matches', () => {
    const [wizard] = router.getMatchedRoutes('/en/wizard/');
    expect(pageNamespaces(wizard)).toEqual(['common', 'wizard']);
    const [mode] = router.getMatchedRoutes('/zh/modes/ipvs/');
    expect(pageNamespaces(mode)).toEqual(byId['/$lang/modes/$mode']);
  });
  it('gives a page whose routes declare none every namespace', () => {
    expect(byId['/']).toEqual(NAMESPACES);
    expect(pageNamespaces([])).toEqual(NAMESPACES);
  });
  it('merges what a branch declares, once each, common first', () => {
    const route = (namespaces?: readonly Namespace[]) => ({
      options: { staticData: { namespaces } },
    });
    expect(pageNamespaces([route(), route(['wizard', 'common']), route(['modes', 'wizard'])])).toEqual([
      'common',
      'wizard',
      'modes',
    ]);
  });
});
