/**
 * The Service behaviours per mode as the services page lists them: the runbooks' feature table
 * (feature-modes.ts, the behaviours that can differ between modes), and a row for each Service
 * field kube-proxy reads that every mode reads alike — apart, so no runbook carries those.
 */
import { FEATURE_MODES, type FeatureCell, type FeatureRow } from '../migrate/feature-modes';
import type { Mode } from '../modes';
import type { SourceId } from '../sources';

/**
 * The Service fields kube-proxy reads (pkg/proxy/serviceport.go, read 2026-12-07): every mode's
 * proxier reads a Service through that one type. Each has a row below.
 */
export const SERVICE_FIELDS = [
  'spec.clusterIPs',
  'spec.ports[].port',
  'spec.ports[].protocol',
  'spec.ports[].nodePort',
  'spec.externalIPs',
  'status.loadBalancer.ingress[].ip',
  'spec.loadBalancerSourceRanges',
  'spec.sessionAffinity',
  'spec.sessionAffinityConfig.clientIP.timeoutSeconds',
  'spec.externalTrafficPolicy',
  'spec.internalTrafficPolicy',
  'spec.healthCheckNodePort',
] as const;

const SERVICEPORT: readonly SourceId[] = ['k8s-proxy-serviceport-go'];
/** Read by the code every mode shares, with no source naming a difference between the modes. */
const SHARED: Readonly<Record<Mode, FeatureCell>> = {
  nftables: { value: 'shared', sources: SERVICEPORT },
  iptables: { value: 'shared', sources: SERVICEPORT },
  ipvs: { value: 'shared', sources: SERVICEPORT },
};

const SHARED_FIELDS: readonly FeatureRow[] = [
  { id: 'cluster-ip', concerns: { service: 'spec.clusterIPs' }, cells: SHARED },
  { id: 'port', concerns: { service: 'spec.ports[].port' }, cells: SHARED },
  { id: 'protocol', concerns: { service: 'spec.ports[].protocol' }, cells: SHARED },
  { id: 'external-ips', concerns: { service: 'spec.externalIPs' }, cells: SHARED },
  {
    // Only ingress IPs in VIP mode: kube-proxy leaves ipMode: Proxy ones to the load balancer.
    id: 'lb-ingress',
    concerns: { service: 'status.loadBalancer.ingress[].ip' },
    cells: {
      nftables: { value: 'vip-only', sources: SERVICEPORT },
      iptables: { value: 'vip-only', sources: SERVICEPORT },
      ipvs: { value: 'vip-only', sources: SERVICEPORT },
    },
  },
  {
    id: 'affinity-timeout',
    concerns: { service: 'spec.sessionAffinityConfig.clientIP.timeoutSeconds' },
    cells: SHARED,
  },
  { id: 'health-check-node-port', concerns: { service: 'spec.healthCheckNodePort' }, cells: SHARED },
];

const ALL_ROWS: readonly FeatureRow[] = [...FEATURE_MODES, ...SHARED_FIELDS];

/** The rows about a Service field, in SERVICE_FIELDS' order (the EndpointSlice's after), and those about a setting. */
export const SERVICE_ROWS = ALL_ROWS.filter((r) => 'service' in r.concerns).sort((a, b) => {
  const at = (r: FeatureRow) => {
    const i = (SERVICE_FIELDS as readonly string[]).indexOf('service' in r.concerns ? r.concerns.service : '');
    return i < 0 ? SERVICE_FIELDS.length : i;
  };
  return at(a) - at(b);
});
export const SETTING_ROWS = ALL_ROWS.filter((r) => 'setting' in r.concerns);

/** Every behaviour the page lists. */
export const BEHAVIOURS: readonly FeatureRow[] = [...SERVICE_ROWS, ...SETTING_ROWS];
