/**
 * Every field of kube-proxy's configuration file (KubeProxyConfiguration, v1alpha1), with the
 * modes that read it, as types.go and the v1alpha1 conversion state it. The runbooks' sync-settings
 * table reads its field paths from here. Fields only the Windows proxy reads, and the one left
 * unused, are recorded too, so a field of the type is never silently missing.
 */
import { MODES, type Mode } from '../modes';
import type { SourceId } from '../sources';

/** Who reads a field: these Linux modes; only the Windows proxy (winkernel); no one any more; or no source says. */
type Readers =
  | { readonly modes: readonly Mode[] }
  | { readonly windows: true }
  | { readonly unused: true }
  | { readonly notPublished: string };

export interface ConfigField {
  /** The field's path in the YAML file: 'ipvs.strictARP'. */
  readonly path: string;
  readonly readers: Readers;
  readonly sources: readonly SourceId[];
}

const TYPES: readonly SourceId[] = ['k8s-kube-proxy-types-go'];
const CONVERSION: readonly SourceId[] = ['k8s-kube-proxy-conversion-go', 'k8s-kube-proxy-config-api'];
const ALL = { modes: MODES } as const;
const only = (...modes: Mode[]): Readers => ({ modes });
const shared = (path: string): ConfigField => ({ path, readers: ALL, sources: TYPES });
const windows = (path: string): ConfigField => ({ path, readers: { windows: true }, sources: TYPES });

export const CONFIG_FIELDS: readonly ConfigField[] = [
  // The process: how kube-proxy reaches the API server, logs, serves health and metrics.
  shared('featureGates'),
  shared('clientConnection'),
  shared('logging'),
  shared('hostnameOverride'),
  shared('bindAddress'),
  shared('healthzBindAddress'),
  shared('metricsBindAddress'),
  shared('bindAddressHardFail'),
  shared('enableProfiling'),
  shared('showHiddenMetricsForVersion'),
  shared('mode'),
  // The iptables section: masqueradeBit and masqueradeAll are read by IPVS mode too (types.go's
  // words, and the conversion); localhostNodePorts by iptables mode only (IPv4).
  { path: 'iptables.masqueradeBit', readers: only('iptables', 'ipvs'), sources: TYPES },
  { path: 'iptables.masqueradeAll', readers: only('iptables', 'ipvs'), sources: [...TYPES, ...CONVERSION] },
  { path: 'iptables.localhostNodePorts', readers: only('iptables'), sources: TYPES },
  {
    path: 'iptables.snatNodeInternalIP',
    readers: { notPublished: 'types.go, which names no mode for it' },
    sources: TYPES,
  },
  { path: 'iptables.syncPeriod', readers: only('iptables'), sources: CONVERSION },
  { path: 'iptables.minSyncPeriod', readers: only('iptables'), sources: CONVERSION },
  // The IPVS section: IPVS mode only.
  ...['syncPeriod', 'minSyncPeriod'].map((f) => ({ path: `ipvs.${f}`, readers: only('ipvs'), sources: CONVERSION })),
  ...['scheduler', 'excludeCIDRs', 'strictARP', 'tcpTimeout', 'tcpFinTimeout', 'udpTimeout'].map((f) => ({
    path: `ipvs.${f}`,
    readers: only('ipvs'),
    sources: TYPES,
  })),
  // The nftables section: nftables mode only.
  ...['masqueradeBit', 'masqueradeAll'].map((f) => ({
    path: `nftables.${f}`,
    readers: only('nftables'),
    sources: TYPES,
  })),
  ...['syncPeriod', 'minSyncPeriod'].map((f) => ({
    path: `nftables.${f}`,
    readers: only('nftables'),
    sources: CONVERSION,
  })),
  // The Windows proxy's section.
  ...['networkName', 'sourceVip', 'enableDSR', 'rootHnsEndpointName', 'forwardHealthCheckVip'].map((f) =>
    windows(`winkernel.${f}`),
  ),
  // Which traffic counts as local, the NodePort addresses, and the node-wide settings.
  shared('detectLocalMode'),
  shared('detectLocal.bridgeInterface'),
  shared('detectLocal.interfaceNamePrefix'),
  shared('clusterCIDR'),
  shared('nodePortAddresses'),
  shared('oomScoreAdj'),
  ...[
    'maxPerCore',
    'min',
    'tcpEstablishedTimeout',
    'tcpCloseWaitTimeout',
    'tcpBeLiberal',
    'udpTimeout',
    'udpStreamTimeout',
  ].map((f) => shared(`conntrack.${f}`)),
  shared('configSyncPeriod'),
  { path: 'portRange', readers: { unused: true }, sources: TYPES },
  windows('windowsRunAsService'),
];

/** The field a mode reads for a setting named in several sections ('syncPeriod'), or undefined. */
export function fieldReadBy(mode: Mode, name: string): string | undefined {
  return CONFIG_FIELDS.find(
    (f) => f.path.endsWith(`.${name}`) && 'modes' in f.readers && f.readers.modes.includes(mode),
  )?.path;
}
