import { describe, expect, it } from 'vitest';
import { isSourceId } from '../sources';
import { KEP_3453_PROGRAMMING, KEP_3866_FIRST_PACKET, PERCENTILES, TIGERA_2019 } from './measurements';

describe('published measurements', () => {
  it('cite registered sources', () => {
    for (const id of [...KEP_3866_FIRST_PACKET.sources, TIGERA_2019.source, KEP_3453_PROGRAMMING.source])
      expect(isSourceId(id)).toBe(true);
  });

  it('KEP-3866: the chart readings, at 5k, 10k and 30k Services', () => {
    expect(KEP_3866_FIRST_PACKET.rows.map((r) => r.services)).toEqual([5000, 10_000, 30_000]);
    const iptables = KEP_3866_FIRST_PACKET.rows.map((r) => PERCENTILES.map((p) => r.iptables[p]));
    expect(iptables).toEqual([
      [0.016, 0.047, 0.118, 0.154],
      [0.008, 0.059, 0.185, 0.26],
      [0.039, 0.272, 0.489, 0.713],
    ]);
    for (const r of KEP_3866_FIRST_PACKET.rows)
      expect(PERCENTILES.map((p) => r.nftables[p])).toEqual([0.008, 0.012, 0.02, 0.035]);
  });

  it('percentiles rise within each row (p50 ≤ p90 ≤ p99)', () => {
    for (const r of KEP_3866_FIRST_PACKET.rows) {
      for (const mode of [r.iptables, r.nftables]) {
        expect(mode.p50).toBeLessThanOrEqual(mode.p90);
        expect(mode.p90).toBeLessThanOrEqual(mode.p99);
      }
    }
  });

  it('Tigera and KEP-3453 figures as reported', () => {
    expect(TIGERA_2019.cpuCoreShareAtMax).toEqual({ iptables: 0.35, ipvs: 0.08 });
    expect(TIGERA_2019.podsPerService).toBe(10);
    expect(KEP_3453_PROGRAMMING.medianSeconds).toEqual({
      fullRestore: 27,
      partialRestore: 13,
      partialWithMinSync1s: 5,
    });
  });
});
