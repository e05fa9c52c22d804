/**
 * Reads documents and lines into the few facts the importer needs, so that a
 * 50 MB dump is not kept in memory once parsed. Accepts any shape: every field
 * is checked before use.
 */
import { CLUE_LABEL_KEYS } from '../platforms/clues';
import { DATAPLANES } from '../dataplanes/dataplanes';
import { ELB_ANNOTATION_PREFIX, ELB_ID, ELB_PASS_THROUGH, SERVICE_NAME_LABEL } from './k8s-types';
import { KUBE_PROXY_CONFIGMAPS, readKubeProxyFlags } from './kube-proxy-config';
import { pluginOfDaemonSet } from './plugin-clues';
import type { LineFact } from './lines';
import { classifyLine } from './lines';
import { createLogReader } from '../troubleshoot/log-signs';
import type { ReadKind } from './types';
import {
  containersOf,
  inferKind,
  isKubeProxy,
  isObj,
  listItemKind,
  nonEmpty,
  obj,
  str,
  strMap,
  type Obj,
} from './read-object';
import { serviceKey, type Facts } from './cluster-facts';

/** The dataplanes whose ConfigMap says whether they replace kube-proxy, by that ConfigMap's name. */
const REPLACEMENT_CONFIGMAPS = new Map(
  DATAPLANES.flatMap((d) => (d.evidence ? [[d.evidence.configMap, { dataplane: d.id, ...d.evidence }] as const] : [])),
);
/** The reason of the Warning Event kube-proxy records when it starts in IPVS mode. */
const IPVS_DEPRECATION = 'IPVSDeprecation';

const SAMPLE_MAX = 120;

export class Collector {
  readonly facts: Facts = {
    documents: 0,
    lines: 0,
    nodes: [],
    services: [],
    ingresses: [],
    endpoints: { slices: 0, ready: new Map() },
    kernels: [],
    nfts: [],
    running: [],
    kubeProxyConfigs: [],
    replacements: [],
    kubeProxyDaemonSets: [],
    pluginDaemonSets: [],
    daemonSets: 0,
    configMaps: 0,
    kubeProxyPods: 0,
    otherKinds: new Map(),
    emptyLists: 0,
    invalidJson: { count: 0, line: 0 },
    fragments: { count: 0, line: 0 },
    skipped: { count: 0, line: 0, sample: '' },
    looksLike: { yaml: 0, table: 0 },
  };

  /**
   * A whole document. `streamed`: how many of its items came before it as
   * separate pieces (its own `items` is then empty).
   */
  addDocument(doc: unknown, line: number, streamed: number): void {
    this.facts.documents++;
    if (Array.isArray(doc)) {
      doc.forEach((item) => this.addObject(item, line));
      return;
    }
    const o = obj(doc);
    if (Array.isArray(o['items'])) {
      const items = o['items'] as unknown[];
      if (items.length === 0 && streamed === 0) this.facts.emptyLists++;
      const itemKind = listItemKind(str(o['kind']));
      for (const item of items) this.addObject(item, line, itemKind);
      return;
    }
    if (isObj(o['serverVersion']) || isObj(o['clientVersion'])) {
      this.addVersion(o, line);
      return;
    }
    this.addObject(o, line);
  }

  /** A document whose own text did not parse, though its items did. */
  countDocument(): void {
    this.facts.documents++;
  }

  /** One entry of a List, handed out before the List itself closed. */
  addItem(item: unknown, line: number, listKind: string | undefined): void {
    this.addObject(item, line, listItemKind(listKind));
  }

  /** A document the input ended inside of; `salvaged` of its items were complete. */
  addUnterminated(line: number, salvaged: number): void {
    this.facts.documents++;
    this.facts.unterminated = { line, salvaged };
  }

  addInvalidJson(line: number): void {
    const j = this.facts.invalidJson;
    if (j.count++ === 0) j.line = line;
  }

  /** kube-proxy's log, read for the troubleshooting entries' lines. */
  readonly logs = createLogReader();

  addLine(text: string, line: number): void {
    this.facts.lines++;
    // A line a troubleshooting entry is known by is read: listed with its entry, never skipped.
    if (this.logs.addLine(text, line)) return;
    const fact: LineFact = classifyLine(text);
    const raw = text.trim();
    switch (fact.type) {
      case 'kernel':
        this.facts.kernels.push({ value: fact.kernel, line, raw });
        return;
      case 'nft':
        this.facts.nfts.push({ value: fact.nft, line, raw });
        return;
      case 'serverVersion':
        this.facts.serverVersion ??= { gitVersion: fact.gitVersion, line, from: 'line' };
        return;
      case 'running':
        this.facts.running.push({ value: fact.mode, via: fact.via, line, raw });
        return;
      case 'noise':
        return;
      case 'fragment': {
        const fr = this.facts.fragments;
        if (fr.count++ === 0) fr.line = line;
        return;
      }
      case 'yaml':
      case 'table':
        this.facts.looksLike[fact.type]++;
        break;
      case 'other':
        break;
    }
    const s = this.facts.skipped;
    if (s.count++ === 0) {
      s.line = line;
      s.sample = raw.length > SAMPLE_MAX ? `${raw.slice(0, SAMPLE_MAX)}…` : raw;
    }
  }

  private addObject(item: unknown, line: number, hint?: ReadKind): void {
    if (!isObj(item)) return this.countOther('');
    const kind = str(item['kind']) ?? hint ?? inferKind(item);
    switch (kind) {
      case 'Node':
        return this.addNode(item, line);
      case 'Service':
        return this.addService(item, line);
      case 'EndpointSlice':
        return this.addSlice(item);
      case 'Ingress':
        return this.addIngress(item, line);
      case 'ConfigMap':
        return this.addConfigMap(item, line);
      case 'DaemonSet':
        return this.addDaemonSet(item, line);
      case 'Pod':
        return this.addPod(item, line);
      case 'Event':
        return this.addEvent(item, line);
      default:
        return this.countOther(kind ?? '');
    }
  }

  private countOther(kind: string): void {
    this.facts.otherKinds.set(kind, (this.facts.otherKinds.get(kind) ?? 0) + 1);
  }

  private addNode(o: Obj, line: number): void {
    const info = obj(obj(o['status'])['nodeInfo']);
    const meta = obj(o['metadata']);
    const labels: Record<string, string> = {};
    for (const [key, value] of Object.entries(strMap(meta['labels'])))
      if (CLUE_LABEL_KEYS.has(key) && typeof value === 'string') labels[key] = value;
    this.facts.nodes.push({
      name: str(meta['name']) ?? '',
      line,
      kernel: str(info['kernelVersion']),
      osImage: str(info['osImage']),
      kubelet: str(info['kubeletVersion']),
      labels,
      providerID: str(obj(o['spec'])['providerID']),
    });
  }

  private addService(o: Obj, line: number): void {
    const meta = obj(o['metadata']);
    const spec = obj(o['spec']);
    const annotations = strMap(meta['annotations']);
    const namespace = str(meta['namespace']) ?? 'default';
    const name = str(meta['name']) ?? '';
    const type = str(spec['type']) ?? 'ClusterIP';
    this.facts.services.push({
      namespace,
      name,
      line,
      type,
      headless: str(spec['clusterIP']) === 'None',
      elbId: type === 'LoadBalancer' ? nonEmpty(str(annotations[ELB_ID])) : undefined,
      passThrough: str(annotations[ELB_PASS_THROUGH])?.trim().toLowerCase() === 'true',
    });
    this.noteElbAnnotation('Service', namespace, name, line, annotations);
  }

  /** Only kube-proxy's ConfigMaps are kept (their file is small); the rest are counted. */
  private addConfigMap(o: Obj, line: number): void {
    this.facts.configMaps++;
    const meta = obj(o['metadata']);
    const name = str(meta['name']) ?? '';
    const key = Object.hasOwn(KUBE_PROXY_CONFIGMAPS, name) ? KUBE_PROXY_CONFIGMAPS[name] : undefined;
    const text = key ? str(strMap(o['data'])[key]) : undefined;
    if (key && text !== undefined)
      this.facts.kubeProxyConfigs.push({ name, namespace: str(meta['namespace']) ?? '', key, text, line });
    const replacement = REPLACEMENT_CONFIGMAPS.get(name);
    const value = replacement ? str(strMap(o['data'])[replacement.key]) : undefined;
    if (replacement && value !== undefined)
      this.facts.replacements.push({
        dataplane: replacement.dataplane,
        on: value.trim() === replacement.on,
        name,
        namespace: str(meta['namespace']) ?? '',
        key: replacement.key,
        value,
        line,
      });
  }

  /**
   * kube-proxy's warning on starting in IPVS mode (server_linux.go: reason `IPVSDeprecation`,
   * regarding its Node): it ran IPVS then. Other Events are counted, not kept.
   */
  private addEvent(o: Obj, line: number): void {
    if (str(o['reason']) !== IPVS_DEPRECATION) return this.countOther('Event');
    const meta = obj(o['metadata']);
    this.facts.running.push({
      value: 'ipvs',
      via: 'event',
      line,
      raw: IPVS_DEPRECATION,
      name: str(meta['name']) ?? '',
      namespace: str(meta['namespace']) ?? '',
    });
  }

  /** A kube-proxy Pod (a static one on kOps and RKE2, or one of its DaemonSet's); other Pods are not read. */
  private addPod(o: Obj, line: number): void {
    const meta = obj(o['metadata']);
    const containers = containersOf(obj(o['spec']));
    const proxy = containers.find(isKubeProxy);
    if (!proxy) return this.countOther('Pod');
    this.facts.kubeProxyPods++;
    this.facts.kubeProxyDaemonSets.push({
      kind: 'Pod',
      name: str(meta['name']) ?? '',
      namespace: str(meta['namespace']) ?? '',
      line,
      container: proxy.name,
      ...(proxy.image ? { image: proxy.image } : {}),
      flags: readKubeProxyFlags(proxy.argv),
    });
  }

  private addDaemonSet(o: Obj, line: number): void {
    this.facts.daemonSets++;
    const meta = obj(o['metadata']);
    const name = str(meta['name']) ?? '';
    const namespace = str(meta['namespace']) ?? '';
    const containers = containersOf(obj(obj(obj(o['spec'])['template'])['spec']));
    const proxy = containers.find(isKubeProxy);
    if (proxy || name === 'kube-proxy') {
      const c = proxy ?? containers[0];
      this.facts.kubeProxyDaemonSets.push({
        kind: 'DaemonSet',
        name,
        namespace,
        line,
        container: c?.name ?? '',
        ...(c?.image ? { image: c.image } : {}),
        flags: readKubeProxyFlags(c?.argv ?? []),
      });
      return;
    }
    const images = containers.flatMap((c) => (c.image ? [c.image] : []));
    const plugin = pluginOfDaemonSet(name, images);
    if (plugin)
      this.facts.pluginDaemonSets.push({
        plugin: plugin.id,
        name,
        namespace,
        line,
        ...(plugin.image ? { image: plugin.image } : {}),
      });
  }

  private addIngress(o: Obj, line: number): void {
    const meta = obj(o['metadata']);
    const annotations = strMap(meta['annotations']);
    const namespace = str(meta['namespace']) ?? 'default';
    const name = str(meta['name']) ?? '';
    this.facts.ingresses.push({ namespace, name, line, elbId: nonEmpty(str(annotations[ELB_ID])) });
    this.noteElbAnnotation('Ingress', namespace, name, line, annotations);
  }

  private noteElbAnnotation(
    kind: 'Service' | 'Ingress',
    namespace: string,
    name: string,
    line: number,
    annotations: Record<string, unknown>,
  ) {
    if (this.facts.elbAnnotation) return;
    const key = Object.keys(annotations).find((k) => k.startsWith(ELB_ANNOTATION_PREFIX));
    if (key)
      this.facts.elbAnnotation = { kind, namespace, name, line, annotation: key, value: String(annotations[key]) };
  }

  private addSlice(o: Obj): void {
    const meta = obj(o['metadata']);
    const service = str(strMap(meta['labels'])[SERVICE_NAME_LABEL]);
    this.facts.endpoints.slices++;
    if (!service) return;
    const family = str(o['addressType']);
    if (family !== 'IPv4' && family !== 'IPv6' && family !== 'FQDN') return;
    const key = serviceKey(str(meta['namespace']) ?? 'default', service);
    let entry = this.facts.endpoints.ready.get(key);
    if (!entry) {
      entry = { IPv4: 0, IPv6: 0, FQDN: 0 };
      this.facts.endpoints.ready.set(key, entry);
    }
    const endpoints = Array.isArray(o['endpoints']) ? (o['endpoints'] as unknown[]) : [];
    for (const ep of endpoints) {
      // `ready` absent means ready (discovery.k8s.io/v1 API reference).
      if (obj(obj(ep)['conditions'])['ready'] !== false) entry[family]++;
    }
  }

  private addVersion(o: Obj, line: number): void {
    const server = obj(o['serverVersion']);
    const git = str(server['gitVersion']);
    const major = str(server['major']);
    const minor = str(server['minor'])?.replace(/\+$/, '');
    const gitVersion = git ?? (major && minor ? `v${major}.${minor}` : undefined);
    if (gitVersion) this.facts.serverVersion = { gitVersion, line, from: 'document' };
    else this.facts.clientVersionOnlyLine ??= line;
  }
}
