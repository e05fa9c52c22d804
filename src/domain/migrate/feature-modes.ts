/**
 * What each mode does for a behaviour a reader may depend on, cell by cell with its sources, or
 * "not published" where no source says. A runbook's checklist and its "what breaks" read the
 * rows whose cells differ between the mode a reader leaves and the one they move to (words:
 * migrate.json, `features.<id>`).
 */
import type { Mode } from '../modes';
import type { SourceId } from '../sources';
import { ETP_LOCAL_EXTERNAL_IP_FIX } from '../troubleshoot/fixes';
import type { FixRelease, TroubleshootId } from '../troubleshoot/model';
import type { NotPublished } from '../not-published';

/** `yes`/`no`: the mode does it; `setting`: only when a setting of that mode is made. */
export const CELL_VALUES = [
  'yes',
  'no',
  'setting',
  'all-addresses',
  'primary-addresses',
  'random',
  'scheduler',
  'per-ip-port',
  'persistence',
  'lb-ip-only',
  'shared',
  'vip-only',
] as const;
type CellValue = (typeof CELL_VALUES)[number];

export type FeatureCell =
  | {
      readonly value: CellValue;
      readonly sources: readonly SourceId[];
      /** A bug in this mode that releases fixed: its troubleshooting entry, and the releases. */
      readonly fixed?: { readonly entry: TroubleshootId; readonly in: readonly FixRelease[] };
    }
  | NotPublished;

/** What a behaviour is about: a field of the Service or EndpointSlice, or a setting of kube-proxy's file. */
type Concerns = { readonly service: string } | { readonly setting: string };

export interface FeatureRow {
  readonly id: string;
  readonly concerns: Concerns;
  readonly cells: Readonly<Record<Mode, FeatureCell>>;
}

const MIGRATING: readonly SourceId[] = ['k8s-virtual-ips-migrating'];
const VIRTUAL_IPS: readonly SourceId[] = ['k8s-virtual-ips'];
const KEP_3866: readonly SourceId[] = ['kep-3866-nftables'];
/** kube-proxy's shared code does it, so the reference says it of kube-proxy, whatever the mode. */
const EVERY_MODE: Readonly<Record<Mode, FeatureCell>> = {
  nftables: { value: 'yes', sources: VIRTUAL_IPS },
  iptables: { value: 'yes', sources: VIRTUAL_IPS },
  ipvs: { value: 'yes', sources: VIRTUAL_IPS },
};
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
    concerns: { setting: 'nodePortAddresses' },
    cells: {
      iptables: { value: 'all-addresses', sources: MIGRATING },
      ipvs: { value: 'all-addresses', sources: CONFIG },
      nftables: { value: 'primary-addresses', sources: MIGRATING },
    },
  },
  {
    id: 'localhost-nodeports',
    concerns: { setting: 'iptables.localhostNodePorts' },
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
    concerns: { service: 'spec.ports[].nodePort' },
    cells: {
      iptables: { value: 'yes', sources: MIGRATING },
      ipvs: { value: 'yes', sources: ['k8s-pr-62007', 'k8s-issue-59656'] },
      nftables: { value: 'no', sources: MIGRATING },
    },
  },
  {
    // The workaround for pre-6.1 kernels resetting long-lived connections to Service IPs.
    id: 'conntrack-workaround',
    concerns: { setting: 'conntrack.tcpBeLiberal' },
    cells: {
      iptables: { value: 'yes', sources: MIGRATING },
      ipvs: NOT_COMPARED,
      nftables: { value: 'setting', sources: MIGRATING },
    },
  },
  {
    id: 'schedulers',
    concerns: { setting: 'ipvs.scheduler' },
    cells: {
      iptables: { value: 'random', sources: ['k8s-virtual-ips'] },
      ipvs: { value: 'scheduler', sources: ['k8s-virtual-ips', ...CONFIG] },
      nftables: { value: 'random', sources: ['k8s-virtual-ips'] },
    },
  },
  {
    // ipvs.tcpTimeout, tcpFinTimeout, udpTimeout: fields of the ipvs section only.
    id: 'ipvs-timeouts',
    concerns: { setting: 'ipvs.tcpTimeout' },
    cells: {
      iptables: { value: 'no', sources: CONFIG },
      ipvs: { value: 'setting', sources: CONFIG },
      nftables: { value: 'no', sources: CONFIG },
    },
  },
  {
    // MetalLB in layer 2 mode needs strictARP with IPVS; nothing is said for the other modes.
    id: 'strict-arp',
    concerns: { setting: 'ipvs.strictARP' },
    cells: {
      iptables: NO_ARP_WORD,
      ipvs: { value: 'setting', sources: [...CONFIG, 'metallb-installation'] },
      nftables: NO_ARP_WORD,
    },
  },
  {
    // nftables copies iptables' affinity (per client, Service IP and port); KEP-3866 says IPVS's
    // behaviour is different, without saying how.
    id: 'session-affinity',
    concerns: { service: 'spec.sessionAffinity' },
    cells: {
      iptables: { value: 'per-ip-port', sources: KEP_3866 },
      ipvs: { value: 'persistence', sources: KEP_3866 },
      nftables: { value: 'per-ip-port', sources: KEP_3866 },
    },
  },
  {
    // Filtered for traffic addressed to the load balancer's IP, not for NodePort traffic an
    // external load balancer sends on (KEP-3866, which keeps that for nftables).
    id: 'lb-source-ranges',
    concerns: { service: 'spec.loadBalancerSourceRanges' },
    cells: {
      iptables: { value: 'lb-ip-only', sources: KEP_3866 },
      ipvs: { notPublished: 'KEP-3866 describes the iptables and nftables modes only' },
      nftables: { value: 'lb-ip-only', sources: KEP_3866 },
    },
  },
  {
    id: 'external-traffic-local',
    concerns: { service: 'spec.externalTrafficPolicy' },
    cells: {
      ...EVERY_MODE,
      nftables: {
        value: 'yes',
        sources: VIRTUAL_IPS,
        fixed: { entry: 'etp-local-external-ip', in: ETP_LOCAL_EXTERNAL_IP_FIX },
      },
    },
  },
  { id: 'internal-traffic-local', concerns: { service: 'spec.internalTrafficPolicy' }, cells: EVERY_MODE },
  {
    id: 'terminating-endpoints',
    concerns: { service: 'EndpointSlice endpoints[].conditions.terminating' },
    cells: EVERY_MODE,
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
