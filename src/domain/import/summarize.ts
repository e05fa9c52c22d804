/** Turns the collected facts into wizard answers, where each came from, and what stayed unknown. */
import type { LogFinding } from '../troubleshoot/log-signs';
import type { AnswerKey, Answers, ClusterVersion, KernelVersion, NftVersion } from '../answers/answers';
import {
  ANSWER_KEYS,
  asks,
  compareClusterVersion,
  compareKernelRelease,
  compareKernelVersion,
  compareNftVersion,
  formatAnswer,
  NAMED_OS_IMAGES,
  parseClusterVersion,
} from '../answers/answers';
import { THRESHOLDS } from '../facts';
import { documentsOf } from '../decision/rules';
import { findCurrent, findPlugin, type Finding } from './detect-kube-proxy';
import { detectPlatform } from './detect-platform';
import { serviceKey, type Facts, type NodeFact, type ServiceFact } from './cluster-facts';
import { ELB_ID, ELB_PASS_THROUGH } from './k8s-types';
import { classifyOsImage, type OsReading } from './os-image';
import type {
  Detection,
  DetectionNote,
  ImportError,
  ImportOutcome,
  ImportStats,
  ImportWarning,
  KindCount,
  Provenance,
  UnknownAnswer,
  UnknownReason,
} from './types';

const annotationField = (name: string) => `metadata.annotations["${name}"]`;

interface Draft {
  answers: Answers;
  detections: Detection[];
  reasons: Map<AnswerKey, UnknownReason>;
  warnings: ImportWarning[];
}

function set<K extends AnswerKey>(
  d: Draft,
  key: K,
  value: NonNullable<Answers[K]>,
  from: Provenance,
  note?: DetectionNote,
) {
  d.answers[key] = value;
  d.detections.push(
    note ? { key, value: formatAnswer(key, value), from, note } : { key, value: formatAnswer(key, value), from },
  );
}

function apply<K extends 'current' | 'plugin'>(d: Draft, key: K, found: Finding<NonNullable<Answers[K]>>) {
  if (!found) return;
  if ('reason' in found) d.reasons.set(key, found.reason);
  else set(d, key, found.value, found.from, found.note);
}

export function statsOf(f: Facts, chars: number): ImportStats {
  return {
    documents: f.documents,
    lines: f.lines,
    chars,
    nodes: f.nodes.length,
    services: f.services.length,
    endpointSlices: f.endpoints.slices,
    ingresses: f.ingresses.length,
  };
}

function otherKinds(f: Facts): KindCount[] {
  return [...f.otherKinds]
    .filter(([kind]) => kind !== '' || f.fragments.count === 0)
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count);
}

/** Why nothing could be read, most specific first. */
function failure(f: Facts, chars: number, recognisedNothing: boolean): ImportError | undefined {
  if (!recognisedNothing) return undefined;
  if (chars === 0 || (f.documents === 0 && f.lines === 0 && f.invalidJson.count === 0 && !f.unterminated))
    return { code: 'empty' };
  if (f.unterminated) return { code: 'truncated', at: 'end', line: f.unterminated.line };
  if (f.fragments.count > 0 && f.fragments.count >= f.skipped.count)
    return { code: 'truncated', at: 'start', line: f.fragments.line };
  const found = otherKinds(f);
  if (f.documents > 0 && f.invalidJson.count === 0) {
    const reason =
      f.clientVersionOnlyLine !== undefined
        ? 'clientOnly'
        : found.length === 0 && f.emptyLists > 0
          ? 'emptyList'
          : 'otherKinds';
    return { code: 'wrongKind', found, reason };
  }
  const s = f.skipped;
  const hint =
    f.looksLike.yaml > 0 ? 'yaml' : f.looksLike.table > 0 ? 'table' : f.invalidJson.count > 0 ? 'invalidJson' : 'text';
  const line = hint === 'invalidJson' ? f.invalidJson.line : s.line;
  return { code: 'notJson', hint, line, sample: hint === 'invalidJson' ? '' : s.sample };
}

export function summarize(f: Facts, chars: number, logs: readonly LogFinding[] = []): ImportOutcome {
  const stats = statsOf(f, chars);
  const recognised =
    f.running.length +
    f.kubeProxyConfigs.length +
    f.replacements.length +
    f.daemonSets +
    f.kubeProxyPods +
    f.nodes.length +
    f.services.length +
    f.ingresses.length +
    f.endpoints.slices +
    f.kernels.length +
    f.nfts.length +
    (f.serverVersion ? 1 : 0) +
    logs.length;
  const error = failure(f, chars, recognised === 0);
  if (error) return { ok: false, error, stats };

  const d: Draft = { answers: {}, detections: [], reasons: new Map(), warnings: [] };
  detectVersionAndPlatform(f, d);
  detectKernel(f, d);
  detectNft(f, d);
  detectOs(f, d);
  const programmed = detectServices(f, d);
  detectEndpoints(f, d, programmed);
  if (documentsOf(d.answers.platform) !== 'upstream') detectElb(f, d);
  apply(d, 'current', findCurrent(f));
  // Positive evidence only: a dataplane's own setting, never kube-proxy's absence.
  const current = d.reasons.get('current');
  if (current?.code === 'kubeProxyReplaced' && asks(d.answers.platform, 'dataplane'))
    set(d, 'dataplane', 'replaced', current.from, { code: 'dataplaneSetting', dataplane: current.dataplane });
  if (asks(d.answers.platform, 'plugin')) apply(d, 'plugin', findPlugin(f));
  partialWarnings(f, d);

  const order = (k: AnswerKey) => ANSWER_KEYS.indexOf(k);
  d.detections.sort((a, b) => order(a.key) - order(b.key));
  const unknown: UnknownAnswer[] = ANSWER_KEYS.filter((k) => d.answers[k] === undefined)
    .filter((k) => asks(d.answers.platform, k))
    .map((key) => ({ key, reason: d.reasons.get(key) ?? defaultReason(key) }));
  return {
    ok: true,
    answers: d.answers,
    detections: d.detections,
    unknown,
    warnings: d.warnings,
    logFindings: [...logs],
    stats,
  };
}

// kubeProxy, dataplane: the objects the importer reads do not say how Services are forwarded.
// (The mode run today and the plugin come from kube-proxy's ConfigMap and the DaemonSets.)
export const ASKED_BY_WIZARD: readonly AnswerKey[] = [
  'lb',
  'shortConn',
  'pingClusterIP',
  'elbSharedCluster',
  'portRange',
  'kubeProxy',
  'dataplane',
];
const defaultReason = (key: AnswerKey): UnknownReason => ({
  code: ASKED_BY_WIZARD.includes(key) ? 'notInKubectl' : 'missingInput',
});

function detectVersionAndPlatform(f: Facts, d: Draft) {
  let versionRaw: string | undefined;
  let versionFrom: Provenance | undefined;
  const server = f.serverVersion;
  const serverVersion = server ? parseClusterVersion(server.gitVersion) : undefined;
  const kubelets = f.nodes
    .map((n) => ({ node: n, raw: n.kubelet ?? '', v: parseClusterVersion(n.kubelet) }))
    .filter((k): k is { node: NodeFact; raw: string; v: ClusterVersion } => k.v !== undefined);
  const byVersion = [...kubelets].sort((a, b) => compareClusterVersion(a.v, b.v));
  const lowest = byVersion[0];
  const highest = byVersion[byVersion.length - 1];

  if (server && serverVersion) {
    versionRaw = server.gitVersion;
    versionFrom =
      server.from === 'document'
        ? {
            type: 'object',
            kind: 'VersionInfo',
            name: 'serverVersion',
            field: 'serverVersion.gitVersion',
            raw: server.gitVersion,
            line: server.line,
          }
        : { type: 'line', line: server.line, raw: `Server Version: ${server.gitVersion}` };
    set(d, 'version', serverVersion, versionFrom, { code: 'serverVersion' });
  } else if (lowest && highest) {
    versionRaw = lowest.raw;
    versionFrom = nodeField(lowest.node, 'status.nodeInfo.kubeletVersion', lowest.raw);
    set(
      d,
      'version',
      lowest.v,
      versionFrom,
      lowest.raw === highest.raw
        ? { code: 'sameKubelet', nodes: kubelets.length }
        : { code: 'lowestKubelet', nodes: kubelets.length, highest: highest.raw },
    );
  }
  if (lowest && highest && compareClusterVersion(lowest.v, highest.v) !== 0) {
    d.warnings.push({ code: 'mixedKubelets', lowest: lowest.raw, highest: highest.raw });
  }

  // Platform: the clues only one platform's nodes carry, then CCE's ELB annotations.
  const found = detectPlatform(f, versionRaw && versionFrom ? { raw: versionRaw, from: versionFrom } : undefined);
  if (found.type === 'found') {
    set(d, 'platform', found.platform, found.from, { code: 'platformClue', clue: found.clue.id });
    return;
  }
  if (found.type === 'conflict') {
    d.reasons.set('platform', { code: 'platformConflict', platforms: found.platforms });
    return;
  }
  const elb = f.elbAnnotation;
  if (elb) {
    set(
      d,
      'platform',
      'cce',
      {
        type: 'object',
        kind: elb.kind,
        name: elb.name,
        namespace: elb.namespace,
        field: annotationField(elb.annotation),
        raw: elb.value,
        line: elb.line,
      },
      { code: 'cceAnnotation', annotation: elb.annotation },
    );
    return;
  }
  if (found.type === 'uncertain') {
    d.reasons.set('platform', { code: 'notCertain', clue: found.clue.id, from: found.from });
    return;
  }
  if (versionRaw !== undefined || f.nodes.length > 0 || f.services.length > 0 || f.ingresses.length > 0)
    d.reasons.set('platform', { code: 'noSignal' });
}

const nodeField = (n: NodeFact, field: string, raw: string): Provenance => ({
  type: 'object',
  kind: 'Node',
  name: n.name,
  field,
  raw,
  line: n.line,
});

function detectKernel(f: Facts, d: Draft) {
  type Reading = { v: KernelVersion; from: Provenance };
  const fromNodes: Reading[] = [];
  for (const n of f.nodes) {
    const v = n.kernel ? parseKernelFromNode(n.kernel) : undefined;
    if (v) fromNodes.push({ v, from: nodeField(n, 'status.nodeInfo.kernelVersion', n.kernel ?? '') });
  }
  const fromLines: Reading[] = f.kernels.map((k) => ({ v: k.value, from: { type: 'line', line: k.line, raw: k.raw } }));
  const all = [...fromNodes, ...fromLines];
  if (all.length === 0) return;
  const lowest = all.reduce((a, b) => (compareKernelRelease(b.v, a.v) < 0 ? b : a));
  const counted = fromNodes.length > 0 ? fromNodes : fromLines;
  const below = (t: { major: number; minor: number }) => counted.filter((r) => compareKernelVersion(r.v, t) < 0).length;
  set(d, 'kernel', lowest.v, lowest.from, {
    code: 'kernelCounts',
    total: counted.length,
    below59: below(THRESHOLDS.ipvsMinKernel),
    below513: below(THRESHOLDS.nftMinKernel),
    source: fromNodes.length > 0 ? 'nodes' : 'lines',
  });
}

/** Kernel strings from nodes can be long; parseKernelVersion keeps the whole text only when it is short and plain. */
function parseKernelFromNode(raw: string): KernelVersion | undefined {
  const m = /^(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?(?![0-9])/.exec(raw.trim());
  if (!m) return undefined;
  const major = Number(m[1]);
  if (major < 2) return undefined;
  const plain = /^[0-9A-Za-z._+~-]{1,128}$/.test(raw.trim()) ? raw.trim() : `${m[1]}.${m[2]}.${m[3] ?? 0}`;
  return { major, minor: Number(m[2]), patch: Number(m[3] ?? 0), raw: plain };
}

function detectNft(f: Facts, d: Draft) {
  if (f.nfts.length === 0) return;
  const lowest = f.nfts.reduce((a, b) => (compareNftVersion(b.value, a.value) < 0 ? b : a));
  const note: DetectionNote =
    lowest.value === 'none' ? { code: 'nftMissing' } : { code: 'lowestNft', readings: f.nfts.length };
  set(d, 'nft', lowest.value as NftVersion, { type: 'line', line: lowest.line, raw: lowest.raw }, note);
}

function detectOs(f: Facts, d: Draft) {
  const withImage = f.nodes.filter((n) => n.osImage);
  if (withImage.length === 0) return;
  const readings = withImage.map((n) => ({
    node: n,
    image: n.osImage ?? '',
    r: classifyOsImage(n.osImage ?? '', n.kernel),
  }));
  const images = [...new Set(readings.map((x) => x.image))];
  if (images.length > 1) d.warnings.push({ code: 'osMixed', images: images.slice(0, 6) });
  const counts = new Map<string, number>();
  for (const x of readings) counts.set(x.image, (counts.get(x.image) ?? 0) + 1);
  const countOf = (image: string) => counts.get(image) ?? 0;
  const pick = (list: typeof readings) => list.reduce((a, b) => (countOf(b.image) > countOf(a.image) ? b : a));

  const flagged = readings.filter(
    (x): x is typeof x & { r: Extract<OsReading, { type: 'known' }> } => x.r.type === 'known' && x.r.os !== 'other',
  );
  if (flagged.length > 0) {
    // The image listed first in the wizard among those present; most nodes within it.
    const os = NAMED_OS_IMAGES.find((o) => flagged.some((x) => x.r.os === o)) ?? 'other';
    const chosen = pick(flagged.filter((x) => x.r.os === os));
    set(d, 'os', os, nodeField(chosen.node, 'status.nodeInfo.osImage', chosen.image), {
      code: 'osImage',
      nodes: countOf(chosen.image),
      total: readings.length,
    });
    return;
  }
  const ambiguous = readings.filter((x) => x.r.type === 'ambiguous');
  if (ambiguous.length > 0) {
    const chosen = pick(ambiguous);
    const r = chosen.r as Extract<OsReading, { type: 'ambiguous' }>;
    const reason: UnknownReason = {
      code: 'osAmbiguous',
      image: chosen.image,
      nodes: countOf(chosen.image),
      family: r.family,
    };
    if (r.kernelHint) reason.kernelHint = r.kernelHint;
    d.reasons.set('os', reason);
    return;
  }
  const chosen = pick(readings);
  set(d, 'os', 'other', nodeField(chosen.node, 'status.nodeInfo.osImage', chosen.image), {
    code: 'osImage',
    nodes: countOf(chosen.image),
    total: readings.length,
  });
}

/** Services kube-proxy programs: ClusterIP (not headless), NodePort, LoadBalancer. */
const isProgrammed = (s: ServiceFact) =>
  !s.headless && (s.type === 'ClusterIP' || s.type === 'NodePort' || s.type === 'LoadBalancer');

function detectServices(f: Facts, d: Draft): Set<string> | undefined {
  if (f.services.length === 0) return undefined;
  const programmed = f.services.filter(isProgrammed);
  const byType = (t: string) => programmed.filter((s) => s.type === t).length;
  set(
    d,
    'services',
    programmed.length,
    { type: 'objects', kind: 'Service', count: f.services.length, field: 'spec.type, spec.clusterIP' },
    {
      code: 'serviceCounts',
      headless: f.services.filter((s) => s.headless && s.type !== 'ExternalName').length,
      externalName: f.services.filter((s) => s.type === 'ExternalName').length,
      byType: { clusterIP: byType('ClusterIP'), nodePort: byType('NodePort'), loadBalancer: byType('LoadBalancer') },
    },
  );
  return new Set(programmed.map((s) => serviceKey(s.namespace, s.name)));
}

/**
 * Endpoints per Service: the median of ready endpoints over the Services that
 * have any. The median is what a typical Service looks like; the maximum is
 * shown next to it but not used, because one big Deployment would otherwise
 * be multiplied across every Service in the cost model.
 */
function detectEndpoints(f: Facts, d: Draft, programmed: Set<string> | undefined) {
  if (f.endpoints.slices === 0) return;
  if (!programmed) d.warnings.push({ code: 'endpointsWithoutServices' });
  const counts: { key: string; ready: number }[] = [];
  for (const [key, e] of f.endpoints.ready) {
    if (programmed && !programmed.has(key)) continue; // headless or ExternalName: kube-proxy skips them
    counts.push({ key, ready: Math.max(e.IPv4, e.IPv6) });
  }
  const withReady = counts.filter((c) => c.ready > 0).sort((a, b) => a.ready - b.ready);
  const withoutReady = programmed ? programmed.size - withReady.length : counts.length - withReady.length;
  if (withoutReady > 0) d.warnings.push({ code: 'servicesWithoutEndpoints', count: withoutReady });
  if (withReady.length === 0) {
    d.reasons.set('endpoints', { code: 'noReadyEndpoints' });
    return;
  }
  const mid = withReady.length / 2;
  const median =
    withReady.length % 2 === 1
      ? withReady[Math.floor(mid)]!.ready
      : Math.ceil((withReady[mid - 1]!.ready + withReady[mid]!.ready) / 2);
  const max = withReady[withReady.length - 1]!;
  set(
    d,
    'endpoints',
    median,
    { type: 'objects', kind: 'EndpointSlice', count: f.endpoints.slices, field: 'endpoints[].conditions.ready' },
    { code: 'endpointStats', services: withReady.length, max: max.ready, maxService: max.key, withoutReady },
  );
}

/** CCE: an Ingress naming the ELB of a LoadBalancer Service, and pass-through on those Services. */
function detectElb(f: Facts, d: Draft) {
  if (f.services.length === 0) return;
  const elbServices = f.services.filter((s) => s.elbId !== undefined);
  const byElb = new Map<string, ServiceFact>();
  for (const s of elbServices) if (!byElb.has(s.elbId!)) byElb.set(s.elbId!, s);

  let shared: ServiceFact[] = [];
  if (elbServices.length === 0) {
    // No Service uses an ELB: nothing can share one with an Ingress.
    set(
      d,
      'elbSharedIngress',
      false,
      { type: 'objects', kind: 'Service', count: f.services.length, field: annotationField(ELB_ID) },
      { code: 'elbNotShared', services: 0, ingresses: f.ingresses.length },
    );
  } else if (f.ingresses.length === 0) {
    d.reasons.set('elbSharedIngress', { code: 'noIngresses' });
  } else {
    const matches = f.ingresses.filter((i) => i.elbId !== undefined && byElb.has(i.elbId));
    const sharedIds = new Set(matches.map((i) => i.elbId));
    shared = elbServices.filter((s) => sharedIds.has(s.elbId));
    const first = matches[0];
    if (first) {
      const svc = byElb.get(first.elbId!)!;
      set(
        d,
        'elbSharedIngress',
        true,
        {
          type: 'object',
          kind: 'Ingress',
          name: first.name,
          namespace: first.namespace,
          field: annotationField(ELB_ID),
          raw: first.elbId!,
          line: first.line,
        },
        {
          code: 'elbShared',
          elbId: first.elbId!,
          service: serviceKey(svc.namespace, svc.name),
          ingress: serviceKey(first.namespace, first.name),
        },
      );
    } else {
      set(
        d,
        'elbSharedIngress',
        false,
        { type: 'objects', kind: 'Ingress', count: f.ingresses.length, field: annotationField(ELB_ID) },
        { code: 'elbNotShared', services: elbServices.length, ingresses: f.ingresses.length },
      );
    }
  }

  const scope = shared.length > 0 ? shared : elbServices;
  if (scope.length === 0) {
    d.reasons.set('passThrough', { code: 'noElbServices' });
    return;
  }
  const on = scope.filter((s) => s.passThrough).length;
  set(
    d,
    'passThrough',
    on === scope.length,
    { type: 'objects', kind: 'Service', count: scope.length, field: annotationField(ELB_PASS_THROUGH) },
    { code: 'passThrough', set: on, total: scope.length, scope: shared.length > 0 ? 'shared' : 'all' },
  );
}

function partialWarnings(f: Facts, d: Draft) {
  const w = d.warnings;
  if (f.unterminated) w.unshift({ code: 'truncatedEnd', line: f.unterminated.line, salvaged: f.unterminated.salvaged });
  if (f.fragments.count > 0) w.unshift({ code: 'truncatedStart', lines: f.fragments.count, line: f.fragments.line });
  if (f.invalidJson.count > 0) w.push({ code: 'invalidJson', count: f.invalidJson.count, line: f.invalidJson.line });
  if (f.skipped.count > 0)
    w.push({ code: 'skippedLines', count: f.skipped.count, line: f.skipped.line, sample: f.skipped.sample });
  const others = otherKinds(f);
  if (others.length > 0) w.push({ code: 'otherKinds', found: others });
  if (f.emptyLists > 0) w.push({ code: 'emptyList', count: f.emptyLists });
  if (f.clientVersionOnlyLine !== undefined && !f.serverVersion)
    w.push({ code: 'clientVersionOnly', line: f.clientVersionOnlyLine });
}
