import { describe, expect, it } from 'vitest';
import { buildManifest, routeIdOf } from './prerender-manifest.js';

const vite = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/routes/$lang/compare.tsx?tsr-split=component': { file: 'assets/compare.js', css: ['assets/compare.css'], imports: ['_shared.js'] },
  'src/routes/$lang/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/routes/$lang/route.tsx?tsr-split=component': { file: 'assets/layout.js' },
  'locales/en/common.json': { file: 'assets/common-en.js' },
  'locales/zh/common.json': { file: 'assets/common-zh.js' },
  'locales/en/compare.json': { file: 'assets/compare-en.js' },
  'locales/en/home.json': { file: 'assets/home-en.js' },
};

describe('routeIdOf', () => {
  it('maps split chunks to route ids', () => {
    expect(routeIdOf('src/routes/index.tsx?tsr-split=component')).toBe('/');
    expect(routeIdOf('src/routes/$lang/index.tsx?tsr-split=component')).toBe('/$lang/');
    expect(routeIdOf('src/routes/$lang/route.tsx?tsr-split=notFoundComponent')).toBe('/$lang');
    expect(routeIdOf('src/routes/$lang/modes/$mode.tsx?tsr-split=component')).toBe('/$lang/modes/$mode');
    expect(routeIdOf('src/main.tsx')).toBeUndefined();
  });
});

describe('buildManifest', () => {
  const m = buildManifest(vite, '/docs/', ['locales/en/common.json']);
  it('loads the entry and its CSS on every page, under the base path', () => {
    expect(m.routes.__root__).toEqual({
      scripts: [{ attrs: { type: 'module', src: '/docs/assets/index.js' } }],
      css: ['/docs/assets/index.css'],
    });
  });
  it("links a route's CSS and preloads its chunks, skipping what the entry loads", () => {
    expect(m.routes['/$lang/compare']).toEqual({ preloads: ['/docs/assets/compare.js', '/docs/assets/shared.js'], css: ['/docs/assets/compare.css'] });
  });
  it("preloads the page language's strings only", () => {
    expect(m.routes['/$lang'].preloads).toContain('/docs/assets/common-en.js');
    expect(m.routes['/$lang'].preloads).not.toContain('/docs/assets/common-zh.js');
  });
});

describe('buildManifest, strings per page', () => {
  const m = buildManifest(vite, '/', { '/$lang': ['locales/en/common.json'], '/$lang/compare': ['locales/en/compare.json'], '/$lang/': ['locales/en/home.json'] });
  it("preloads each page's own namespaces on its route, 'common' on the layout", () => {
    expect(m.routes['/$lang'].preloads).toContain('/assets/common-en.js');
    expect(m.routes['/$lang/compare'].preloads).toContain('/assets/compare-en.js');
    expect(m.routes['/$lang/compare'].preloads).not.toContain('/assets/home-en.js');
    expect(m.routes['/$lang/'].preloads).toContain('/assets/home-en.js');
    expect(m.routes['/$lang/'].preloads).not.toContain('/assets/compare-en.js');
  });
  it("preloads the entry's static imports on app pages only, not on the script-free '/' and 404", () => {
    expect(m.routes['/$lang'].preloads).toContain('/assets/vendor.js');
    expect(m.routes.__root__).not.toHaveProperty('preloads');
  });
});
