#!/usr/bin/env node
// Generates a large cluster dump for the import page and times the importer on it.
//
//   node bench/make-cluster-dump.js [--nodes 5000] [--services 20000] [--out bench/out/cluster-dump.json]
//       writes one kubectl-style List mixing Nodes, Services, EndpointSlices and Ingresses
//   node bench/make-cluster-dump.js --measure
//       also parses it with src/domain/import (the code the page runs in its Web Worker) and prints the time
//
// `measureImport()` is what the benchmark calls: it generates the dump in memory, parses it the way the
// page does (64 KiB chunks into the streaming parser) and resolves to the median parse time in ms.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_OUT = path.join(ROOT, 'bench/out/cluster-dump.json');
export const DEFAULTS = { nodes: 5000, services: 20000, ingresses: 200 };

/** @typedef {() => number} Rand */
/**
 * `kubeProxy`: also kube-proxy's ConfigMap, 10 DaemonSets (kube-proxy, a plugin and others) and 1,000 Events.
 * @typedef {{ nodes?: number; services?: number; ingresses?: number; seed?: number; kubeProxy?: boolean }} DumpOptions
 */

/**
 * A small seeded PRNG (mulberry32): the same options always give the same bytes.
 * @param {number} seed
 * @returns {Rand}
 */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KUBELET = 'v1.31.4-r0-31.0.2.1';
/** @type {[osImage: string, kernelVersion: string][]} */
const IMAGES = [
  ['Huawei Cloud EulerOS 2.0 (x86_64)', '5.10.0-182.0.0.95.r1941_123.hce2.x86_64'],
  ['Huawei Cloud EulerOS 2.0 (x86_64)', '5.10.0-136.12.0.86.r1526_92.hce2.x86_64'],
  ['EulerOS 2.0 (SP9x86_64)', '4.18.0-147.5.1.6.h841.eulerosv2r9.x86_64'],
  ['Ubuntu 22.04.5 LTS', '5.15.0-131-generic'],
];
const uid = (/** @type {Rand} */ rand) => {
  const h = () =>
    Math.floor(rand() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${h()}${h()}-${h()}-${h()}-${h()}-${h()}${h()}${h()}`;
};
const ip = (/** @type {number} */ i, base = '192.168') => `${base}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
const STAMP = '2026-01-12T08:21:44Z';

/** @param {number} i @param {Rand} rand */
function makeNode(i, rand) {
  const [osImage, kernelVersion] = /** @type {[string, string]} */ (
    IMAGES[i % 50 === 7 ? 2 : i % 3 === 0 ? 1 : i % 10 === 9 ? 3 : 0]
  );
  const name = ip(i);
  /** @type {(type: string, status: string, reason: string) => object} */
  const condition = (type, status, reason) => ({
    lastHeartbeatTime: STAMP,
    lastTransitionTime: STAMP,
    message: `kubelet ${reason}`,
    reason,
    status,
    type,
  });
  return {
    apiVersion: 'v1',
    kind: 'Node',
    metadata: {
      annotations: {
        'node.alpha.kubernetes.io/ttl': '0',
        'volumes.kubernetes.io/controller-managed-attach-detach': 'true',
      },
      creationTimestamp: STAMP,
      labels: {
        'beta.kubernetes.io/arch': 'amd64',
        'beta.kubernetes.io/os': 'linux',
        'failure-domain.beta.kubernetes.io/region': 'cn-north-4',
        'failure-domain.beta.kubernetes.io/zone': `cn-north-4${'abc'[i % 3]}`,
        'kubernetes.io/arch': 'amd64',
        'kubernetes.io/hostname': name,
        'kubernetes.io/os': 'linux',
        'node.kubernetes.io/instance-type': 'c7.xlarge.2',
        'topology.kubernetes.io/region': 'cn-north-4',
        'topology.kubernetes.io/zone': `cn-north-4${'abc'[i % 3]}`,
      },
      name,
      resourceVersion: String(100000 + i),
      uid: uid(rand),
    },
    spec: { podCIDR: `172.${16 + (i % 16)}.${i % 250}.0/24`, providerID: `${uid(rand)}` },
    status: {
      addresses: [
        { address: name, type: 'InternalIP' },
        { address: name, type: 'Hostname' },
      ],
      allocatable: { cpu: '3920m', 'ephemeral-storage': '94580335255', memory: '6270720Ki', pods: '110' },
      capacity: { cpu: '4', 'ephemeral-storage': '102626232Ki', memory: '8008432Ki', pods: '110' },
      conditions: [
        condition('MemoryPressure', 'False', 'KubeletHasSufficientMemory'),
        condition('DiskPressure', 'False', 'KubeletHasNoDiskPressure'),
        condition('PIDPressure', 'False', 'KubeletHasSufficientPID'),
        condition('Ready', 'True', 'KubeletReady'),
      ],
      daemonEndpoints: { kubeletEndpoint: { Port: 10250 } },
      images: [
        {
          names: [
            'swr.cn-north-4.myhuaweicloud.com/hwofficial/coredns@sha256:0b1f',
            'swr.cn-north-4.myhuaweicloud.com/hwofficial/coredns:1.29.4',
          ],
          sizeBytes: 19542123,
        },
        { names: ['swr.cn-north-4.myhuaweicloud.com/hwofficial/everest-csi-driver:2.4.35'], sizeBytes: 92731040 },
        { names: ['swr.cn-north-4.myhuaweicloud.com/hwofficial/pause:3.9'], sizeBytes: 311286 },
      ],
      nodeInfo: {
        architecture: 'amd64',
        bootID: uid(rand),
        containerRuntimeVersion: 'containerd://1.7.22',
        kernelVersion,
        kubeProxyVersion: '',
        kubeletVersion: KUBELET,
        machineID: uid(rand).replace(/-/g, ''),
        operatingSystem: 'linux',
        osImage,
        systemUUID: uid(rand),
      },
    },
  };
}

/** @param {number} i @param {Rand} rand */
function makeService(i, rand) {
  const namespace = `team-${i % 40}`;
  const name = `svc-${i}`;
  const kind = i % 100;
  const type = kind === 0 ? 'LoadBalancer' : kind < 6 ? 'NodePort' : 'ClusterIP';
  const headless = kind === 50 || kind === 51;
  const clusterIP = headless ? 'None' : ip(i, '10.247');
  const annotations =
    type === 'LoadBalancer'
      ? {
          'kubernetes.io/elb.class': 'performance',
          'kubernetes.io/elb.id': `elb-${Math.floor(i / 100)}`,
          ...(i % 200 === 0 ? { 'kubernetes.io/elb.pass-through': 'true' } : {}),
        }
      : undefined;
  /** @type {{ name: string; port: number; protocol: string; targetPort: number; nodePort?: number }} */
  const port = { name: 'http', port: 80, protocol: 'TCP', targetPort: 8080 };
  if (type !== 'ClusterIP') port.nodePort = 30000 + (i % 2767);
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: {
      ...(annotations ? { annotations } : {}),
      creationTimestamp: STAMP,
      labels: { app: name },
      name,
      namespace,
      resourceVersion: String(200000 + i),
      uid: uid(rand),
    },
    spec: {
      clusterIP,
      clusterIPs: [clusterIP],
      internalTrafficPolicy: 'Cluster',
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
      ports: [port],
      selector: { app: name },
      sessionAffinity: 'None',
      type,
      ...(type === 'ClusterIP' ? {} : { externalTrafficPolicy: 'Cluster' }),
    },
    status: { loadBalancer: type === 'LoadBalancer' ? { ingress: [{ ip: ip(i, '192.169') }] } : {} },
  };
}

/** @param {number} i @param {Rand} rand */
function makeSlice(i, rand) {
  const namespace = `team-${i % 40}`;
  const service = `svc-${i}`;
  const count = 1 + Math.floor(rand() * 5); // 1–5 endpoints, median 3
  const endpoints = [];
  for (let e = 0; e < count; e++) {
    const ready = rand() > 0.05;
    endpoints.push({
      addresses: [ip(i * 5 + e, '172.16')],
      conditions: { ready, serving: ready, terminating: false },
      nodeName: ip((i + e) % 5000),
      targetRef: { kind: 'Pod', name: `${service}-${uid(rand).slice(0, 5)}`, namespace, uid: uid(rand) },
      zone: `cn-north-4${'abc'[e % 3]}`,
    });
  }
  return {
    addressType: 'IPv4',
    apiVersion: 'discovery.k8s.io/v1',
    endpoints,
    kind: 'EndpointSlice',
    metadata: {
      creationTimestamp: STAMP,
      generateName: `${service}-`,
      labels: {
        'endpointslice.kubernetes.io/managed-by': 'endpointslice-controller.k8s.io',
        'kubernetes.io/service-name': service,
      },
      name: `${service}-${uid(rand).slice(0, 5)}`,
      namespace,
      resourceVersion: String(300000 + i),
      uid: uid(rand),
    },
    ports: [{ name: 'http', port: 8080, protocol: 'TCP' }],
  };
}

/** @param {number} i */
function makeIngress(i) {
  const namespace = `team-${i % 40}`;
  // Every tenth Ingress names the ELB of a LoadBalancer Service: the IPVS trap on CCE.
  const elbId = i % 10 === 0 ? `elb-${i}` : `elb-ingress-${i}`;
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      annotations: { 'kubernetes.io/elb.id': elbId, 'kubernetes.io/elb.port': '443' },
      name: `ing-${i}`,
      namespace,
    },
    spec: {
      ingressClassName: 'cce',
      rules: [
        {
          host: `ing-${i}.example.com`,
          http: {
            paths: [
              { backend: { service: { name: `svc-${i}`, port: { number: 80 } } }, path: '/', pathType: 'Prefix' },
            ],
          },
        },
      ],
    },
  };
}

const KUBE_PROXY_CONFIG = [
  'apiVersion: kubeproxy.config.k8s.io/v1alpha1',
  'kind: KubeProxyConfiguration',
  'ipvs:',
  '  scheduler: ""',
  '  strictARP: false',
  'mode: ipvs',
].join('\n');

/** @param {string} namespace @param {string} name @param {string} image @param {string[]} [command] */
const makeDaemonSet = (namespace, name, image, command = []) => ({
  apiVersion: 'apps/v1',
  kind: 'DaemonSet',
  metadata: { name, namespace, creationTimestamp: STAMP, labels: { 'k8s-app': name } },
  spec: {
    selector: { matchLabels: { 'k8s-app': name } },
    template: {
      metadata: { labels: { 'k8s-app': name } },
      spec: { containers: [{ name, image, ...(command.length ? { command } : {}) }], hostNetwork: true },
    },
  },
  status: { desiredNumberScheduled: 5000, numberReady: 5000 },
});

/** kube-proxy's ConfigMap, 10 DaemonSets and 1,000 Events: what the import reads beyond the cluster's size. */
function kubeProxyObjects() {
  const daemonSets = [
    makeDaemonSet('kube-system', 'kube-proxy', 'registry.k8s.io/kube-proxy:v1.31.4', [
      '/usr/local/bin/kube-proxy',
      '--config=/var/lib/kube-proxy/config.conf',
    ]),
    makeDaemonSet('calico-system', 'calico-node', 'quay.io/calico/node:v3.31.0'),
    ...[
      'node-local-dns',
      'node-exporter',
      'fluent-bit',
      'csi-node',
      'npd',
      'log-agent',
      'gpu-plugin',
      'everest-csi',
    ].map((n, i) => makeDaemonSet(i % 2 ? 'monitoring' : 'kube-system', n, `example.com/${n}:1.0.${i}`)),
  ];
  const events = Array.from({ length: 1000 }, (_, i) => ({
    apiVersion: 'v1',
    kind: 'Event',
    metadata: { name: `node-${i}.18f0a1b2c3d4e5f6`, namespace: 'default', creationTimestamp: STAMP },
    involvedObject: { kind: 'Node', name: ip(i % 5000) },
    reason: i % 4 ? 'Starting' : 'IPVSDeprecation',
    source: { component: 'kube-proxy', host: ip(i % 5000) },
    type: i % 4 ? 'Normal' : 'Warning',
    count: 1,
  }));
  return [
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'kube-proxy', namespace: 'kube-system' },
      data: { 'config.conf': KUBE_PROXY_CONFIG },
    },
    ...daemonSets,
    ...events,
  ];
}

/**
 * The dump as kubectl prints it (4-space indentation).
 * @param {DumpOptions} [options]
 */
export function generateClusterDump({
  nodes = DEFAULTS.nodes,
  services = DEFAULTS.services,
  ingresses = DEFAULTS.ingresses,
  seed = 6,
  kubeProxy = false,
} = {}) {
  const rand = prng(seed);
  const items = [];
  for (let i = 0; i < nodes; i++) items.push(makeNode(i, rand));
  for (let i = 0; i < services; i++) items.push(makeService(i, rand));
  for (let i = 0; i < services; i++) items.push(makeSlice(i, rand));
  for (let i = 0; i < ingresses; i++) items.push(makeIngress(i));
  if (kubeProxy) items.push(...kubeProxyObjects());
  return `${JSON.stringify({ apiVersion: 'v1', items, kind: 'List', metadata: { resourceVersion: '' } }, null, 4)}\n`;
}

/** Loads the TypeScript importer through Vite (Node 20 cannot import .ts itself). */
async function loadImporter() {
  const { runnerImport } = await import('vite');
  /** @type {{ module: typeof import('../src/domain/import/parse-import') }} */
  const { module } = await runnerImport(path.join(ROOT, 'src/domain/import/parse-import.ts'), {
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
  });
  return module;
}

const CHUNK = 64 * 1024; // what Blob.stream() hands the page's worker

/**
 * Generates the dump (5,000 nodes and 20,000 Services by default), parses it `runs` times the way the
 * page's worker does, checks the answers, and resolves to the median parse time in milliseconds.
 * @param {DumpOptions & { runs?: number; text?: string }} [options]
 * @returns {Promise<number>}
 */
export async function measureImport({ runs = 3, text, ...options } = {}) {
  const dump = text ?? generateClusterDump(options);
  const { createImportParser } = await loadImporter();
  const times = [];
  let outcome;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const parser = createImportParser();
    for (let i = 0; i < dump.length; i += CHUNK) parser.push(dump.slice(i, i + CHUNK));
    outcome = parser.finish();
    times.push(performance.now() - start);
  }
  if (!outcome?.ok) throw new Error(`the importer refused the dump: ${JSON.stringify(outcome?.error)}`);
  const want = options.services ?? DEFAULTS.services;
  if (outcome.stats.nodes !== (options.nodes ?? DEFAULTS.nodes) || outcome.stats.services !== want) {
    throw new Error(`the importer read ${outcome.stats.nodes} nodes and ${outcome.stats.services} Services`);
  }
  times.sort((a, b) => a - b);
  return /** @type {number} */ (times[Math.floor(times.length / 2)]);
}

/**
 * The cost of kube-proxy's objects: the same dump with and without them, parsed alternately in the
 * same run (so drift hits both), each the median of `runs`. Resolves to both times and their ratio.
 * @param {{ runs?: number }} [options]
 */
export async function measureKubeProxyOverhead({ runs = 5 } = {}) {
  const base = generateClusterDump();
  const extra = generateClusterDump({ kubeProxy: true });
  const { parseImportText } = await loadImporter();
  const read = parseImportText(extra);
  if (!read.ok || read.answers.current !== 'ipvs') throw new Error("the importer did not read kube-proxy's objects");
  /** @type {number[]} */
  const without = [];
  /** @type {number[]} */
  const withObjects = [];
  for (let r = 0; r < runs; r++) {
    without.push(await measureImport({ runs: 1, text: base }));
    withObjects.push(await measureImport({ runs: 1, text: extra }));
  }
  const med = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const result = { without: med(without), with: med(withObjects) };
  return { ...result, ratio: result.with / result.without };
}

/** A count option: a positive whole number, or undefined when not given. */
function count(/** @type {string} */ name, /** @type {string | undefined} */ value) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a positive whole number, not "${value}"`);
  return n;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      measure: { type: 'boolean', default: false },
      out: { type: 'string', default: DEFAULT_OUT },
      nodes: { type: 'string' },
      services: { type: 'string' },
    },
  });
  const out = path.resolve(values.out);
  const measure = values.measure;
  /** @type {DumpOptions} */
  const options = {};
  const nodes = count('nodes', values.nodes);
  const services = count('services', values.services);
  if (nodes) options.nodes = nodes;
  if (services) options.services = services;
  const text = generateClusterDump(options);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, text);
  const mb = (Buffer.byteLength(text) / 1e6).toFixed(1);
  const n = options.nodes ?? DEFAULTS.nodes;
  const s = options.services ?? DEFAULTS.services;
  console.log(
    `${path.relative(process.cwd(), out)}: ${mb} MB (${n} nodes, ${s} Services, ${s} EndpointSlices, ${DEFAULTS.ingresses} Ingresses)`,
  );
  if (measure) {
    const ms = await measureImport({ text, ...options });
    console.log(`import parse: ${Math.round(ms)} ms (median of 3, 64 KiB chunks, as in the page's Web Worker)`);
  }
}
