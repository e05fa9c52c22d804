/**
 * Published measurements, as ../shared/reference/facts.md §4 gives them. Nothing here is
 * computed: each figure is copied from its source, with how it was obtained.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

export const PERCENTILES = ['p01', 'p50', 'p90', 'p99'] as const;
export type Percentile = (typeof PERCENTILES)[number];
type Percentiles = Record<Percentile, number>;

/** The modes KEP-3866's chart measured, in the order it shows them. */
export const FIRST_PACKET_MODES = ['iptables', 'nftables'] as const satisfies readonly Mode[];
type FirstPacketMode = (typeof FIRST_PACKET_MODES)[number];

export type FirstPacketRow = { services: number } & Record<FirstPacketMode, Percentiles>;

/**
 * First-packet round-trip time in milliseconds, kube-proxy in iptables vs nftables mode.
 * Read off the KEP-3866 chart `iptables-vs-nftables.svg` (the same data as the 2025 nftables
 * blog post): approximate, about ±0.004 ms.
 */
export const KEP_3866_FIRST_PACKET = {
  sources: ['kep-3866-nftables', 'k8s-nftables-blog'] as const satisfies readonly SourceId[],
  /** How precisely a value can be read off the published chart, in ms. */
  readingErrorMs: 0.004,
  rows: [
    {
      services: 5000,
      iptables: { p01: 0.016, p50: 0.047, p90: 0.118, p99: 0.154 },
      nftables: { p01: 0.008, p50: 0.012, p90: 0.02, p99: 0.035 },
    },
    {
      services: 10_000,
      iptables: { p01: 0.008, p50: 0.059, p90: 0.185, p99: 0.26 },
      nftables: { p01: 0.008, p50: 0.012, p90: 0.02, p99: 0.035 },
    },
    {
      services: 30_000,
      iptables: { p01: 0.039, p50: 0.272, p90: 0.489, p99: 0.713 },
      nftables: { p01: 0.008, p50: 0.012, p90: 0.02, p99: 0.035 },
    },
  ] as const satisfies readonly FirstPacketRow[],
};

/** Tigera, "Comparing kube-proxy modes: iptables or IPVS?" (2019), figures as reported there. */
export const TIGERA_2019 = {
  source: 'tigera-iptables-vs-ipvs' as const satisfies SourceId,
  podsPerService: 10,
  maxServices: 10_000,
  /** Differences showed only beyond about this many Services, and only without keepalive. */
  differencesFrom: 1000,
  /** Share of one CPU core at 10,000 Services, connections without keepalive. */
  cpuCoreShareAtMax: { iptables: 0.35, ipvs: 0.08 },
};

/** KEP-3453's 5,000-node scale test: median network-programming latency in seconds (approx.). */
export const KEP_3453_PROGRAMMING = {
  source: 'kep-3453-iptables-partial-sync' as const satisfies SourceId,
  nodes: 5000,
  medianSeconds: { fullRestore: 27, partialRestore: 13, partialWithMinSync1s: 5 },
};
