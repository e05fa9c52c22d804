import { describe, expect, it } from 'vitest';
import { isSourceId } from '../sources';
import {
  iptablesPickProbability,
  CCE_SERVICE_THRESHOLD,
  MODEL_SOURCES,
  SERVICE_AXIS,
  iptablesAverageRulesTested,
  iptablesWorstRulesTested,
  logSteps,
  lookupCost,
  lookupSeries,
  objectsSeries,
  programmedObjects,
  serviceSamples,
  tableSizes,
  updateCost,
} from './cost-model';

// ---------------------------------------------------------------------------
// The small case, counted by hand: 2 ClusterIP Services (one TCP port each) × 3 endpoints,
// written out the way each mode's proxier.go would program it (fixed, size-independent
// chains and rules left out, except where marked).

/** pkg/proxy/iptables/proxier.go, `iptables-save -t nat` style. */
const IPTABLES_NAT_RULES = [
  // KUBE-SERVICES: one "cluster IP" rule per Service port.
  '-A KUBE-SERVICES -m comment --comment "ns/a:http cluster IP" -m tcp -p tcp -d 10.96.0.10 --dport 80 -j KUBE-SVC-A',
  '-A KUBE-SERVICES -m comment --comment "ns/b:http cluster IP" -m tcp -p tcp -d 10.96.0.11 --dport 80 -j KUBE-SVC-B',
  // KUBE-SVC-A: masquerade off-cluster sources, then one rule per endpoint (the last without --probability).
  '-A KUBE-SVC-A -m comment --comment "ns/a:http cluster IP" -m tcp -p tcp -d 10.96.0.10 --dport 80 ! -s 10.244.0.0/16 -j KUBE-MARK-MASQ',
  '-A KUBE-SVC-A -m comment --comment "ns/a:http -> 10.244.1.2:8080" -m statistic --mode random --probability 0.3333333333 -j KUBE-SEP-A1',
  '-A KUBE-SVC-A -m comment --comment "ns/a:http -> 10.244.2.3:8080" -m statistic --mode random --probability 0.5000000000 -j KUBE-SEP-A2',
  '-A KUBE-SVC-A -m comment --comment "ns/a:http -> 10.244.3.4:8080" -j KUBE-SEP-A3',
  // One KUBE-SEP chain per endpoint: hairpin masquerade, then DNAT.
  '-A KUBE-SEP-A1 -m comment --comment ns/a:http -s 10.244.1.2 -j KUBE-MARK-MASQ',
  '-A KUBE-SEP-A1 -m comment --comment ns/a:http -m tcp -p tcp -j DNAT --to-destination 10.244.1.2:8080',
  '-A KUBE-SEP-A2 -m comment --comment ns/a:http -s 10.244.2.3 -j KUBE-MARK-MASQ',
  '-A KUBE-SEP-A2 -m comment --comment ns/a:http -m tcp -p tcp -j DNAT --to-destination 10.244.2.3:8080',
  '-A KUBE-SEP-A3 -m comment --comment ns/a:http -s 10.244.3.4 -j KUBE-MARK-MASQ',
  '-A KUBE-SEP-A3 -m comment --comment ns/a:http -m tcp -p tcp -j DNAT --to-destination 10.244.3.4:8080',
  '-A KUBE-SVC-B -m comment --comment "ns/b:http cluster IP" -m tcp -p tcp -d 10.96.0.11 --dport 80 ! -s 10.244.0.0/16 -j KUBE-MARK-MASQ',
  '-A KUBE-SVC-B -m comment --comment "ns/b:http -> 10.244.1.5:8080" -m statistic --mode random --probability 0.3333333333 -j KUBE-SEP-B1',
  '-A KUBE-SVC-B -m comment --comment "ns/b:http -> 10.244.2.6:8080" -m statistic --mode random --probability 0.5000000000 -j KUBE-SEP-B2',
  '-A KUBE-SVC-B -m comment --comment "ns/b:http -> 10.244.3.7:8080" -j KUBE-SEP-B3',
  '-A KUBE-SEP-B1 -m comment --comment ns/b:http -s 10.244.1.5 -j KUBE-MARK-MASQ',
  '-A KUBE-SEP-B1 -m comment --comment ns/b:http -m tcp -p tcp -j DNAT --to-destination 10.244.1.5:8080',
  '-A KUBE-SEP-B2 -m comment --comment ns/b:http -s 10.244.2.6 -j KUBE-MARK-MASQ',
  '-A KUBE-SEP-B2 -m comment --comment ns/b:http -m tcp -p tcp -j DNAT --to-destination 10.244.2.6:8080',
  '-A KUBE-SEP-B3 -m comment --comment ns/b:http -s 10.244.3.7 -j KUBE-MARK-MASQ',
  '-A KUBE-SEP-B3 -m comment --comment ns/b:http -m tcp -p tcp -j DNAT --to-destination 10.244.3.7:8080',
];
/** Written once whatever the size (so not part of the per-Service count): the tail of KUBE-SERVICES. */
const IPTABLES_FIXED_TAIL =
  '-A KUBE-SERVICES -m comment --comment "kubernetes service nodeports" -m addrtype --dst-type LOCAL -j KUBE-NODEPORTS';
const IPTABLES_SERVICE_CHAINS = [
  'KUBE-SVC-A',
  'KUBE-SEP-A1',
  'KUBE-SEP-A2',
  'KUBE-SEP-A3',
  'KUBE-SVC-B',
  'KUBE-SEP-B1',
  'KUBE-SEP-B2',
  'KUBE-SEP-B3',
];

/** pkg/proxy/nftables/proxier.go, in table `ip kube-proxy`. */
const NFTABLES = {
  elements: [
    'element ip kube-proxy service-ips { 10.96.0.10 . tcp . 80 : goto service-A }',
    'element ip kube-proxy service-ips { 10.96.0.11 . tcp . 80 : goto service-B }',
    'element ip kube-proxy cluster-ips { 10.96.0.10 }',
    'element ip kube-proxy cluster-ips { 10.96.0.11 }',
  ],
  chains: [
    'service-A',
    'endpoint-A1',
    'endpoint-A2',
    'endpoint-A3',
    'service-B',
    'endpoint-B1',
    'endpoint-B2',
    'endpoint-B3',
  ],
  rules: [
    'add rule ip kube-proxy service-A ip daddr 10.96.0.10 tcp dport 80 ip saddr != 10.244.0.0/16 jump mark-for-masquerade',
    'add rule ip kube-proxy service-A numgen random mod 3 vmap { 0 : goto endpoint-A1 , 1 : goto endpoint-A2 , 2 : goto endpoint-A3 }',
    'add rule ip kube-proxy endpoint-A1 ip saddr 10.244.1.2 jump mark-for-masquerade',
    'add rule ip kube-proxy endpoint-A1 meta l4proto tcp dnat to 10.244.1.2:8080',
    'add rule ip kube-proxy endpoint-A2 ip saddr 10.244.2.3 jump mark-for-masquerade',
    'add rule ip kube-proxy endpoint-A2 meta l4proto tcp dnat to 10.244.2.3:8080',
    'add rule ip kube-proxy endpoint-A3 ip saddr 10.244.3.4 jump mark-for-masquerade',
    'add rule ip kube-proxy endpoint-A3 meta l4proto tcp dnat to 10.244.3.4:8080',
    'add rule ip kube-proxy service-B ip daddr 10.96.0.11 tcp dport 80 ip saddr != 10.244.0.0/16 jump mark-for-masquerade',
    'add rule ip kube-proxy service-B numgen random mod 3 vmap { 0 : goto endpoint-B1 , 1 : goto endpoint-B2 , 2 : goto endpoint-B3 }',
    'add rule ip kube-proxy endpoint-B1 ip saddr 10.244.1.5 jump mark-for-masquerade',
    'add rule ip kube-proxy endpoint-B1 meta l4proto tcp dnat to 10.244.1.5:8080',
    'add rule ip kube-proxy endpoint-B2 ip saddr 10.244.2.6 jump mark-for-masquerade',
    'add rule ip kube-proxy endpoint-B2 meta l4proto tcp dnat to 10.244.2.6:8080',
    'add rule ip kube-proxy endpoint-B3 ip saddr 10.244.3.7 jump mark-for-masquerade',
    'add rule ip kube-proxy endpoint-B3 meta l4proto tcp dnat to 10.244.3.7:8080',
  ],
};

/** pkg/proxy/ipvs/proxier.go: `ipvsadm -Ln`, the KUBE-CLUSTER-IP ipset and `ip addr show kube-ipvs0`. */
const IPVS = {
  virtualServers: ['TCP 10.96.0.10:80 rr', 'TCP 10.96.0.11:80 rr'],
  realServers: [
    '10.96.0.10:80 -> 10.244.1.2:8080',
    '10.96.0.10:80 -> 10.244.2.3:8080',
    '10.96.0.10:80 -> 10.244.3.4:8080',
    '10.96.0.11:80 -> 10.244.1.5:8080',
    '10.96.0.11:80 -> 10.244.2.6:8080',
    '10.96.0.11:80 -> 10.244.3.7:8080',
  ],
  ipsetEntries: ['KUBE-CLUSTER-IP 10.96.0.10,tcp:80', 'KUBE-CLUSTER-IP 10.96.0.11,tcp:80'],
  boundAddresses: ['inet 10.96.0.10/32 scope global kube-ipvs0', 'inet 10.96.0.11/32 scope global kube-ipvs0'],
};

const SMALL = { services: 2, endpoints: 3 };

const chainOf = (rule: string) => rule.split(' ')[1] ?? '';
const rulesIn = (chain: string) => IPTABLES_NAT_RULES.filter((r) => chainOf(r) === chain);
const jumpOf = (rule: string) => / -j (\S+)/.exec(rule)?.[1] ?? '';

/**
 * Walks a new connection to `serviceIp` through the hand-written iptables rules, first match
 * wins, and returns the rules tested to reach endpoint number `endpoint` (1-based). The
 * masquerade-mark rule is passed over (it runs for every connection in every mode).
 */
function walkIptables(serviceIp: string, endpoint: number): number {
  let tested = 0;
  let svcChain = '';
  for (const rule of [...rulesIn('KUBE-SERVICES'), IPTABLES_FIXED_TAIL]) {
    tested++;
    if (rule.includes(` -d ${serviceIp} `)) {
      svcChain = jumpOf(rule);
      break;
    }
  }
  const endpointRules = rulesIn(svcChain).filter((r) => jumpOf(r).startsWith('KUBE-SEP-'));
  for (let j = 0; j < endpoint; j++) tested++;
  expect(endpointRules.length).toBeGreaterThanOrEqual(endpoint);
  return tested;
}

describe('the hand-counted case: 2 Services × 3 endpoints', () => {
  it('iptables: 22 nat rules in 8 per-Service chains, as S·(2 + 3M) and S·(1 + M)', () => {
    expect(IPTABLES_NAT_RULES).toHaveLength(22);
    expect(rulesIn('KUBE-SERVICES')).toHaveLength(2);
    expect(new Set(IPTABLES_NAT_RULES.map(chainOf).filter((c) => c !== 'KUBE-SERVICES'))).toEqual(
      new Set(IPTABLES_SERVICE_CHAINS),
    );
    expect(programmedObjects(SMALL).iptables).toEqual({ natRules: 22, chains: IPTABLES_SERVICE_CHAINS.length });
  });

  it('iptables: the statistic rules pick each endpoint with probability 1/M', () => {
    for (const svc of ['KUBE-SVC-A', 'KUBE-SVC-B']) {
      let remaining = 1;
      const picked = rulesIn(svc)
        .filter((r) => jumpOf(r).startsWith('KUBE-SEP-'))
        .map((r) => {
          const p = Number(/--probability (\S+)/.exec(r)?.[1] ?? 1);
          const chance = remaining * p;
          remaining -= chance;
          return chance;
        });
      for (const chance of picked) expect(chance).toBeCloseTo(1 / 3, 6);
    }
  });

  it('iptables: walking every (Service, endpoint) pair gives the average and worst case', () => {
    const walks = ['10.96.0.10', '10.96.0.11'].flatMap((ip) => [1, 2, 3].map((ep) => walkIptables(ip, ep)));
    expect(walks).toEqual([2, 3, 4, 3, 4, 5]);
    const mean = walks.reduce((a, b) => a + b, 0) / walks.length;
    expect(iptablesAverageRulesTested(SMALL)).toBe(mean); // 3.5 = (2+1)/2 + (3+1)/2
    expect(iptablesWorstRulesTested(SMALL)).toBe(Math.max(...walks)); // 5 = S + M
  });

  it('nftables: 4 elements, 8 chains, 16 rules', () => {
    const rulesPerChain = new Map<string, number>();
    for (const r of NFTABLES.rules) {
      const chain = r.split(' ')[4] ?? '';
      rulesPerChain.set(chain, (rulesPerChain.get(chain) ?? 0) + 1);
    }
    expect([...rulesPerChain.keys()]).toEqual(NFTABLES.chains);
    expect([...rulesPerChain.values()].every((n) => n === 2)).toBe(true);
    expect(programmedObjects(SMALL).nftables).toEqual({
      rules: NFTABLES.rules.length,
      chains: NFTABLES.chains.length,
      elements: NFTABLES.elements.length,
    });
  });

  it('nftables: one map lookup and one numgen pick, however many Services', () => {
    expect(NFTABLES.rules.filter((r) => r.includes('numgen random mod 3 vmap'))).toHaveLength(2);
    expect(lookupCost(SMALL)).toMatchObject({ nftables: 2, ipvs: 1 });
  });

  it('IPVS: 2 virtual servers, 6 real servers, 2 ipset entries, 2 bound addresses', () => {
    expect(programmedObjects(SMALL).ipvs).toEqual({
      virtualServers: IPVS.virtualServers.length,
      realServers: IPVS.realServers.length,
      ipsetEntries: IPVS.ipsetEntries.length,
      boundAddresses: IPVS.boundAddresses.length,
    });
  });

  it('one replaced Pod: what each mode rewrites', () => {
    // Partial iptables restore: all of KUBE-SERVICES, plus KUBE-SVC-A and its three KUBE-SEP chains.
    const partial = [...rulesIn('KUBE-SERVICES'), ...IPTABLES_NAT_RULES.filter((r) => /^-A KUBE-(SVC|SEP)-A/.test(r))];
    // nftables: service-A and its endpoint chains.
    const nft = NFTABLES.rules.filter((r) => / (service|endpoint)-A\d? /.test(r));
    expect(updateCost(SMALL)).toEqual({
      iptablesFullRules: IPTABLES_NAT_RULES.length,
      iptablesPartialRules: partial.length,
      nftablesRules: nft.length,
      nftablesChains: 4,
      ipvsRealServerChanges: 2,
    });
  });
});

// ---------------------------------------------------------------------------
// The formulas at several sizes, with the expected numbers worked out by hand.

describe('the formulas at several sizes', () => {
  const cases = [
    // S, M, avg, worst, iptables rules, chains, nft rules, nft elements, ipvs real servers
    [1000, 10, 506, 1010, 32_000, 11_000, 22_000, 2000, 10_000],
    [CCE_SERVICE_THRESHOLD, 3, 1502.5, 3003, 33_000, 12_000, 24_000, 6000, 9000],
    [5000, 10, 2506, 5010, 160_000, 55_000, 110_000, 10_000, 50_000],
    [100_000, 1, 50_001.5, 100_001, 500_000, 200_000, 400_000, 200_000, 100_000],
  ] as const;

  for (const [s, m, avg, worst, iptRules, chains, nftRules, elements, realServers] of cases) {
    it(`S = ${s}, M = ${m}`, () => {
      const size = { services: s, endpoints: m };
      expect(lookupCost(size)).toEqual({ iptablesAverage: avg, iptablesWorst: worst, nftables: 2, ipvs: 1 });
      // facts.md's rounder form, S/2 + (M+1)/2, is the same up to the half rule for the match itself.
      expect(avg - (s / 2 + (m + 1) / 2)).toBe(0.5);
      expect(programmedObjects(size)).toEqual({
        iptables: { natRules: iptRules, chains },
        nftables: { rules: nftRules, chains, elements },
        ipvs: { virtualServers: s, realServers, ipsetEntries: s, boundAddresses: s },
      });
    });
  }

  it('S = 5000, M = 10: what one replaced Pod rewrites', () => {
    expect(updateCost({ services: 5000, endpoints: 10 })).toEqual({
      iptablesFullRules: 160_000,
      iptablesPartialRules: 5031,
      nftablesRules: 22,
      nftablesChains: 11,
      ipvsRealServerChanges: 2,
    });
  });

  it('no Services: nothing to look up and nothing programmed', () => {
    const none = { services: 0, endpoints: 5 };
    expect(lookupCost(none)).toEqual({ iptablesAverage: 0, iptablesWorst: 0, nftables: 0, ipvs: 0 });
    expect(programmedObjects(none).iptables.natRules).toBe(0);
    expect(updateCost(none).iptablesPartialRules).toBe(0);
  });

  it('iptables grows linearly in S; nftables and IPVS stay flat', () => {
    const series = lookupSeries([10, 100, 1000, 10_000], 10);
    const avgs = series.map((p) => p.iptablesAverage);
    expect(avgs[3]! - avgs[2]!).toBeCloseTo(10 * (avgs[2]! - avgs[1]!), 6);
    expect(new Set(series.map((p) => p.nftables))).toEqual(new Set([2]));
    expect(new Set(series.map((p) => p.ipvs))).toEqual(new Set([1]));
    for (const p of objectsSeries([10, 1000], 4)) {
      expect(p.iptablesRules).toBe(p.services * 14);
      expect(p.nftablesRules).toBe(p.services * 10);
      expect(p.ipvsRealServers).toBe(p.services * 4);
    }
  });
});

describe('chart sampling', () => {
  it('log steps cover the axis, ends included', () => {
    const steps = logSteps(10, 100_000, 1);
    expect(steps).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(logSteps(100, 100_000, 3)).toEqual([100, 215, 464, 1000, 2154, 4642, 10_000, 21_544, 46_416, 100_000]);
  });
  it('samples include the CCE threshold and the reader’s count when on the axis', () => {
    const s = serviceSamples([1234, 5, 2_000_000]);
    expect(s).toContain(CCE_SERVICE_THRESHOLD);
    expect(s).toContain(1234);
    expect(s).not.toContain(5);
    expect(s[0]).toBe(SERVICE_AXIS.min);
    expect(s.at(-1)).toBe(SERVICE_AXIS.max);
    expect([...s].sort((a, b) => a - b)).toEqual(s);
  });
  it('table rows: round sizes plus the reader’s count, once', () => {
    expect(tableSizes(1000)).toEqual([10, 100, 1000, 3000, 10_000, 100_000]);
    expect(tableSizes(42)).toEqual([10, 42, 100, 1000, 3000, 10_000, 100_000]);
  });
  it('cites registered sources', () => {
    for (const id of Object.values(MODEL_SOURCES)) expect(isSourceId(id)).toBe(true);
  });
});

describe('the iptables statistic match', () => {
  it('gives every endpoint 1/M once the chained probabilities are multiplied out, and the last rule always matches', () => {
    for (let m = 1; m <= 40; m++) {
      let reached = 1; // the chance a connection gets as far as rule k
      for (let k = 1; k <= m; k++) {
        const p = iptablesPickProbability(k, m);
        expect(reached * p, `M=${m} k=${k}`).toBeCloseTo(1 / m, 12);
        reached *= 1 - p;
      }
      expect(iptablesPickProbability(m, m)).toBe(1);
      expect(reached).toBeCloseTo(0, 12);
    }
  });
});
