/**
 * The few facts the importer keeps of a cluster dump (collect.ts reads them; detect-*.ts and
 * summarize.ts decide from them): what a 50 MB dump comes down to once parsed.
 */
import type { KernelVersion, NftVersion } from '../answers/answers';
import type { Mode } from '../modes';
import type { PluginId } from '../plugins/model';
export interface ReplacementFact {
  dataplane: string;
  /** Whether the value switches the replacement on. */
  on: boolean;
  name: string;
  namespace: string;
  key: string;
  value: string;
  line: number;
}

export interface NodeFact {
  name: string;
  line: number;
  kernel?: string;
  osImage?: string;
  kubelet?: string;
  /** Only the labels a platform clue reads (platforms/clues.ts), not every label of a large dump. */
  labels: Record<string, string>;
  providerID?: string;
}
export interface ServiceFact {
  namespace: string;
  name: string;
  line: number;
  type: string;
  headless: boolean;
  elbId?: string;
  passThrough: boolean;
}
interface IngressFact {
  namespace: string;
  name: string;
  line: number;
  elbId?: string;
}
interface ElbAnnotationFact {
  kind: 'Service' | 'Ingress';
  namespace: string;
  name: string;
  line: number;
  annotation: string;
  value: string;
}
interface VersionFact {
  gitVersion: string;
  line: number;
  from: 'document' | 'line';
}
interface LineReading<T> {
  value: T;
  line: number;
  raw: string;
}
/** What kube-proxy said it runs; an Event is an object (its name starts with the Node's). */
type RunningReading = LineReading<Mode> &
  ({ via: 'log' | 'endpoint' } | { via: 'event'; name: string; namespace: string });

/** Ready endpoints per Service and address family, from EndpointSlices. */
interface EndpointFacts {
  slices: number;
  ready: Map<string, { IPv4: number; IPv6: number; FQDN: number }>;
}

/** kube-proxy's configuration file, as its ConfigMap holds it (read in summarize, not here). */
export interface KubeProxyConfigFact {
  name: string;
  namespace: string;
  key: string;
  text: string;
  line: number;
}
/**
 * A DaemonSet that runs kube-proxy, or a Pod of it (kOps and RKE2 run it as a static Pod on each
 * node): its image (the version) and the flags of its container.
 */
export interface KubeProxyDaemonSetFact {
  kind: 'DaemonSet' | 'Pod';
  name: string;
  namespace: string;
  line: number;
  container: string;
  image?: string;
  flags: { mode?: string; config?: string };
}
/** A DaemonSet a network plugin runs, recognised by the plugin data's clues. */
interface PluginDaemonSetFact {
  plugin: PluginId;
  name: string;
  namespace: string;
  line: number;
  image?: string;
}

export interface Facts {
  documents: number;
  lines: number;
  nodes: NodeFact[];
  services: ServiceFact[];
  ingresses: IngressFact[];
  endpoints: EndpointFacts;
  serverVersion?: VersionFact;
  clientVersionOnlyLine?: number;
  elbAnnotation?: ElbAnnotationFact;
  kernels: LineReading<KernelVersion>[];
  nfts: LineReading<NftVersion>[];
  /** What kube-proxy itself said it runs: its log line, or its /proxyMode answer. */
  running: RunningReading[];
  kubeProxyConfigs: KubeProxyConfigFact[];
  /** The ConfigMap key a kube-proxy replacement is switched on by (dataplanes.ts `evidence`), as read. */
  replacements: ReplacementFact[];
  kubeProxyDaemonSets: KubeProxyDaemonSetFact[];
  pluginDaemonSets: PluginDaemonSetFact[];
  /** Every DaemonSet and ConfigMap read, of any name: whether the input could have shown them. */
  daemonSets: number;
  configMaps: number;
  kubeProxyPods: number;
  otherKinds: Map<string, number>;
  emptyLists: number;
  invalidJson: { count: number; line: number };
  unterminated?: { line: number; salvaged: number };
  fragments: { count: number; line: number };
  skipped: { count: number; line: number; sample: string };
  looksLike: { yaml: number; table: number };
}

export const serviceKey = (namespace: string, name: string) => `${namespace}/${name}`;
