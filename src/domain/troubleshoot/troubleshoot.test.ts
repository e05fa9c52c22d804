import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_NFT } from '../platforms/bundled-nft';
import { NFT_SLOW_SYNC_FIXED_IN } from '../facts';
import { MODES } from '../modes';
import { SOURCES } from '../sources';
import { TROUBLESHOOT, troubleshootEntry } from './entries';
import { TROUBLESHOOT_IDS, WHERE, entryKeys } from './model';

type Tree = { [k: string]: string | Tree };
const words = (lang: 'en' | 'zh') =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}/troubleshoot.json`, import.meta.url), 'utf8')) as Tree;
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);

describe('the troubleshooting entries', () => {
  it('list every id once, in the order of the ids', () => {
    expect(TROUBLESHOOT.map((e) => e.id)).toEqual([...TROUBLESHOOT_IDS]);
  });

  it('fill every group of the index', () => {
    for (const where of WHERE) expect(TROUBLESHOOT.filter((e) => e.where === where).length, where).toBeGreaterThan(0);
  });

  for (const e of TROUBLESHOOT)
    it(`${e.id}: modes, a symptom, sources, a date and a fix or "not published"`, () => {
      expect(e.modes.length).toBeGreaterThan(0);
      for (const m of e.modes) expect(MODES).toContain(m);
      expect(e.sources.length).toBeGreaterThan(0);
      for (const id of e.sources) expect(SOURCES[id], id).toBeDefined();
      expect(e.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (typeof e.fixedIn === 'string') expect(['notPublished', 'byDesign', 'onTheNode']).toContain(e.fixedIn);
      else {
        expect(e.fixedIn.length).toBeGreaterThan(0);
        for (const r of e.fixedIn) {
          expect(r.sources.length, `${r.product} ${r.line ?? ''}`).toBeGreaterThan(0);
          for (const id of r.sources) expect(SOURCES[id], id).toBeDefined();
        }
      }
      // Log lines are copied, never worded: no placeholder, no translation slot.
      for (const line of e.logLines) expect(line).not.toMatch(/\{\{|\}\}/);
      for (const lang of ['en', 'zh'] as const) {
        const w = words(lang);
        const values = e.params?.(lang === 'zh' ? 'zh-CN' : 'en') ?? {};
        for (const key of entryKeys(e)) {
          const text = at(w, key);
          expect(text, `${lang} ${key}`).toEqual(expect.any(String));
          // Every {{param}} the words use is one the entry's data gives.
          for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g))
            expect(Object.keys(values), `${lang} ${key}: {{${name}}}`).toContain(name);
        }
        // The symptom is the page's description too, which the route's head words without the data.
        expect(at(w, `entries.${e.id}.symptom`), `${lang} symptom`).not.toMatch(/\{\{/);
        // A command to confirm it comes with words saying what its output means, and only then.
        expect(at(w, `entries.${e.id}.confirm`) !== undefined, `${lang} confirm`).toBe(e.confirm !== undefined);
      }
    });

  it('read the k3s and RKE2 nft releases from the platform data', () => {
    const fixed = troubleshootEntry('nft-without-json').fixedIn;
    expect(Array.isArray(fixed)).toBe(true);
    const releases = (fixed as Exclude<typeof fixed, string>).map((r) => `${r.product} ${r.line ?? ''} ${r.release}`);
    expect(releases).toEqual([
      'k3s 1.31 v1.31.13+k3s1',
      'k3s 1.32 v1.32.9+k3s1',
      'k3s 1.33 v1.33.5+k3s1',
      'k3s 1.34 every',
      'k3s 1.35+ every',
      'rke2  null',
    ]);
    expect(BUNDLED_NFT.rke2?.lines).toEqual([]);
  });

  it('name no release for the slow full syncs while facts.ts names none', () => {
    expect(NFT_SLOW_SYNC_FIXED_IN).toBeNull();
    expect(troubleshootEntry('nftables-slow-full-sync').fixedIn).toBe('notPublished');
  });

  it("fill the slow-sync words from the control-plane figures and the rule book's threshold", () => {
    expect(troubleshootEntry('nftables-slow-full-sync').params?.('en')).toEqual({
      services: '5,000',
      firstServices: '5,006',
      firstMinutes: '13',
      firstSeconds: '15',
      largeServices: '44,125',
      largeMinutes: '16',
      largeSeconds: '44',
    });
  });
});
