/**
 * The parts of the Kubernetes API objects the importer reads, with the field
 * names of the v1 API (core/v1 Node and Service, discovery.k8s.io/v1
 * EndpointSlice, networking.k8s.io/v1 Ingress, version.Info). Minimal on
 * purpose: fields the importer ignores are left out, but every field written
 * here has the API's name and JSON type, so fixtures typed against these
 * shapes look like what kubectl prints.
 */

export interface TypeMeta {
  apiVersion?: string;
  kind?: string;
}

export interface ObjectMeta {
  name?: string;
  namespace?: string;
  uid?: string;
  resourceVersion?: string;
  creationTimestamp?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** `status.nodeInfo`: what the kubelet reports about its host. */
interface NodeSystemInfo {
  machineID: string;
  systemUUID: string;
  bootID: string;
  kernelVersion: string;
  osImage: string;
  containerRuntimeVersion: string;
  kubeletVersion: string;
  /** Deprecated and unreliable since v1.31; the importer never reads it. */
  kubeProxyVersion?: string;
  operatingSystem: string;
  architecture: string;
}

interface NodeAddress {
  type: 'Hostname' | 'ExternalIP' | 'InternalIP' | 'ExternalDNS' | 'InternalDNS';
  address: string;
}

export interface Node extends TypeMeta {
  kind?: 'Node';
  metadata: ObjectMeta;
  spec?: { podCIDR?: string; podCIDRs?: string[]; providerID?: string; unschedulable?: boolean };
  status?: {
    addresses?: NodeAddress[];
    capacity?: Record<string, string>;
    allocatable?: Record<string, string>;
    nodeInfo?: NodeSystemInfo;
  };
}

export type ServiceType = 'ClusterIP' | 'NodePort' | 'LoadBalancer' | 'ExternalName';

interface ServicePort {
  name?: string;
  protocol?: 'TCP' | 'UDP' | 'SCTP';
  port: number;
  targetPort?: number | string;
  nodePort?: number;
}

export interface Service extends TypeMeta {
  kind?: 'Service';
  metadata: ObjectMeta;
  spec?: {
    /** Absent means ClusterIP. */
    type?: ServiceType;
    /** `"None"` makes the Service headless: kube-proxy programs nothing for it. */
    clusterIP?: string;
    clusterIPs?: string[];
    ports?: ServicePort[];
    selector?: Record<string, string>;
    externalName?: string;
    ipFamilies?: ('IPv4' | 'IPv6')[];
    sessionAffinity?: 'ClientIP' | 'None';
    externalTrafficPolicy?: 'Cluster' | 'Local';
    internalTrafficPolicy?: 'Cluster' | 'Local';
  };
  status?: { loadBalancer?: { ingress?: { ip?: string; hostname?: string }[] } };
}

interface EndpointConditions {
  /** A missing value means ready (API reference, discovery.k8s.io/v1). */
  ready?: boolean;
  serving?: boolean;
  terminating?: boolean;
}

export interface Endpoint {
  addresses: string[];
  conditions?: EndpointConditions;
  nodeName?: string;
  zone?: string;
  targetRef?: { kind?: string; name?: string; namespace?: string; uid?: string };
}

export interface EndpointSlice extends TypeMeta {
  kind?: 'EndpointSlice';
  metadata: ObjectMeta;
  addressType: 'IPv4' | 'IPv6' | 'FQDN';
  /** kubectl prints `null` for a slice without endpoints. */
  endpoints: Endpoint[] | null;
  ports?: { name?: string; port?: number; protocol?: string; appProtocol?: string }[] | null;
}

interface IngressBackend {
  service?: { name: string; port: { number?: number; name?: string } };
}

export interface Ingress extends TypeMeta {
  kind?: 'Ingress';
  metadata: ObjectMeta;
  spec?: {
    ingressClassName?: string;
    defaultBackend?: IngressBackend;
    rules?: { host?: string; http?: { paths: { path?: string; pathType: string; backend: IngressBackend }[] } }[];
  };
  status?: { loadBalancer?: { ingress?: { ip?: string; hostname?: string }[] } };
}

/** What `kubectl get … -o json` prints: `kind: "List"`, or `NodeList` etc. from the raw API. */
export interface List<T = unknown> extends TypeMeta {
  kind?: string;
  metadata?: { resourceVersion?: string; continue?: string };
  items: T[];
}

/** `version.Info`, as in `kubectl version -o json`. */
export interface VersionInfo {
  major: string;
  minor: string;
  gitVersion: string;
  gitCommit?: string;
  gitTreeState?: string;
  buildDate?: string;
  goVersion?: string;
  compiler?: string;
  platform?: string;
}

/** The whole of `kubectl version -o json`; `serverVersion` is missing when the server was not reached. */
export interface KubectlVersion {
  clientVersion?: VersionInfo;
  kustomizeVersion?: string;
  serverVersion?: VersionInfo;
}

/** Labels and annotations the importer reads. */
export const SERVICE_NAME_LABEL = 'kubernetes.io/service-name';
export const ELB_ID = 'kubernetes.io/elb.id';
export const ELB_PASS_THROUGH = 'kubernetes.io/elb.pass-through';
export const ELB_ANNOTATION_PREFIX = 'kubernetes.io/elb.';

/** core/v1 ConfigMap: kube-proxy's holds its KubeProxyConfiguration as YAML text under one key. */
export interface ConfigMap extends TypeMeta {
  kind?: 'ConfigMap';
  metadata: ObjectMeta;
  data?: Record<string, string>;
}

/** core/v1 Container: what a DaemonSet's Pods run. */
export interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
}

/** apps/v1 DaemonSet: kube-proxy and the network plugins run as these (their Pods' template). */
export interface DaemonSet extends TypeMeta {
  kind?: 'DaemonSet';
  metadata: ObjectMeta;
  spec?: {
    selector?: { matchLabels?: Record<string, string> };
    template?: {
      metadata?: ObjectMeta;
      spec?: { containers?: Container[]; initContainers?: Container[]; hostNetwork?: boolean };
    };
  };
  status?: { desiredNumberScheduled?: number; numberReady?: number };
}

/** core/v1 Pod: kube-proxy's static Pods (kOps, RKE2) carry its flags like a DaemonSet's template. */
export interface Pod extends TypeMeta {
  kind?: 'Pod';
  metadata: ObjectMeta;
  spec?: { nodeName?: string; hostNetwork?: boolean; containers?: Container[] };
  status?: { phase?: string };
}
