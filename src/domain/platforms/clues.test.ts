import { describe, expect, it } from 'vitest';
import { SOURCES } from '../sources';
import { CLUE_LABEL_KEYS, PLATFORM_CLUES, clueById, cluesOf } from './clues';
import { isPlatformId } from './model';

describe('the platform clues', () => {
  it('name a platform of the data and published sources, under unique ids', () => {
    expect(new Set(PLATFORM_CLUES.map((c) => c.id)).size).toBe(PLATFORM_CLUES.length);
    for (const c of PLATFORM_CLUES) {
      expect(isPlatformId(c.platform), c.id).toBe(true);
      expect(c.sources.length, c.id).toBeGreaterThan(0);
      for (const s of c.sources) expect(SOURCES[s], `${c.id}: ${s}`).toBeDefined();
    }
  });

  it('answer only with what one platform sets: a provider ID is never certain', () => {
    expect(PLATFORM_CLUES.filter((c) => c.match.field === 'providerID').every((c) => !c.certain)).toBe(true);
    expect(PLATFORM_CLUES.filter((c) => c.match.field !== 'providerID').every((c) => c.certain)).toBe(true);
  });

  it("match no other platform's published version", () => {
    const samples: Record<string, string> = {
      cce: 'v1.28.15-r20',
      eks: 'v1.2.3-eks-1234567',
      gke: '1.19.7-gke.1500',
      tke: 'v1.28.3-tke.3',
      ack: '1.35.1-aliyun.1',
      k3s: 'v1.33.5+k3s1',
      rke2: 'v1.35.1+rke2r1',
    };
    for (const [platform, version] of Object.entries(samples)) {
      expect(cluesOf({ version }).map((m) => m.clue.platform)).toEqual([platform]);
    }
    expect(cluesOf({ version: 'v1.33.1' })).toEqual([]);
  });

  it('keeps the label keys it reads, and finds a clue by id', () => {
    expect(CLUE_LABEL_KEYS.has('cloud.google.com/gke-nodepool')).toBe(true);
    expect(CLUE_LABEL_KEYS.has('kubernetes.io/hostname')).toBe(false);
    expect(clueById('aks-managedby').platform).toBe('aks');
    expect(() => clueById('nope')).toThrow('no platform clue nope');
  });

  it('needs the value where a label clue names one', () => {
    expect(cluesOf({ labels: { 'eks.amazonaws.com/compute-type': 'hybrid' } })).toEqual([]);
    expect(cluesOf({ labels: { 'kubernetes.azure.com/managedby': 'someone-else' } })).toEqual([]);
  });
});
