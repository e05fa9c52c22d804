import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  markInlinedStylesheets,
  firstLoadScripts,
  loaderScript,
  routeIdOf,
} from './prerender-manifest.js';

const vite = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/routes/$lang/compare.tsx?tsr-split=component': {
    file: 'assets/compare.js',
    css: ['assets/compare.css'],
    imports: ['_shared.js'],
  },
  'src/routes/$lang/index.tsx?tsr-split=component': { file: 'assets/home.js', imports: ['_shared.js'] },
  'src/routes/$lang/route.tsx?tsr-split=component': { file: 'assets/layout.js' },
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

describe('firstLoadScripts', () => {
  it("counts the entry's closure and the matched routes' chunks with theirs, each file once", () => {
    expect(firstLoadScripts(vite, ['__root__', '/$lang', '/$lang/compare'])).toEqual([
      'assets/compare.js',
      'assets/index.js',
      'assets/layout.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
  });
  it('leaves out the routes the page does not match', () => {
    expect(firstLoadScripts(vite, ['__root__', '/$lang', '/$lang/'])).not.toContain('assets/compare.js');
  });
});

describe('buildManifest', () => {
  const m = buildManifest(vite, '/docs/');
  it('loads the entry through the inline loader, with its static imports, under the base path', () => {
    const [loader] = m.routes.__root__?.scripts ?? [];
    expect(loader).toEqual({ children: loaderScript('/docs/assets/index.js', ['/docs/assets/vendor.js']) });
    expect(loader?.children).toContain('import("/docs/assets/index.js")');
    expect(loader?.children).toContain('["/docs/assets/vendor.js"]');
    // The global sheet first, then the CSS of the chunks the entry imports.
    expect(m.routes.__root__?.css).toEqual(['/docs/assets/index.css', '/docs/assets/vendor.css']);
  });
  it("lists a route's CSS, skipping what the entry loads", () => {
    expect(m.routes['/$lang/compare']).toEqual({ css: ['/docs/assets/compare.css'] });
  });
  it('gives no route a modulepreload hint: nothing is fetched before the first paint', () => {
    for (const route of Object.values(m.routes)) expect(route).not.toHaveProperty('preloads');
  });
  it('inlines the given stylesheets only when asked', () => {
    expect(m).not.toHaveProperty('inlineCss');
    const styles = { '/docs/assets/index.css': 'body{margin:0}' };
    expect(buildManifest(vite, '/docs/', { inlineCss: styles }).inlineCss).toEqual({ styles });
  });
});

describe('markInlinedStylesheets', () => {
  const m = buildManifest(vite, '/docs/');
  const page = '<head><style data-tsr-inline-css="">body{margin:0}.compare{}</style><title>t</title></head>';
  it("names the page's route stylesheets as disabled links right after the inline style, not the root's", () => {
    expect(markInlinedStylesheets(page, m, ['__root__', '/$lang', '/$lang/compare'])).toBe(
      '<head><style data-tsr-inline-css="">body{margin:0}.compare{}</style><link rel="stylesheet" href="/docs/assets/compare.css" disabled=""/><title>t</title></head>',
    );
  });
  it('leaves a page whose routes have no stylesheet alone, and refuses a page without the inline style', () => {
    expect(markInlinedStylesheets(page, m, ['__root__'])).toBe(page);
    expect(() => markInlinedStylesheets('<head></head>', m, ['/$lang/compare'])).toThrow(/no inline stylesheet/);
  });
});

describe('loaderScript', () => {
  it('waits for the first contentful paint (or a timer) and then imports the entry once', async () => {
    /** @type {string[]} */
    const imported = [];
    /** @type {string[]} */
    const links = [];
    /** @type {{ cb: Function; disconnected: boolean } | undefined} */
    let observer;
    /** @type {{ f: () => void; ms: number }[]} */
    const timers = [];
    const env = {
      self: {
        PerformanceObserver: Object.assign(
          /** @this {{ observe: () => void }} @param {Function} cb */
          function (cb) {
            observer = { cb, disconnected: false };
            this.observe = () => {};
          },
          { supportedEntryTypes: ['paint'] },
        ),
      },
      document: {
        createElement: () => ({}),
        head: { append: (/** @type {{ href: string }} */ l) => links.push(l.href) },
      },
      requestAnimationFrame: (/** @type {() => void} */ f) => f(),
      setTimeout: (/** @type {() => void} */ f, /** @type {number} */ ms) => timers.push({ f, ms }),
      importEntry: (/** @type {string} */ u) => imported.push(u),
    };
    const code = loaderScript('/a/entry.js', ['/a/dep.js']).replace('import(', 'importEntry(');
    new Function('self', 'document', 'requestAnimationFrame', 'setTimeout', 'importEntry', code)(
      env.self,
      env.document,
      env.requestAnimationFrame,
      env.setTimeout,
      env.importEntry,
    );
    expect(imported).toEqual([]); // nothing before the paint
    const paint = { getEntriesByName: (/** @type {string} */ n) => (n === 'first-contentful-paint' ? [{}] : []) };
    const seen = observer;
    if (!seen) throw new Error('the loader made no PerformanceObserver');
    seen.cb(paint, { disconnect: () => (seen.disconnected = true) });
    for (const t of timers.splice(0)) t.f(); // the frame's timer, then the fallback
    expect(seen.disconnected).toBe(true);
    expect(links).toEqual(['/a/dep.js']);
    expect(imported).toEqual(['/a/entry.js']);
  });
});
