/**
 * Every field of kube-proxy's configuration file (KubeProxyConfiguration, v1alpha1): the modes
 * that read it (types.go and the v1alpha1 conversion), the value kube-proxy fills in when the file
 * leaves it out (the defaulting test's expected file), and the command-line flags that set it
 * (options.go). Fields only the Windows proxy reads, and the one left unused, are recorded too, so
 * a field of the type is never silently missing. The settings page shows this table; the runbooks'
 * sync-settings table reads the modes' own sections (mode-sections.ts).
 */
import type { SourceId } from '../sources';
import { MODE_SECTIONS } from './mode-sections';
import { CONVERSION, TYPES, section, type ConfigField, type Effective, type Readers } from './model';

export { FIELD_GROUPS, type ConfigField, type FieldGroup } from './model';

/** Where the defaults and the flags are read; shown once, beside their columns. */
export const DEFAULT_SOURCES: readonly SourceId[] = ['k8s-kube-proxy-defaults-fixture'];
export const FLAG_SOURCES: readonly SourceId[] = ['k8s-kube-proxy-options-go', 'k8s-kube-proxy-cli'];

const WINDOWS: Readers = { windows: true };

/** The flags options.go copies over a loaded file: the logging flags and --hostname-override. */
const FLAG_WINS: readonly string[] = ['logging', 'hostnameOverride'];

/** What an empty value means, as types.go says it (the mode's, detectLocalMode's and nodePortAddresses' comments). */
const EFFECTIVE: Readonly<Record<string, readonly Effective[]>> = {
  mode: [{ value: 'iptables' }],
  detectLocalMode: [{ value: 'ClusterCIDR' }],
  nodePortAddresses: [
    { value: 'all', modes: ['iptables', 'ipvs'] },
    { value: 'primary', modes: ['nftables'] },
  ],
};

/** A field with what only the page shows: whether its flag wins, and what its empty default means. */
const withNotes = (f: ConfigField): ConfigField => ({
  ...f,
  ...(FLAG_WINS.includes(f.path) ? { flagWins: true as const } : {}),
  ...(EFFECTIVE[f.path] ? { effective: EFFECTIVE[f.path] } : {}),
});

export const CONFIG_FIELDS: readonly ConfigField[] = [
  // The process: how kube-proxy reaches the API server, logs, serves health and metrics, and which mode it runs.
  ...section('process', [
    ['mode', '""', ['--proxy-mode']],
    ['featureGates', null, ['--feature-gates']],
    [
      'clientConnection',
      'qps: 5, burst: 10',
      ['--kubeconfig', '--kube-api-qps', '--kube-api-burst', '--kube-api-content-type'],
    ],
    ['hostnameOverride', '""', ['--hostname-override']],
    ['bindAddress', '0.0.0.0', ['--bind-address']],
    ['healthzBindAddress', '0.0.0.0:10256', ['--healthz-bind-address']],
    ['metricsBindAddress', '127.0.0.1:10249', ['--metrics-bind-address']],
    ['bindAddressHardFail', 'false', ['--bind-address-hard-fail']],
    ['enableProfiling', 'false', ['--profiling']],
    ['showHiddenMetricsForVersion', '""', ['--show-hidden-metrics-for-version']],
    ['logging', 'format: text, verbosity: 0', ['-v', '--vmodule']],
    ['oomScoreAdj', '-999', ['--oom-score-adj']],
    ['configSyncPeriod', '15m0s', ['--config-sync-period']],
  ]),
  ...MODE_SECTIONS,
  // Which traffic counts as local, and the addresses NodePorts answer on.
  ...section('traffic', [
    ['detectLocalMode', '""', ['--detect-local-mode']],
    ['detectLocal.bridgeInterface', '""', ['--pod-bridge-interface']],
    ['detectLocal.interfaceNamePrefix', '""', ['--pod-interface-name-prefix']],
    ['clusterCIDR', '""', ['--cluster-cidr']],
    ['nodePortAddresses', 'null', ['--nodeport-addresses']],
  ]),
  ...section('conntrack', [
    ['conntrack.maxPerCore', '32768', ['--conntrack-max-per-core']],
    ['conntrack.min', '131072', ['--conntrack-min']],
    ['conntrack.tcpEstablishedTimeout', '24h0m0s', ['--conntrack-tcp-timeout-established']],
    ['conntrack.tcpCloseWaitTimeout', '1h0m0s', ['--conntrack-tcp-timeout-close-wait']],
    ['conntrack.tcpBeLiberal', 'false', ['--conntrack-tcp-be-liberal']],
    ['conntrack.udpTimeout', '0s', ['--conntrack-udp-timeout']],
    ['conntrack.udpStreamTimeout', '0s', ['--conntrack-udp-timeout-stream']],
  ]),
  // The Windows proxy's settings: their flags are not in the Linux options we read.
  ...section('windows', [
    ['winkernel.networkName', '""', null, WINDOWS],
    ['winkernel.sourceVip', '""', null, WINDOWS],
    ['winkernel.enableDSR', 'false', null, WINDOWS],
    ['winkernel.rootHnsEndpointName', '""', null, WINDOWS],
    ['winkernel.forwardHealthCheckVip', 'false', null, WINDOWS],
    ['windowsRunAsService', null, null, WINDOWS],
  ]),
  ...section('unused', [['portRange', '""', [], { unused: true }]]),
].map(withNotes);

/** What holds for the whole file, each with where it is said (the settings page's notes, in order). */
export const FILE_NOTES: readonly {
  readonly id: 'precedence' | 'restart' | 'noFallback';
  readonly sources: readonly SourceId[];
}[] = [
  { id: 'precedence', sources: ['k8s-kube-proxy-options-go'] },
  { id: 'restart', sources: ['k8s-kube-proxy-options-go'] },
  { id: 'noFallback', sources: TYPES },
];

/** Where each mode's section is said to be read (the conversion). */
export const READS_SOURCES = CONVERSION;
