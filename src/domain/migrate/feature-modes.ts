/**
 * What each mode does for a behaviour a reader may depend on, cell by cell with its sources, or
 * "not published" where no source says. A runbook's checklist and its "what breaks" read the
 * rows whose cells differ between the mode a reader leaves and the one they move to (words:
 * migrate.json, `features.<id>`).
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

/** `yes`/`no`: the mode does it; `setting`: only when a setting of that mode is made. */
type CellValue = 'yes' | 'no' | 'setting' | 'all-addresses' | 'primary-addresses' | 'random' | 'scheduler';

export type FeatureCell =
  { readonly value: CellValue; readonly sources: readonly SourceId[] } | { readonly notPublished: string };

export interface FeatureRow {
  readonly id: string;
  readonly cells: Readonly<Record<Mode, FeatureCell>>;
}

const MIGRATING: readonly SourceId[] = ['k8s-virtual-ips-migrating'];
const CONFIG: readonly SourceId[] = ['k8s-kube-proxy-config-api'];
/** The upstream migration notes compare iptables and nftables, never IPVS. */
const NOT_COMPARED: FeatureCell = {
  notPublished: 'the upstream migration notes (iptables to nftables) compare those two modes only',
};
/** MetalLB asks for strict ARP with IPVS only; nothing is said for the other modes. */
const NO_ARP_WORD: FeatureCell = {
  notPublished: 'the MetalLB installation page and the kube-proxy configuration reference',
};

export const FEATURE_MODES: readonly FeatureRow[] = [
  {
    // Which node addresses accept NodePort connections when nodePortAddresses is not set.
    id: 'nodeport-addresses',
    cells: {
      iptables: { value: 'all-addresses', sources: MIGRATING },
      ipvs: { value: 'all-addresses', sources: CONFIG },
      nftables: { value: 'primary-addresses', sources: MIGRATING },
    },
  },
  {
    id: 'localhost-nodeports',
    cells: {
      iptables: { value: 'yes', sources: MIGRATING },
      ipvs: { value: 'no', sources: MIGRATING },
      // An alpha gate from v1.37 (KEP-6032) brings them back, off by default.
      nftables: { value: 'no', sources: [...MIGRATING, 'kep-6032-nftables-localhost-nodeports'] },
    },
  },
  {
    // Rules accepting NodePort traffic a local firewall would otherwise drop. IPVS mode has added
    // them (KUBE-FORWARD) like iptables mode since PR #62007 (2018).
    id: 'firewall-accept',
    cells: {
      iptables: { value: 'yes', sources: MIGRATING },
      ipvs: { value: 'yes', sources: ['k8s-pr-62007', 'k8s-issue-59656'] },
      nftables: { value: 'no', sources: MIGRATING },
    },
  },
  {
    // The workaround for pre-6.1 kernels resetting long-lived connections to Service IPs.
    id: 'conntrack-workaround',
    cells: {
      iptables: { value: 'yes', sources: MIGRATING },
      ipvs: NOT_COMPARED,
      nftables: { value: 'setting', sources: MIGRATING },
    },
  },
  {
    id: 'schedulers',
    cells: {
      iptables: { value: 'random', sources: ['k8s-virtual-ips'] },
      ipvs: { value: 'scheduler', sources: ['k8s-virtual-ips', ...CONFIG] },
      nftables: { value: 'random', sources: ['k8s-virtual-ips'] },
    },
  },
  {
    // ipvs.tcpTimeout, tcpFinTimeout, udpTimeout: fields of the ipvs section only.
    id: 'ipvs-timeouts',
    cells: {
      iptables: { value: 'no', sources: CONFIG },
      ipvs: { value: 'setting', sources: CONFIG },
      nftables: { value: 'no', sources: CONFIG },
    },
  },
  {
    // MetalLB in layer 2 mode needs strictARP with IPVS; nothing is said for the other modes.
    id: 'strict-arp',
    cells: {
      iptables: NO_ARP_WORD,
      ipvs: { value: 'setting', sources: [...CONFIG, 'metallb-installation'] },
      nftables: NO_ARP_WORD,
    },
  },
];

/** Equal values, or nothing published for either: no change anyone could name. */
const same = (a: FeatureCell, b: FeatureCell) =>
  'value' in a && 'value' in b ? a.value === b.value : 'notPublished' in a && 'notPublished' in b;

/**
 * The rows whose behaviour changes between `from` and `to`: values that differ, or a value on one
 * side only (the other not published), which the reader must check.
 */
export const featureChanges = (from: Mode, to: Mode): readonly FeatureRow[] =>
  FEATURE_MODES.filter((r) => !same(r.cells[from], r.cells[to]));

export const cellSources = (c: FeatureCell): readonly SourceId[] => ('sources' in c ? c.sources : []);
