import type { Mode } from './modes';
import type { SourceId } from './sources';

/**
 * The path a new connection's first packet takes in each mode, step by step (the mode pages
 * word each step in full, `<mode>.lookup.<step>`; the figure in short, `diagram:<mode>.<step>`),
 * and the step where the Service is found: by walking rules in order, or by one hash lookup. That
 * step is what grows, or does not, with the number of Services (kube-proxy's proxiers; KEP-3866
 * for nftables' verdict map, KEP-265 for IPVS's hash table).
 */
export interface PacketPath {
  readonly steps: readonly string[];
  readonly found: { readonly step: string; readonly by: 'walk' | 'hash' };
  readonly sources: readonly SourceId[];
}

export const PACKET_PATHS: Readonly<Record<Mode, PacketPath>> = {
  nftables: {
    steps: ['packetArrives', 'verdictMap', 'serviceChain', 'randomPick', 'dnat'],
    found: { step: 'verdictMap', by: 'hash' },
    sources: ['k8s-nftables-proxier', 'kep-3866-nftables'],
  },
  iptables: {
    steps: ['packetArrives', 'kubeServices', 'svcChain', 'sepChain', 'conntrack'],
    found: { step: 'kubeServices', by: 'walk' },
    sources: ['k8s-iptables-proxier'],
  },
  ipvs: {
    steps: ['packetArrives', 'localVip', 'hashLookup', 'scheduler', 'forward'],
    found: { step: 'hashLookup', by: 'hash' },
    sources: ['kep-265-ipvs', 'k8s-ipvs-readme', 'k8s-virtual-ips'],
  },
};
