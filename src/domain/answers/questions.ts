/**
 * The wizard's questions as data: one per answer, in step order, with the kind
 * of input it takes and the comparison-matrix row that explains why it matters.
 * The wizard and the result page (its "edit" links) share the step numbering.
 */
import type { RowId } from '../matrix/model';
import { imagesOffered } from '../platforms/node-images';
import { pluginsOffered } from '../plugins/offered';
import type { AnswerKey, Answers, Notice, PlatformChoice } from './answers';
import {
  ANSWER_KEYS,
  CCE_ONLY_KEYS,
  CURRENT_MODES,
  DATAPLANE_CHOICES,
  KUBE_PROXY_PLACES,
  LB_NEEDS,
  OS_IMAGES,
  PLATFORM_CHOICES,
  PLUGIN_CHOICES,
  asks,
  parseAnswers,
} from './answers';

type QuestionKind = 'choice' | 'boolean' | 'version' | 'kernel' | 'nft' | 'count';

export interface Question {
  key: AnswerKey;
  kind: QuestionKind;
  /** URL values a `choice` question offers, in display order ("don't know" is implied). */
  options?: readonly string[];
  /** Asked only when the platform is CCE or unknown. */
  cceOnly: boolean;
  /** The matrix row behind the question: `/{lang}/compare/#<row>`. */
  row: RowId;
  /** A page that explains it better than a matrix row, linked instead (the plugins table). */
  page?: 'plugins';
}

const KIND: Record<AnswerKey, QuestionKind> = {
  platform: 'choice',
  version: 'version',
  kernel: 'kernel',
  nft: 'nft',
  os: 'choice',
  services: 'count',
  endpoints: 'count',
  lb: 'choice',
  shortConn: 'boolean',
  pingClusterIP: 'boolean',
  elbSharedIngress: 'boolean',
  elbSharedCluster: 'boolean',
  portRange: 'boolean',
  passThrough: 'boolean',
  kubeProxy: 'choice',
  dataplane: 'choice',
  current: 'choice',
  plugin: 'choice',
};

const OPTIONS: Partial<Record<AnswerKey, readonly string[]>> = {
  platform: PLATFORM_CHOICES,
  os: OS_IMAGES,
  lb: LB_NEEDS,
  kubeProxy: KUBE_PROXY_PLACES,
  dataplane: DATAPLANE_CHOICES,
  current: CURRENT_MODES,
  plugin: PLUGIN_CHOICES,
};

const ROW: Record<AnswerKey, RowId> = {
  platform: 'limits',
  version: 'upstream-status',
  kernel: 'requirements',
  nft: 'requirements',
  os: 'known-issues',
  services: 'complexity',
  endpoints: 'lookup',
  lb: 'load-balancing',
  shortConn: 'known-issues',
  pingClusterIP: 'clusterip-ping',
  elbSharedIngress: 'limits',
  elbSharedCluster: 'limits',
  portRange: 'limits',
  passThrough: 'limits',
  kubeProxy: 'requirements',
  dataplane: 'positioning',
  current: 'upstream-status',
  plugin: 'requirements',
};

const isCceOnly = (key: AnswerKey) => (CCE_ONLY_KEYS as readonly AnswerKey[]).includes(key);

/** Every question, in step order (the share-link parameter order). */
export const QUESTIONS: readonly Question[] = ANSWER_KEYS.map((key) => {
  const options = OPTIONS[key];
  const page = key === 'plugin' ? ({ page: 'plugins' } as const) : {};
  return { key, kind: KIND[key], cceOnly: isCceOnly(key), row: ROW[key], ...page, ...(options ? { options } : {}) };
});

/**
 * What a platform offers (its plugins, its node images), then a value the answers hold that it
 * does not name (a link keeps it, with a notice), then `other`.
 */
const offeredOptions = (offered: readonly string[], held: string | undefined): readonly string[] => {
  const list = [...offered];
  if (held !== undefined && held !== 'other' && !list.includes(held)) list.push(held);
  return [...list, 'other'];
};

/** The platform's own options for the questions whose choices it narrows. */
const OWN_OPTIONS: Partial<Record<AnswerKey, (p: PlatformChoice | undefined) => readonly string[]>> = {
  plugin: pluginsOffered,
  os: imagesOffered,
};

/**
 * The questions asked for a platform: CCE-only ones only on CCE or when the platform is unknown;
 * the plugin and OS-image questions offer the platform's own (and the one `answers` holds).
 */
export function visibleQuestions(platform: PlatformChoice | undefined, answers: Answers = {}): Question[] {
  return QUESTIONS.filter((q) => asks(platform, q.key)).map((q) => {
    const own = OWN_OPTIONS[q.key];
    const held = answers[q.key];
    return own ? { ...q, options: offeredOptions(own(platform), held === undefined ? undefined : String(held)) } : q;
  });
}

/** The 1-based wizard step that asks `key`, or `undefined` when the platform hides it. */
export function stepOf(key: AnswerKey, platform: PlatformChoice | undefined): number | undefined {
  const i = visibleQuestions(platform).findIndex((q) => q.key === key);
  return i < 0 ? undefined : i + 1;
}

/**
 * The step to show for a `step` URL value: absent means 1, a number beyond the
 * last step means the last one (the platform may have hidden steps since);
 * anything that is not a whole number is reported as invalid and means 1.
 */
export function parseStep(raw: unknown, count: number): { step: number; invalid: boolean } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === ''))
    return { step: 1, invalid: false };
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,4}$/.test(s) || Number(s) < 1) return { step: 1, invalid: true };
  return { step: Math.min(Number(s), Math.max(count, 1)), invalid: false };
}

/** The answers' URL values exactly as given (raw text, not yet parsed); absent or blank = unknown. */
import type { AnswerParams } from './answer-keys';
export { answerParams, type AnswerParams } from './answer-keys';

/** A parse notice plus the text it is about, so the page can say what was ignored. */
export interface RawNotice extends Notice {
  raw: string;
}

/** Parses raw parameters; each notice carries the text that was ignored. */
export function readAnswers(params: AnswerParams): { answers: Answers; notices: RawNotice[] } {
  const { answers, notices } = parseAnswers(params);
  return { answers, notices: notices.map((n) => ({ ...n, raw: params[n.param] ?? '' })) };
}

/** How many of the visible questions have an answer. */
export function answeredCount(answers: Answers): number {
  return visibleQuestions(answers.platform).filter((q) => answers[q.key] !== undefined).length;
}
