import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../sources';
import { isPlatformId } from './model';
import { NODE_IMAGES, imagesOffered, type NodeImage } from './node-images';

const images: readonly NodeImage[] = NODE_IMAGES;

/** Every string of a language's locale files, wherever it sits. */
function strings(lang: string): string[] {
  const dir = new URL(`../../../locales/${lang}/`, import.meta.url);
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const f of readdirSync(dir)) walk(JSON.parse(readFileSync(new URL(f, dir), 'utf8')));
  return out;
}

describe('node images', () => {
  it('are each offered by a platform, with every fact cited from the registry', () => {
    expect(new Set(images.map((i) => i.id)).size).toBe(images.length);
    for (const i of images) {
      expect(i.offeredBy.length, i.id).toBeGreaterThan(0);
      const cited = [
        ...i.offeredBy.flatMap((o) => o.sources),
        ...(i.connReuse ?? []),
        ...(i.defaultKernel?.sources ?? []),
      ];
      for (const o of i.offeredBy) expect(isPlatformId(o.platform), i.id).toBe(true);
      for (const o of i.offeredBy) expect(o.sources.length, `${i.id} on ${o.platform}`).toBeGreaterThan(0);
      for (const id of cited) expect(SOURCES[id], `${i.id}: ${id}`).toBeDefined();
    }
  });

  it("lists a platform's own images, or every image where its documents name none", () => {
    expect(imagesOffered('eks')).toEqual(['al2023', 'bottlerocket', 'al2']);
    expect(imagesOffered('cce')).toEqual(['euleros-2.5', 'centos-7.6', 'ubuntu-18.04']);
    expect(imagesOffered('aks')).toEqual(['ubuntu-22.04', 'ubuntu-24.04', 'azure-linux-3']);
    expect(imagesOffered('k3s')).toEqual(images.map((i) => i.id));
    expect(imagesOffered(undefined)).toEqual(images.map((i) => i.id));
  });

  // The words name CCE's images in prose (the modes, compare and rules pages, the wizard): a
  // sentence that names one names them all, so a change to the data cannot leave a page behind.
  // Two name an image for another reason: the CoreDNS entry (another FAQ, its own list) and the
  // import's note on how EulerOS 2.0 SP5 reports itself.
  it.each(['en', 'zh'])('%s: every sentence naming an image CCE advises against names all of them', (lang) => {
    const names = images.filter((i) => i.connReuse).map((i) => i.name);
    const other = (s: string) => s.includes('CoreDNS') || s.includes('EulerOS 2.0 SP5');
    const naming = strings(lang).filter((s) => names.some((n) => s.includes(n)) && !other(s));
    expect(naming.length).toBeGreaterThan(5);
    for (const s of naming) for (const n of names) expect(s, n).toContain(n);
  });
});
