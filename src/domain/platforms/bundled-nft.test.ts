import { describe, expect, it } from 'vitest';
import { parseClusterVersion } from '../answers/parse-values';
import { SOURCES } from '../sources';
import { BUNDLED_NFT, bundledNft, bundledNftParams, bundledNftSources } from './bundled-nft';

const at = (platform: 'k3s' | 'rke2' | 'k8s', v?: string) =>
  bundledNft(platform, v === undefined ? undefined : parseClusterVersion(v))?.state;

describe("the nft k3s brings, by its line's first release that prints JSON", () => {
  it('is there at and above the release, not below it', () => {
    expect(at('k3s', 'v1.33.5+k3s1')).toBe('json');
    expect(at('k3s', 'v1.33.6+k3s1')).toBe('json');
    expect(at('k3s', 'v1.33.4+k3s1')).toBe('noJson');
    expect(at('k3s', '1.31.13')).toBe('json');
    expect(at('k3s', '1.31.12')).toBe('noJson');
    expect(at('k3s', '1.32.9')).toBe('json');
    expect(at('k3s', '1.32.8')).toBe('noJson');
  });

  it('names the release a version below it needs', () => {
    expect(bundledNft('k3s', parseClusterVersion('1.33.4'))).toMatchObject({ state: 'noJson', first: 'v1.33.5+k3s1' });
  });

  it('reads a version without its patch as unknown where the line began without it', () => {
    expect(bundledNft('k3s', parseClusterVersion('1.33'))).toMatchObject({ state: 'unknown', first: 'v1.33.5+k3s1' });
    expect(at('k3s')).toBe('unknown');
  });

  it('needs no patch where every release of the line has it, and newer lines have it', () => {
    expect(at('k3s', '1.34')).toBe('json');
    expect(at('k3s', '1.36')).toBe('json');
  });

  it('never had it in the lines that ended before it', () => {
    expect(bundledNft('k3s', parseClusterVersion('1.30.14'))).toMatchObject({ state: 'noJson', first: null });
  });
});

describe("RKE2's and the others'", () => {
  it('RKE2: published for no release, whatever the version', () => {
    for (const v of [undefined, '1.33', '1.36.3+rke2r1']) expect(at('rke2', v), v).toBe('noJson');
  });

  it('a platform that brings none has no state', () => {
    expect(at('k8s', '1.35')).toBeUndefined();
    expect(bundledNft(undefined, parseClusterVersion('1.35'))).toBeUndefined();
  });
});

describe('the words and sources', () => {
  it("list the lines' first releases and the first line that always had it", () => {
    expect(bundledNftParams('k3s')).toEqual({
      releases: 'v1.31.13+k3s1, v1.32.9+k3s1, v1.33.5+k3s1',
      everyFrom: 'v1.34',
    });
  });

  it('cite registered sources, each line its own, with a checked date', () => {
    for (const id of ['k3s', 'rke2'] as const) {
      expect(bundledNftSources(id).length, id).toBeGreaterThan(0);
      for (const s of bundledNftSources(id)) expect(SOURCES[s], s).toBeDefined();
      expect(BUNDLED_NFT[id]?.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const l of BUNDLED_NFT.k3s?.lines ?? []) expect(l.sources.length, `1.${l.minor}`).toBeGreaterThan(0);
  });
});
