/** What the importer hands back: typed codes and values, never sentences (the UI words them). */
import type { LogFinding } from '../troubleshoot/log-signs';
import type { AnswerKey, Answers } from '../answers/answers';
import type { SourceId } from '../sources';

/** Where kube-proxy's own code says which value it obeys (file or flag) and what an empty mode means. */
export const KUBE_PROXY_PRECEDENCE_SOURCES = ['k8s-kube-proxy-options-go'] as const satisfies readonly SourceId[];
/** Where kube-proxy says what it runs: its start-up line, and its /proxyMode port. */
export const KUBE_PROXY_SAYS_SOURCES = {
  log: ['k8s-kube-proxy-server-linux-go'],
  event: ['k8s-kube-proxy-server-linux-go'],
  endpoint: ['k8s-source-ip-tutorial'],
} as const satisfies Record<string, readonly SourceId[]>;

/** 200 MiB: four times a 50 MB dump of a large cluster, and still parseable in a browser tab. */
export const MAX_INPUT_BYTES = 200 * 1024 * 1024;

/** The object kinds the importer reads. */
export type ReadKind =
  'Node' | 'Service' | 'EndpointSlice' | 'Ingress' | 'VersionInfo' | 'ConfigMap' | 'DaemonSet' | 'Pod' | 'Event';

export type ImportError =
  | { code: 'empty' }
  | { code: 'binary' }
  | { code: 'tooLarge'; bytes: number; limitBytes: number }
  /** `start`: the text begins inside a document (the top was cut off); `end`: it stops inside one. */
  | { code: 'truncated'; at: 'start' | 'end'; line: number }
  /** `hint` names what the text looks like instead, so the message can say what to change. */
  | { code: 'notJson'; hint: 'yaml' | 'table' | 'invalidJson' | 'text'; line: number; sample: string }
  /** Valid JSON, but nothing this page reads; `found` lists what it was. */
  | { code: 'wrongKind'; found: KindCount[]; reason: 'otherKinds' | 'emptyList' | 'clientOnly' };

export interface KindCount {
  kind: string;
  count: number;
}

/** Where a value came from. `line` is the 1-based line of the input where that document or line starts. */
export type Provenance =
  | { type: 'object'; kind: ReadKind; name: string; namespace?: string; field: string; raw: string; line: number }
  | { type: 'line'; line: number; raw: string }
  | { type: 'objects'; kind: ReadKind; count: number; field: string };

/** Extra facts next to a value, for the table. */
export type DetectionNote =
  | { code: 'serverVersion' }
  | { code: 'lowestKubelet'; nodes: number; highest: string }
  | { code: 'sameKubelet'; nodes: number }
  /** A clue only this platform's nodes carry (platforms/clues.ts). */
  | { code: 'platformClue'; clue: string }
  | { code: 'cceAnnotation'; annotation: string }
  | { code: 'kernelCounts'; total: number; below59: number; below513: number; source: 'nodes' | 'lines' }
  | { code: 'osImage'; nodes: number; total: number }
  | { code: 'lowestNft'; readings: number }
  | { code: 'nftMissing' }
  | {
      code: 'serviceCounts';
      headless: number;
      externalName: number;
      byType: { clusterIP: number; nodePort: number; loadBalancer: number };
    }
  | { code: 'endpointStats'; services: number; max: number; maxService: string; withoutReady: number }
  | { code: 'elbShared'; elbId: string; service: string; ingress: string }
  | { code: 'elbNotShared'; services: number; ingresses: number }
  | { code: 'passThrough'; set: number; total: number; scope: 'shared' | 'all' }
  /**
   * The mode from kube-proxy's file or its flag; `defaulted`: none written, so its default;
   * `ignoredFlag`: a `--proxy-mode` beside the file, which kube-proxy ignores; `version`: its image tag.
   */
  | { code: 'kubeProxyMode'; via: 'file' | 'flag'; defaulted: boolean; ignoredFlag?: string; version?: string }
  /**
   * What kube-proxy said it runs (its start-up line, or its /proxyMode answer); `configured`: the
   * mode its configuration names instead (changed since it started, or another file in use).
   */
  | { code: 'kubeProxyRunning'; via: 'log' | 'endpoint' | 'event'; configured?: string }
  /** A network plugin's DaemonSet, with the image that names its version. */
  | { code: 'pluginDaemonSet'; image?: string; version?: string }
  /** A dataplane's own setting says it forwards Service traffic in kube-proxy's place. */
  | { code: 'dataplaneSetting'; dataplane: string };

export interface Detection {
  key: AnswerKey;
  /** The answer in its URL form (formatAnswer). */
  value: string;
  from: Provenance;
  note?: DetectionNote;
}

/** Why an answer stayed unknown. */
export type UnknownReason =
  /** The command that shows it was not in the input. */
  | { code: 'missingInput' }
  /** kubectl output cannot show it: the wizard asks. */
  | { code: 'notInKubectl' }
  /** Data was read, but nothing in it is specific to a platform. */
  | { code: 'noSignal' }
  /** Only a clue other platforms share (a cloud's provider ID): shown, never answered with. */
  | { code: 'notCertain'; clue: string; from: Provenance }
  /** Clues of two platforms or more: the dump mixes clusters, or a clue is wrong. */
  | { code: 'platformConflict'; platforms: string[] }
  /** Every node's OS image could mean a flagged image or another one. */
  | { code: 'osAmbiguous'; image: string; nodes: number; family: 'centos7' | 'euleros'; kernelHint?: string }
  /** Services were read but no Service uses an ELB, or no Ingress was pasted to compare with. */
  | { code: 'noIngresses' }
  | { code: 'noElbServices' }
  | { code: 'noReadyEndpoints' }
  /** DaemonSets were read, none runs kube-proxy (k3s embeds it; RKE2 and kOps run static Pods). */
  | { code: 'kubeProxyNotFound' }
  /** No kube-proxy in the input, and a dataplane's own setting says it replaces kube-proxy. */
  | { code: 'kubeProxyReplaced'; dataplane: string; setting: string; from: Extract<Provenance, { type: 'object' }> }
  /** kube-proxy's ConfigMap does not hold a KubeProxyConfiguration it can read. */
  | { code: 'configUnreadable'; problem: 'yaml' | 'notConfig'; name: string }
  /** A mode kube-proxy does not accept on Linux (a typo, or `userspace` from an old cluster). */
  | { code: 'modeNotKnown'; value: string }
  /** kube-proxy runs with `--config` at this path, and its ConfigMap is not in the input. */
  | { code: 'configNotInInput'; path: string }
  /** kube-proxy said different modes (from several nodes): the nodes do not agree. */
  | { code: 'modesDiffer'; modes: string[] }
  /** DaemonSets were read, none is a plugin the guide knows. */
  | { code: 'pluginNotFound' }
  /** DaemonSets of several plugins: the wizard asks which one serves Pods. */
  | { code: 'pluginsSeveral'; plugins: string[] };

export interface UnknownAnswer {
  key: AnswerKey;
  reason: UnknownReason;
}

export type ImportWarning =
  | { code: 'truncatedEnd'; line: number; salvaged: number }
  | { code: 'truncatedStart'; lines: number; line: number }
  | { code: 'invalidJson'; count: number; line: number }
  | { code: 'skippedLines'; count: number; line: number; sample: string }
  | { code: 'otherKinds'; found: KindCount[] }
  | { code: 'emptyList'; count: number }
  | { code: 'clientVersionOnly'; line: number }
  | { code: 'mixedKubelets'; lowest: string; highest: string }
  | { code: 'osMixed'; images: string[] }
  | { code: 'servicesWithoutEndpoints'; count: number }
  | { code: 'endpointsWithoutServices' };

/** Warnings that mean part of the input was not used: the page says the result is partial. */
export const PARTIAL_WARNINGS: readonly ImportWarning['code'][] = [
  'truncatedEnd',
  'truncatedStart',
  'invalidJson',
  'skippedLines',
];

export interface ImportStats {
  documents: number;
  lines: number;
  chars: number;
  nodes: number;
  services: number;
  endpointSlices: number;
  ingresses: number;
}

export type ImportOutcome =
  | {
      ok: true;
      answers: Answers;
      detections: Detection[];
      unknown: UnknownAnswer[];
      warnings: ImportWarning[];
      /** Lines of kube-proxy's log that a troubleshooting entry is known by, each entry once. */
      logFindings: LogFinding[];
      stats: ImportStats;
    }
  | { ok: false; error: ImportError; stats: ImportStats };
