/**
 * The wizard's answers and their URL form.
 *
 * Shared links must keep working in every later release: never rename or
 * remove a parameter or a value below, only add. A value that no longer
 * parses is dropped with a notice instead of breaking the page.
 */
import {
  parseBoolean,
  parseClusterVersion,
  parseEnum,
  parseKernelVersion,
  parseNftVersion,
  parseWhole,
  formatClusterVersion,
  formatNftVersion,
} from './parse-values';
import { ANSWER_KEYS } from './answer-keys';
import type { ClusterVersion, KernelVersion, NftVersion } from './parse-values';
import { MODES } from '../modes';
import { PLATFORM_IDS } from '../platforms/model';
import { NODE_IMAGES, imagesOffered, type NodeImageId } from '../platforms/node-images';
import { CCE_OWN_QUESTIONS, ruleFactsOf } from '../platforms/rule-facts';
import { PLUGIN_CHOICES, type PluginChoice } from '../plugins/model';
import { pluginsOffered } from '../plugins/offered';

export type { ClusterVersion, KernelVersion, NftVersion } from './parse-values';
export {
  compareClusterVersion,
  compareKernelRelease,
  compareKernelVersion,
  compareNftVersion,
  formatClusterVersion,
  formatKernelVersion,
  formatNftVersion,
  parseClusterVersion,
  parseKernelVersion,
  parseNftVersion,
} from './parse-values';

/** Every platform the guide knows, then `k8s`: another Kubernetes, read by upstream's documents. */
export const PLATFORM_CHOICES = [...PLATFORM_IDS, 'k8s'] as const;
/** The node images the guide knows (the platforms' data), then `other`. */
export const OS_IMAGES: readonly OsImage[] = [...NODE_IMAGES.map((i) => i.id), 'other'];
export const LB_NEEDS = ['any', 'rr', 'lc', 'sed', 'sh'] as const;
/** Where kube-proxy runs: as a service on the host (CCE documents a systemd unit) or in a container. */
export const KUBE_PROXY_PLACES = ['host', 'container'] as const;
/** What forwards Service traffic: kube-proxy, or a dataplane of the platform's that replaces it. */
export const DATAPLANE_CHOICES = ['kube-proxy', 'replaced'] as const;
/** The mode the cluster runs today, or `new` when nothing runs yet. It never changes a status or the pick. */
export const CURRENT_MODES = [...MODES, 'new'] as const;
export { PLUGIN_CHOICES } from '../plugins/model';

export type PlatformChoice = (typeof PLATFORM_CHOICES)[number];
export type OsImage = NodeImageId | 'other';
/** The images the wizard names (all but `other`), in its order: the import reads a node running one. */
export const NAMED_OS_IMAGES: readonly NodeImageId[] = NODE_IMAGES.map((i) => i.id);
type LbNeed = (typeof LB_NEEDS)[number];
type KubeProxyPlace = (typeof KUBE_PROXY_PLACES)[number];
type DataplaneChoice = (typeof DATAPLANE_CHOICES)[number];
export type CurrentMode = (typeof CURRENT_MODES)[number];
/** A mode runs today: the reader has a cluster, not just a plan. */
export const runsAMode = (a: { readonly current?: CurrentMode }): boolean =>
  a.current !== undefined && a.current !== 'new';

/** Every field is optional: absent means "unknown". */
export interface Answers {
  platform?: PlatformChoice;
  version?: ClusterVersion;
  kernel?: KernelVersion;
  nft?: NftVersion;
  os?: OsImage;
  services?: number;
  endpoints?: number;
  lb?: LbNeed;
  shortConn?: boolean;
  pingClusterIP?: boolean;
  elbSharedIngress?: boolean;
  elbSharedCluster?: boolean;
  portRange?: boolean;
  passThrough?: boolean;
  /** Decides whose nft kube-proxy runs: the host's, or its image's. */
  kubeProxy?: KubeProxyPlace;
  /** `replaced`: a dataplane replaces kube-proxy, and none of the three modes applies. */
  dataplane?: DataplaneChoice;
  /** The mode running today: the result says whether, by when and how to move (migrate/verdict.ts). */
  current?: CurrentMode;
  /** The network plugin: its rules say what it needs with each mode (plugin-rules.ts); `other` adds none. */
  plugin?: PluginChoice;
}

export type AnswerKey = keyof Answers;

// Every answer has its key in the share-link order (answer-keys.ts, small enough for every page).
export { ANSWER_KEYS } from './answer-keys';

/** Answers that only mean something on Huawei Cloud CCE (ELB behaviour under IPVS): its own questions. */
export const CCE_ONLY_KEYS = CCE_OWN_QUESTIONS satisfies readonly AnswerKey[];
const isCceOnly = (k: AnswerKey): boolean => (CCE_ONLY_KEYS as readonly string[]).includes(k);

/**
 * Whether the wizard asks `key` for a platform answer: every common question; a platform's own
 * only on that platform, or when the platform is not given (it might be that one).
 */
export function asks(platform: PlatformChoice | undefined, key: AnswerKey): boolean {
  // Whether a dataplane replaces kube-proxy: only where the platform has one (or may: unknown).
  if (key === 'dataplane') return platform === undefined || ruleFactsOf(platform).replaceable === true;
  // The network plugin: not where the platform's own network is the only one it documents.
  if (key === 'plugin') return pluginsOffered(platform).length > 0;
  if (!isCceOnly(key)) return true;
  return platform === undefined || (ruleFactsOf(platform).ownQuestions as readonly string[]).includes(key);
}

/**
 * `cceOnly`: one of CCE's questions on another platform; `notAsked`: a question the platform does
 * not ask (both ignored). `offPlatform`: a plugin or node image the platform's documents do not name, kept.
 */
export type Notice = { kind: 'invalid' | 'cceOnly' | 'notAsked' | 'offPlatform'; param: AnswerKey };

type Parsers = { [K in AnswerKey]-?: (raw: unknown) => Answers[K] | undefined };

const PARSERS: Parsers = {
  platform: (v) => parseEnum(v, PLATFORM_CHOICES),
  version: parseClusterVersion,
  kernel: parseKernelVersion,
  nft: parseNftVersion,
  os: (v) => parseEnum(v, OS_IMAGES),
  services: (v) => parseWhole(v, 0),
  endpoints: (v) => parseWhole(v, 1),
  lb: (v) => parseEnum(v, LB_NEEDS),
  shortConn: parseBoolean,
  pingClusterIP: parseBoolean,
  elbSharedIngress: parseBoolean,
  elbSharedCluster: parseBoolean,
  portRange: parseBoolean,
  passThrough: parseBoolean,
  kubeProxy: (v) => parseEnum(v, KUBE_PROXY_PLACES),
  dataplane: (v) => parseEnum(v, DATAPLANE_CHOICES),
  current: (v) => parseEnum(v, CURRENT_MODES),
  plugin: (v) => parseEnum(v, PLUGIN_CHOICES),
};

/** A named plugin or image the platform's documents do not name: the answer holds, with a notice. */
const offPlatform = (platform: PlatformChoice | undefined, key: AnswerKey, value: unknown): boolean => {
  if (value === 'other') return false;
  if (key === 'plugin') return !(pluginsOffered(platform) as readonly unknown[]).includes(value);
  if (key === 'os') return !(imagesOffered(platform) as readonly unknown[]).includes(value);
  return false;
};

/** An empty form field or a missing key both mean "not answered". */
const isAbsent = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Parses one answer from its URL value; `undefined` when it does not parse. */
export function parseAnswer<K extends AnswerKey>(key: K, raw: unknown): Answers[K] | undefined {
  return (PARSERS[key] as (r: unknown) => Answers[K] | undefined)(raw);
}

/**
 * Reads answers from URL search values (strings, or numbers/booleans when a
 * router JSON-parses them). Unknown parameters are ignored silently.
 */
export function parseAnswers(search: Record<string, unknown>): { answers: Answers; notices: Notice[] } {
  const answers: Answers = {};
  const notices: Notice[] = [];
  const platform = PARSERS.platform(search['platform']);
  for (const key of ANSWER_KEYS) {
    const raw = Object.hasOwn(search, key) ? search[key] : undefined;
    if (isAbsent(raw)) continue;
    if (!asks(platform, key)) {
      notices.push({ kind: isCceOnly(key) ? 'cceOnly' : 'notAsked', param: key });
      continue;
    }
    const value = parseAnswer(key, raw);
    if (value === undefined) notices.push({ kind: 'invalid', param: key });
    else (answers as Record<AnswerKey, unknown>)[key] = value;
    if (value !== undefined && offPlatform(platform, key, value)) notices.push({ kind: 'offPlatform', param: key });
  }
  return { answers, notices };
}

/** One answer in its canonical URL form. */
export function formatAnswer<K extends AnswerKey>(key: K, value: NonNullable<Answers[K]>): string {
  switch (key) {
    case 'version':
      return formatClusterVersion(value as ClusterVersion);
    case 'kernel':
      return (value as KernelVersion).raw;
    case 'nft':
      return formatNftVersion(value as NftVersion);
    default:
      return String(value);
  }
}

/** The canonical, short share parameters: known answers only, in ANSWER_KEYS order. */
export function serializeAnswers(answers: Answers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ANSWER_KEYS) {
    const value = answers[key];
    if (value === undefined) continue;
    if (!asks(answers.platform, key)) continue;
    out[key] = formatAnswer(key, value);
  }
  return out;
}
