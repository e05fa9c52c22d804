/**
 * How each mode lives beside the rest of the node: where its rules live, what a firewall's
 * restart does to them, what happens when the mode cannot start, and what is cleaned up when a
 * node changes mode. Words: `services:node.<id>.<mode>`; each cell with its sources.
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

export interface NodeRow {
  readonly id: 'rules' | 'firewall' | 'cannot-start' | 'left-behind';
  readonly cells: Readonly<Record<Mode, readonly SourceId[]>>;
}

const KEP_3866: readonly SourceId[] = ['kep-3866-nftables'];
const SERVER: readonly SourceId[] = ['k8s-kube-proxy-server-linux-go'];

export const NODE_ROWS: readonly NodeRow[] = [
  {
    // nftables: tables of its own; iptables: chains among everyone's in the shared tables; IPVS:
    // virtual servers, the kube-ipvs0 interface, and iptables rules matching ipsets.
    id: 'rules',
    cells: { nftables: KEP_3866, iptables: KEP_3866, ipvs: ['k8s-ipvs-readme', 'kep-265-ipvs'] },
  },
  {
    // A firewall that flushes every iptables rule on restart; in nftables mode firewalld flushes
    // only its own table.
    id: 'firewall',
    cells: { nftables: KEP_3866, iptables: KEP_3866, ipvs: KEP_3866 },
  },
  {
    // No fallback to another mode (types.go); the checks before the proxier starts (server_linux.go).
    id: 'cannot-start',
    cells: {
      nftables: ['k8s-kube-proxy-types-go'],
      iptables: ['k8s-kube-proxy-types-go', ...SERVER],
      ipvs: ['k8s-kube-proxy-types-go', ...SERVER],
    },
  },
  {
    // platformCleanup at every start: nftables mode removes the iptables and IPVS modes' rules,
    // those modes remove nftables mode's; between iptables and IPVS nothing (KEP-2448: reboot).
    id: 'left-behind',
    cells: { nftables: SERVER, iptables: [...SERVER, 'kep-2448-cleanup'], ipvs: [...SERVER, 'kep-2448-cleanup'] },
  },
];
