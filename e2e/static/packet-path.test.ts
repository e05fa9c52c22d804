// The packet-path figures as the prerendered pages hold them (no script draws them): on the
// overview all three, on each mode page its own, each an image with its title, description and
// labels in the page's language; the comparison's lookup row leads to them.
import { describe, expect, it } from 'vitest';
import { MODES } from '../../src/domain/modes';
import { PACKET_PATHS } from '../../src/domain/packet-path';
import { sourceUrl } from '../../src/domain/sources';
import { LANGS, normalise, tr } from '../support/locales';
import { BUILDS, builtPages } from './site';

const page = (path: string) => builtPages(BUILDS[0]!).find((p) => p.path === path)!;

function figureOf(path: string, lang: (typeof LANGS)[number], mode: (typeof MODES)[number]) {
  const svg = page(path).doc.querySelector(`svg[aria-labelledby="packet-path-${mode}-title packet-path-${mode}-desc"]`);
  expect(svg, `${path}: ${mode}'s figure`).not.toBeNull();
  expect(svg!.getAttribute('role')).toBe('img');
  expect(normalise(svg!.querySelector('title')!.text)).toBe(normalise(tr(lang, 'diagram', `${mode}.title`)));
  expect(normalise(svg!.querySelector('desc')!.text)).toBe(normalise(tr(lang, 'diagram', `${mode}.desc`)));
  const lines = svg!.querySelectorAll('tspan').map((t) => t.text);
  for (const step of PACKET_PATHS[mode].steps)
    for (const line of tr(lang, 'diagram', `${mode}.${step}`).split('\n'))
      expect(lines, `${mode}.${step}`).toContain(line);
}

describe.each(LANGS)('%s', (lang) => {
  it('the overview draws all three paths under "what kube-proxy does"', () => {
    for (const mode of MODES) figureOf(`${lang}/`, lang, mode);
    const section = page(`${lang}/`).doc.querySelector('section[aria-labelledby="what-kube-proxy-does"]')!;
    expect(section.querySelectorAll('svg[role="img"]')).toHaveLength(MODES.length);
    // Each drawing with the sources of the path it draws.
    for (const mode of MODES) {
      const figure = section.querySelector(`svg[aria-labelledby^="packet-path-${mode}-"]`)!.closest('figure')!;
      const hrefs = figure.querySelectorAll('a.source-link').map((a) => a.getAttribute('href'));
      for (const id of PACKET_PATHS[mode].sources) expect(hrefs, `${mode}: ${id}`).toContain(sourceUrl(id, lang));
    }
  });

  it.each([...MODES])('the %s page draws its own path where it says how it forwards', (mode) => {
    figureOf(`${lang}/modes/${mode}/`, lang, mode);
    const section = page(`${lang}/modes/${mode}/`).doc.querySelector('section[aria-labelledby="how-it-forwards"]')!;
    expect(section.querySelectorAll('svg[role="img"]')).toHaveLength(1);
  });

  it("the comparison's row on how a packet finds its Service links to the drawings", () => {
    const row = page(`${lang}/compare/`).doc.querySelector('th#lookup')!;
    expect(row.querySelector(`a[href="/${lang}/#what-kube-proxy-does"]`)?.text).toBe(
      tr(lang, 'compare', 'labels.packetPaths'),
    );
  });
});
